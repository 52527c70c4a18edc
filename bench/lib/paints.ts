/**
 * First and largest paint as a slow phone sees them: the page loaded in Playwright under applied
 * throttling (Chromium throttles every request and the CPU, the way Lighthouse's "devtools"
 * throttling does, with its mobile values), FCP and LCP read from the page's own performance
 * entries. Lighthouse's simulated LCP is an estimate from a graph of the requests that had finished
 * before the observed LCP; this is what the browser actually painted, and when.
 */
import type { Browser, CDPSession } from '@playwright/test'
import { z } from 'zod'
import type { ObservedPaints } from './report.ts'
import { PHONE_CONTEXT, samplePages } from './page-runs.ts'
import { median } from './stats.ts'

/** Lighthouse's mobile throttling for request-level (devtools) throttling: Slow 4G, a 4x slower CPU. */
export const APPLIED_THROTTLING = {
  requestLatencyMs: 150 * 3.75,
  downloadKbps: 1.6 * 1024 * 0.9,
  uploadKbps: 750 * 0.9,
  cpuSlowdown: 4,
} as const

const paintsSchema = z.object({ fcp: z.number(), lcp: z.number(), lcpTag: z.string() })

/** A font that drew some of the LCP element's text: a downloaded web font, or one the system has. */
export interface UsedFont {
  family: string
  web: boolean
  glyphs: number
}

/** `Inter (web font)`, `Noto Sans Devanagari, Liberation Sans (system)`: most glyphs first. */
export function describeFonts(fonts: readonly UsedFont[]): string {
  if (fonts.length === 0) return 'no text'
  const sorted = [...fonts].sort((a, b) => b.glyphs - a.glyphs)
  const group = (web: boolean, label: string) => {
    const families = sorted.filter((font) => font.web === web).map((font) => font.family)
    return families.length === 0 ? [] : [`${families.join(', ')} (${label})`]
  }
  return [...group(true, 'web font'), ...group(false, 'system')].join('; ')
}

/**
 * The fonts the LCP element's text was drawn with once the page is quiet. Web fonts are
 * `font-display: optional`, never swapped in, so this is also what the first paint used: a preloaded
 * font that arrived too late for it is not here.
 */
async function lcpElementFonts(cdp: CDPSession): Promise<UsedFont[]> {
  const { result } = await cdp.send('Runtime.evaluate', {
    expression:
      "new Promise((resolve) => new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.element ?? null)).observe({ type: 'largest-contentful-paint', buffered: true }))",
    awaitPromise: true,
  })
  if (result.objectId === undefined) return []
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  // requestNode answers only once the client has asked for the document.
  await cdp.send('DOM.getDocument', { depth: 0 })
  const { nodeId } = await cdp.send('DOM.requestNode', { objectId: result.objectId })
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId, selector: '*' })
  const glyphs = new Map<string, UsedFont>()
  for (const id of [nodeId, ...nodeIds]) {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: id })
    for (const font of fonts) {
      const key = `${font.familyName}|${String(font.isCustomFont)}`
      const used = glyphs.get(key) ?? { family: font.familyName, web: font.isCustomFont, glyphs: 0 }
      used.glyphs += font.glyphCount
      glyphs.set(key, used)
    }
  }
  return [...glyphs.values()]
}

/** One load: FCP, and the last LCP candidate once the page has been quiet for a while. */
async function observeOnce(browser: Browser, url: string): Promise<z.infer<typeof paintsSchema> & { lcpFonts: string }> {
  const context = await browser.newContext(PHONE_CONTEXT)
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: APPLIED_THROTTLING.requestLatencyMs,
      downloadThroughput: (APPLIED_THROTTLING.downloadKbps * 1024) / 8,
      uploadThroughput: (APPLIED_THROTTLING.uploadKbps * 1024) / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: APPLIED_THROTTLING.cpuSlowdown })
    await page.goto(url, { waitUntil: 'load' })
    // LCP candidates stop at the first input; none is made here. Hydration and late images are done well within this.
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1000)
    const read = await page.evaluate(
      () =>
        new Promise((resolve) => {
          let fcp = Number.NaN
          let lcp = Number.NaN
          let lcpTag = ''
          new PerformanceObserver((list) => {
            for (const entry of list.getEntriesByName('first-contentful-paint')) fcp = entry.startTime
          }).observe({ type: 'paint', buffered: true })
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) {
              lcp = entry.startTime
              const element = 'element' in entry && entry.element instanceof Element ? entry.element : null
              const classes = element?.getAttribute('class')?.trim().split(/\s+/) ?? []
              lcpTag = element ? [element.tagName.toLowerCase(), ...classes].join('.') : ''
            }
          }).observe({ type: 'largest-contentful-paint', buffered: true })
          // Buffered entries are delivered in a task after observe().
          setTimeout(() => resolve({ fcp, lcp, lcpTag }), 0)
        }),
    )
    return { ...paintsSchema.parse(read), lcpFonts: describeFonts(await lcpElementFonts(cdp)) }
  } finally {
    await context.close()
  }
}

export async function observePaints(
  browser: Browser,
  app: 'site' | 'reference',
  origin: string,
  pages: readonly { label: string; path: string }[],
  runs: number,
): Promise<ObservedPaints[]> {
  const pageRuns = await samplePages(pages, runs, (path) => observeOnce(browser, origin + path))
  return pageRuns.map(({ label, path, samples }) => {
    const gaps = samples.map((s) => s.lcp - s.fcp)
    return {
      app,
      label,
      path,
      runs,
      fcp: median(samples.map((s) => s.fcp)),
      lcp: median(samples.map((s) => s.lcp)),
      lcpMinusFcp: median(gaps),
      maxLcpMinusFcp: Math.max(...gaps),
      lcpElements: [...new Set(samples.map((s) => s.lcpTag))],
      lcpFonts: [...new Set(samples.map((s) => s.lcpFonts))],
    }
  })
}
