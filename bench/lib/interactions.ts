/**
 * Times a language switch and a navigation in Chromium, each sample a fresh page load, at the
 * machine's speed or with the CPU slowed down as on a mid-range phone (CDP's CPU throttling):
 * - the click's first visual response: from the input to the next paint, as INP measures it
 *   (Event Timing; below its 16 ms floor, the frame after the click, timed with rAF);
 * - the whole interaction: from the click to the end of the page transition, or to the first
 *   frame after the target page's heading is in the DOM when there is no transition;
 * - the long animation frames (over 50 ms) meanwhile: what a target missed is up against.
 */
import type { Browser, Page } from '@playwright/test'
import { runUntilQuiet } from '../../e2e/lib/record-load.ts'
import { median } from './stats.ts'

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

export interface Variant {
  /** Hover the link first and wait until what the page prefetches on intent is in. */
  prefetched: boolean
  /** `prefers-reduced-motion: reduce`, so without the out-in page transition. */
  reducedMotion: boolean
  /** CDP's `Emulation.setCPUThrottlingRate`: 1 is this machine, 4 a mid-range phone. */
  cpuSlowdown: number
}

/** A long animation frame as the Long Animation Frames API reports it, times in the page's clock. */
export interface RawFrame {
  startTime: number
  duration: number
  scripts: { invoker: string; sourceURL: string; sourceFunctionName: string; duration: number }[]
}

/** A long frame during the interaction: when it began after the click, how long, and its longest script. */
export interface LongFrame {
  startMs: number
  durationMs: number
  script?: string
}

export interface InteractionSample {
  /** Click to next paint. */
  firstResponse: number
  /** Click to the end of the transition (or to the target's first frame without one). */
  total: number
  /** The longest frames between the click and the end, longest first. */
  frames: LongFrame[]
}

interface Probe {
  click: number
  /** The first frame after the target page's heading rendered. */
  frame: number
  transitionStarted: boolean
  /** When the page transition finished (0 while none ran or it is still running). */
  transitionEnd: number
  /** Input to next paint, from Event Timing (0 when below its 16 ms floor). */
  eventDuration: number
  /** The end of the first frame after the click's handlers ran. */
  nextFrame: number
  frames: RawFrame[]
}

declare global {
  interface Window {
    __benchProbe?: Probe
  }
}

/** The `count` longest frames that overlap the interaction from `click` to `end`, longest first. */
export function longestFrames(frames: readonly RawFrame[], click: number, end: number, count = 2): LongFrame[] {
  return frames
    .filter((f) => f.startTime + f.duration > click && f.startTime < end)
    .sort((a, b) => b.duration - a.duration)
    .slice(0, count)
    .map((f) => {
      const longest = [...f.scripts].sort((a, b) => b.duration - a.duration)[0]
      const file = longest?.sourceURL.split('/').pop()?.split('?')[0]
      const where = [longest?.sourceFunctionName || undefined, file ? `in ${file}` : undefined].filter(Boolean).join(' ')
      return {
        startMs: f.startTime - click,
        durationMs: f.duration,
        ...(longest ? { script: `${longest.invoker}${where ? ` (${where})` : ''} ${String(Math.round(longest.duration))} ms` } : {}),
      }
    })
}

/** The sample whose total is nearest the median: the one whose long frames the report shows. */
export function medianSample<T extends { total: number }>(samples: readonly T[]): T | undefined {
  const mid = samples.length === 0 ? 0 : median(samples.map((s) => s.total))
  return [...samples].sort((a, b) => Math.abs(a.total - mid) - Math.abs(b.total - mid))[0]
}

/** Opens whatever disclosure hides the link (the language menu), if it is hidden. */
async function reveal(page: Page, selector: string): Promise<void> {
  const link = page.locator(selector).first()
  if (await link.isVisible()) return
  const controller = await link.evaluate((el) => {
    for (let node = el.parentElement; node; node = node.parentElement) {
      if (node.id && document.querySelector(`[aria-controls="${CSS.escape(node.id)}"]`)) return `[aria-controls="${CSS.escape(node.id)}"]`
    }
    return undefined
  })
  if (!controller) throw new Error(`${selector} is hidden and no control reveals it`)
  await page.locator(controller).click()
  await link.waitFor({ state: 'visible' })
}

