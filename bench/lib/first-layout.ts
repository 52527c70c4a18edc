/**
 * What a page's largest layout spends waiting for fonts. On Linux and ChromeOS, Chromium's renderer
 * cannot read fontconfig itself: for every font strike (family, size, weight) it asks the browser
 * process for the strike's render style, and for every system font it matches by family or by full
 * name (`local()`) it asks again (blink's public/platform/linux/web_sandbox_support.h and the font
 * service in components/services/font). The browser asks fontconfig, which goes through every font
 * the system has. An Android phone answers both in the renderer, so this wait is the desktop's, not
 * the page's; Lighthouse multiplies it by 4 with the rest of the main thread's work.
 */
import type { Browser } from '@playwright/test'
import { z } from 'zod'
import type { FirstLayout } from './report.ts'
import { PHONE_CONTEXT, samplePages } from './page-runs.ts'
import { median } from './stats.ts'

/** The renderer's font calls to the browser process, as its `fonts` trace category names them. */
export const FONT_CALLS = {
  renderStyle: 'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike',
  familyMatch: 'FontDataManager::onMatchFamilyStyle',
  nameMatch: 'WebSandboxSupportLinux::MatchFontByPostscriptNameOrFullFontName',
} as const

const traceEventSchema = z.object({
  name: z.string(),
  ph: z.string(),
  ts: z.number(),
  dur: z.number().optional(),
  pid: z.number(),
  tid: z.number(),
})
export type TraceEvent = z.infer<typeof traceEventSchema>

export interface LayoutCost {
  /** The largest layout of the load, in ms. */
  layoutMs: number
  /** How much of it the main thread spent in the font calls above (overlaps counted once), in ms. */
  fontCallsMs: number
  renderStyles: number
  familyMatches: number
  nameMatches: number
}

/** Total length of the union of [start, end) intervals. */
function unionLength(intervals: [number, number][]): number {
  let total = 0
  let reach = Number.NEGATIVE_INFINITY
  for (const [start, end] of [...intervals].sort((a, b) => a[0] - b[0])) {
    if (end <= reach) continue
    total += end - Math.max(start, reach)
    reach = end
  }
  return total
}

/** The largest `Layout` of a trace and the font calls made inside it on the same thread; undefined without one. */
export function layoutCost(events: readonly TraceEvent[]): LayoutCost | undefined {
  const complete = events.filter((e): e is TraceEvent & { dur: number } => e.ph === 'X' && e.dur !== undefined)
  const layout = complete.filter((e) => e.name === 'Layout').sort((a, b) => b.dur - a.dur)[0]
  if (!layout) return undefined
  const inside = complete.filter(
    (e) => e.pid === layout.pid && e.tid === layout.tid && e.ts >= layout.ts && e.ts + e.dur <= layout.ts + layout.dur,
  )
  const calls = (name: string) => inside.filter((e) => e.name === name)
  const fontCalls = Object.values(FONT_CALLS).flatMap(calls)
  return {
    layoutMs: layout.dur / 1000,
    fontCallsMs: unionLength(fontCalls.map((e) => [e.ts, e.ts + e.dur])) / 1000,
    renderStyles: calls(FONT_CALLS.renderStyle).length,
    familyMatches: calls(FONT_CALLS.familyMatch).length,
    nameMatches: calls(FONT_CALLS.nameMatch).length,
  }
}

const TRACE_ATTEMPTS = 3

/**
 * One cold load, unthrottled, traced from navigation until hydration (or network quiet) and a second
 * more; undefined when the page did not become ready within 30 s.
 */
async function traceLoad(browser: Browser, url: string, readySelector: string | undefined): Promise<TraceEvent[] | undefined> {
  const context = await browser.newContext(PHONE_CONTEXT)
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    const events: TraceEvent[] = []
    cdp.on('Tracing.dataCollected', ({ value }) => {
      for (const raw of value) {
        const event = traceEventSchema.safeParse(raw)
        if (event.success) events.push(event.data)
      }
    })
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()))
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,fonts', transferMode: 'ReportEvents' })
    await page.goto(url, { waitUntil: 'load' })
    // Once in a 20-minute bench here a page did not hydrate within 30 s, and the whole run was lost;
    // every other load hydrated within 1.5 s. Counted as a failed attempt and said on the console.
    const ready = await (
      readySelector
        ? page.waitForSelector(readySelector, { state: 'attached', timeout: 30_000 })
        : page.waitForLoadState('networkidle', { timeout: 30_000 })
    ).then(
      () => true,
      () => false,
    )
    if (ready) await page.waitForTimeout(1000)
    else console.warn(`${url}: not ready within 30 s while traced; loading it again`)
    await cdp.send('Tracing.end')
    await complete
    return ready ? events : undefined
  } finally {
    await context.close()
  }
}

export async function measureFirstLayouts(
  browser: Browser,
  app: 'site' | 'reference',
  origin: string,
  pages: readonly { label: string; path: string }[],
  runs: number,
): Promise<FirstLayout[]> {
  const pageRuns = await samplePages(pages, runs, async (path) => {
    // A busy machine now and then delivers a trace without the layout's events, or a page that does
    // not become ready: load it again.
    for (let attempt = 1; attempt <= TRACE_ATTEMPTS; attempt++) {
      const events = await traceLoad(browser, origin + path, app === 'site' ? 'html[data-hydrated="true"]' : undefined)
      const cost = events && layoutCost(events)
      if (cost) return cost
    }
    throw new Error(`${path}: none of ${TRACE_ATTEMPTS} loads was ready with a trace that holds a layout`)
  })
  return pageRuns.map(({ label, path, samples }) => {
    const med = (pick: (c: LayoutCost) => number) => median(samples.map(pick))
    return {
      app,
      label,
      path,
      runs,
      layoutMs: med((c) => c.layoutMs),
      fontCallsMs: med((c) => c.fontCallsMs),
      renderStyles: med((c) => c.renderStyles),
      familyMatches: med((c) => c.familyMatches),
      nameMatches: med((c) => c.nameMatches),
    }
  })
}
