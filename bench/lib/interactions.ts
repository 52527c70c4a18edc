/**
 * Times a language switch and a navigation in Chromium: from the click to the first animation
 * frame after the target page's heading is in the DOM. Each sample is a fresh page load.
 */
import type { Browser, Page } from '@playwright/test'
import { runUntilQuiet } from '../../e2e/lib/record-load.ts'

export interface Scenario {
  from: string
  to: string
  /** CSS selector of the link to click. */
  link: string
  /** The target page's h1 text, from its prerendered HTML. */
  heading: string
  /** For a language switch: the `<html lang>` the target page has. */
  lang?: string
}

interface Probe {
  click: number
  frame: number
}

declare global {
  interface Window {
    __benchProbe?: Probe
  }
}

/** Opens whatever disclosure hides the link (the language menu), if it is hidden. */
async function reveal(page: Page, selector: string): Promise<void> {
  const link = page.locator(selector).first()
  if (await link.isVisible()) return
  const controller = await link.evaluate((el) => {
    for (let node = el.parentElement; node; node = node.parentElement) {
      if (node.id) {
        const button = document.querySelector(`[aria-controls="${CSS.escape(node.id)}"]`)
        if (button) return `[aria-controls="${CSS.escape(node.id)}"]`
      }
    }
    return undefined
  })
  if (!controller) throw new Error(`${selector} is hidden and no control reveals it`)
  await page.locator(controller).click()
  await link.waitFor({ state: 'visible' })
}

async function sample(browser: Browser, origin: string, scenario: Scenario, prefetch: boolean, reducedMotion: boolean): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: reducedMotion ? 'reduce' : 'no-preference',
  })
  try {
    const page = await context.newPage()
    await page.goto(origin + scenario.from, { waitUntil: 'load' })
    await page.waitForLoadState('networkidle')
    await reveal(page, scenario.link)
    const link = page.locator(scenario.link).first()
    if (prefetch) {
      // Hovering prefetches on intent; wait until that (and nothing else) is in flight.
      await runUntilQuiet(page, () => link.hover(), 300, 10_000)
    }
    await page.evaluate(
      ({ path, heading, lang }) => {
        const normalize = (text: string) => text.replace(/\s+/g, ' ').trim()
        // The URL changes when the navigation starts; the heading (and lang) only when it renders.
        const arrived = () =>
          location.pathname === path &&
          normalize(document.querySelector('h1')?.textContent ?? '') === heading &&
          (lang === undefined || document.documentElement.lang === lang)
        if (arrived()) throw new Error('The page already shows the target')
        const probe: Probe = { click: 0, frame: 0 }
        window.__benchProbe = probe
        addEventListener('click', (event) => (probe.click = event.timeStamp), { capture: true, once: true })
        const observer = new MutationObserver(() => {
          if (probe.click === 0 || !arrived()) return
          observer.disconnect()
          requestAnimationFrame(() => (probe.frame = performance.now()))
        })
        observer.observe(document.documentElement, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
          attributeFilter: ['lang'],
        })
      },
      { path: scenario.to, heading: scenario.heading, lang: scenario.lang },
    )
    // Playwright evaluates its own injected script in the page the first time waitForFunction
    // runs (about 30 ms of main-thread work here). Done after the click, that lands between the
    // page's update and its next frame and is timed as the page's; do it now instead.
    await page.waitForFunction(() => true)
    await link.click()
    await page.waitForFunction(() => (window.__benchProbe?.frame ?? 0) > 0, undefined, { timeout: 15_000 })
    return await page.evaluate(() => {
      const probe = window.__benchProbe
      return probe ? probe.frame - probe.click : Number.NaN
    })
  } finally {
    await context.close()
  }
}

export async function timeInteraction(
  browser: Browser,
  origin: string,
  scenario: Scenario,
  prefetch: boolean,
  runs: number,
  reducedMotion = false,
): Promise<number[]> {
  const samples: number[] = []
  for (let i = 0; i < runs; i++) samples.push(await sample(browser, origin, scenario, prefetch, reducedMotion))
  return samples
}