async function sample(browser: Browser, origin: string, scenario: Scenario, variant: Variant): Promise<InteractionSample> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: variant.reducedMotion ? 'reduce' : 'no-preference',
  })
  try {
    const page = await context.newPage()
    // Slowed down from the start: a phone loads, hydrates and prefetches at its own speed too.
    if (variant.cpuSlowdown !== 1) {
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: variant.cpuSlowdown })
    }
    await page.goto(origin + scenario.from, { waitUntil: 'load' })
    await page.waitForLoadState('networkidle')
    await reveal(page, scenario.link)
    const link = page.locator(scenario.link).first()
    if (variant.prefetched) await runUntilQuiet(page, () => link.hover(), 300, 10_000)
    await page.evaluate(
      ({ path, heading, lang }) => {
        const normalize = (text: string) => text.replace(/\s+/g, ' ').trim()
        // The URL changes when the navigation starts; the heading (and lang) only when it renders.
        const arrived = () =>
          location.pathname === path &&
          normalize(document.querySelector('h1')?.textContent ?? '') === heading &&
          (lang === undefined || document.documentElement.lang === lang)
        if (arrived()) throw new Error('The page already shows the target')
        const probe: Probe = { click: 0, frame: 0, transitionStarted: false, transitionEnd: 0, eventDuration: 0, nextFrame: 0, frames: [] }
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
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if ('interactionId' in entry && entry.interactionId && entry.startTime >= probe.click - 50) {
              probe.eventDuration = Math.max(probe.eventDuration, entry.duration)
            }
          }
          // Event Timing's option (not yet in TypeScript's DOM types): its floor, 16 ms.
        }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit)
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) probe.frames.push(JSON.parse(JSON.stringify(entry)) as RawFrame)
        }).observe({ type: 'long-animation-frame', buffered: false })
        // The site's out-in transition (src/features/navigation/page-transition.ts) sets
        // data-page-transition to out, then in, and the stylesheet animates page-out, then page-in;
        // with reduced motion it runs no animation, and the page is done at its first frame.
        new MutationObserver((records) => {
          if (probe.click === 0) return
          for (const { target } of records) {
            if (!(target instanceof Element)) continue
            const animations = target.getAnimations({ subtree: true })
            if (animations.some((a) => a instanceof CSSAnimation && /^page-(out|in)$/.test(a.animationName))) probe.transitionStarted = true
          }
        }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-page-transition'] })
        // Dispatched on the frame that draws the animation's end state.
        const ended = (event: AnimationEvent) => {
          if (event.animationName === 'page-in' && probe.transitionStarted)
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
    // Playwright injects its own script the first time waitForFunction runs: done now, so that
    // its work does not land between the page's update and its next frame.
    await page.waitForFunction(() => true)
    await link.click()
    await page.waitForFunction(
      () => {
        const probe = window.__benchProbe
        return probe !== undefined && probe.frame > 0 && probe.nextFrame > 0 && (!probe.transitionStarted || probe.transitionEnd > 0)
      },
      undefined,
      { timeout: 30_000 },
    )
    // Event Timing and long frames are reported after the paint; give them a moment.
    await page.waitForTimeout(100 * variant.cpuSlowdown)
    const probe = await page.evaluate(() => window.__benchProbe)
    if (!probe) throw new Error('The probe is gone: the page was replaced')
    const end = Math.max(probe.frame, probe.transitionEnd)
    return {
      firstResponse: probe.eventDuration > 0 ? probe.eventDuration : probe.nextFrame - probe.click,
      total: end - probe.click,
      frames: longestFrames(probe.frames, probe.click, end),
    }
  } finally {
    await context.close()
  }
}

export async function timeInteraction(
  browser: Browser,
  origin: string,
  scenario: Scenario,
  variant: Variant,
  runs: number,
): Promise<InteractionSample[]> {
  const samples: InteractionSample[] = []
  for (let i = 0; i < runs; i++) samples.push(await sample(browser, origin, scenario, variant))
  return samples
}
