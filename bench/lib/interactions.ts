/**
 * Times a language switch and a navigation in Chromium, each sample a fresh page load:
 * - the click's first visual response: from the input to the next paint, as INP measures it
 *   (Event Timing; below its 16 ms floor, the frame after the click, timed with rAF);
 * - the whole interaction: from the click to the end of the page transition, or to the first
 *   frame after the target page's heading is in the DOM when there is no transition.
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
  /** The first frame after the target page's heading rendered. */
  frame: number
  /** When the page transition finished (0 while none ran or it is still running). */
  transitionEnd: number
  transitionStarted: boolean
  /** When the transition's first animation (the old page's fade) started; 0 while none ran. */
  transitionReady: number
  /** How long its animations run as the stylesheet sets them: the fade out's and the fade in's delay + duration, which run one after the other. */
  animationMs: number
  /** Input to next paint, from Event Timing (0 when below its 16 ms floor). */
  eventDuration: number
  /** The end of the first frame after the click's handlers ran. */
  nextFrame: number
}

export interface InteractionSample {
  /** Click to next paint. */
  firstResponse: number
  /** Click to the end of the transition (or to the target's first frame without one). */
  total: number
  /** With a page transition: click to the start of its animations, and how long they are set to run. */
  transition?: { start: number; animationMs: number }
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

async function sample(
  browser: Browser,
  origin: string,
  scenario: Scenario,
  prefetch: boolean,
  reducedMotion: boolean,
): Promise<InteractionSample> {
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
        const probe: Probe = {
          click: 0,
          frame: 0,
          transitionEnd: 0,
          transitionStarted: false,
          transitionReady: 0,
          animationMs: 0,
          eventDuration: 0,
          nextFrame: 0,
        }
        window.__benchProbe = probe
        addEventListener(
          'click',
          (event) => {
            probe.click = event.timeStamp
            // The frame after this input: rAF runs just before it paints, a message right after.
            requestAnimationFrame(() => {
              const channel = new MessageChannel()
              channel.port1.onmessage = () => (probe.nextFrame = performance.now())
              channel.port2.postMessage(null)
            })
          },
          { capture: true, once: true },
        )
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if ('interactionId' in entry && entry.interactionId && entry.startTime >= probe.click - 50) {
              probe.eventDuration = Math.max(probe.eventDuration, entry.duration)
            }
          }
        })
        // Event Timing's option (not yet in TypeScript's DOM types): its floor, 16 ms.
        const init: PerformanceObserverInit & { durationThreshold: number } = { type: 'event', durationThreshold: 16, buffered: false }
        observer.observe(init)
        // The site's out-in transition (src/features/navigation/page-transition.ts) sets
        // data-page-transition on .site to out, then in, and navigation.css animates the page below
        // the header with page-out, then page-in. Each phase's animations are read as it is set:
        // their animationstart events can come after the phase has moved on (the main thread busy
        // loading under the fade), when the fade out no longer exists to be read.
        const seen = new Set<string>()
        const phases = new MutationObserver((records) => {
          if (probe.click === 0) return
          for (const record of records) {
            if (!(record.target instanceof Element)) continue
            const name = `page-${record.target.getAttribute('data-page-transition') ?? ''}`
            if ((name !== 'page-out' && name !== 'page-in') || seen.has(name)) continue
            const animation = record.target
              .getAnimations({ subtree: true })
              .find((a) => a instanceof CSSAnimation && a.animationName === name)
            if (!animation) continue
            seen.add(name)
            const timing = animation.effect?.getComputedTiming()
            probe.animationMs += (timing?.delay ?? 0) + Number(timing?.duration ?? 0)
            if (name === 'page-out') {
              probe.transitionStarted = true
              // Until its first frame says when it started: when it was set.
              probe.transitionReady = performance.now()
              animation.ready.then(
                (started) => {
                  if (typeof started.startTime === 'number') probe.transitionReady = started.startTime
                },
                () => undefined,
              )
            }
          }
        })
        phases.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-page-transition'] })
        const pageAnimation = (event: AnimationEvent) =>
          event.animationName === 'page-out' || event.animationName === 'page-in' ? event.animationName : undefined
        // Dispatched on the frame that draws the animation's end state.
        const ended = (event: AnimationEvent) => {
          if (pageAnimation(event) === 'page-in' && probe.transitionStarted)
            probe.transitionEnd = Math.max(probe.transitionEnd, performance.now())
        }
        addEventListener('animationend', ended)
        addEventListener('animationcancel', ended)
        const mutations = new MutationObserver(() => {
          if (probe.click === 0 || !arrived()) return
          mutations.disconnect()
          requestAnimationFrame(() => (probe.frame = performance.now()))
        })
        mutations.observe(document.documentElement, {
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
    await page.waitForFunction(
      () => {
        const probe = window.__benchProbe
        return probe !== undefined && probe.frame > 0 && probe.nextFrame > 0 && (!probe.transitionStarted || probe.transitionEnd > 0)
      },
      undefined,
      { timeout: 15_000 },
    )
    // Event Timing reports after the paint; give it a moment.
    await page.waitForTimeout(100)
    return await page.evaluate(() => {
      const probe = window.__benchProbe
      if (!probe) return { firstResponse: Number.NaN, total: Number.NaN }
      return {
        firstResponse: probe.eventDuration > 0 ? probe.eventDuration : probe.nextFrame - probe.click,
        total: Math.max(probe.frame, probe.transitionEnd) - probe.click,
        ...(probe.transitionReady > 0
          ? { transition: { start: probe.transitionReady - probe.click, animationMs: probe.animationMs } }
          : {}),
      }
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
): Promise<InteractionSample[]> {
  const samples: InteractionSample[] = []
  for (let i = 0; i < runs; i++) samples.push(await sample(browser, origin, scenario, prefetch, reducedMotion))
  return samples
}
