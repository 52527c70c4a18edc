/**
 * Lighthouse runs: a fresh headless Chromium per run (the quiet flags the e2e tests use too),
 * Lighthouse's default config (the mobile preset with simulated throttling), four categories.
 * Its scores and audits are taken as Lighthouse reports them.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import lighthouse from 'lighthouse'
import { z } from 'zod'
import { CHROME_PATH, CHROME_QUIET_FLAGS } from '../../e2e/lib/chrome.ts'
import type { LcpNode } from './lcp-element.ts'
import { start, waitForHttp, waitForQuietGroup } from './processes.ts'

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

/** One run's category scores (0-100) and metrics (ms; CLS unitless); NaN where Lighthouse gave none. */
export interface RunFigures {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  speedIndex: number
  /** FCP and LCP as painted in the run's own, unthrottled trace (the `metrics` audit). */
  observedFcp: number
  observedLcp: number
}

export interface LighthouseRun {
  version: string
  figures: RunFigures
  lcpNode: LcpNode | undefined
  /** Audits that cost points outside performance, e.g. `seo: is-crawlable`. */
  failedAudits: string[]
}

const auditSchema = z.object({ score: z.number().nullable(), numericValue: z.number().optional(), details: z.unknown().optional() })
const lhrSchema = z.object({
  lighthouseVersion: z.string(),
  categories: z.record(
    z.string(),
    z.object({ score: z.number().nullable(), auditRefs: z.array(z.object({ id: z.string(), weight: z.number() })) }),
  ),
  audits: z.record(z.string(), auditSchema),
})
const nodeSchema = z.object({ type: z.literal('node'), selector: z.string(), snippet: z.string(), nodeLabel: z.string().optional() })
const listSchema = z.object({ items: z.array(z.unknown()) })
const observedSchema = z.object({
  items: z.tuple([z.object({ observedFirstContentfulPaint: z.number(), observedLargestContentfulPaint: z.number() })], z.unknown()),
})

/** The LCP element from the LCP breakdown insight (Lighthouse 12.6+) or the older LCP-element audit. */
function lcpNodeOf(audits: Record<string, z.infer<typeof auditSchema>>): LcpNode | undefined {
  const search = (value: unknown, depth: number): LcpNode | undefined => {
    const node = nodeSchema.safeParse(value)
    if (node.success) return node.data
    const list = listSchema.safeParse(value)
    if (!list.success || depth > 3) return undefined
    for (const item of list.data.items) {
      const found = search(item, depth + 1) ?? search(z.object({ node: z.unknown() }).safeParse(item).data?.node, depth + 1)
      if (found) return found
    }
    return undefined
  }
  return search(audits['lcp-breakdown-insight']?.details, 0) ?? search(audits['largest-contentful-paint-element']?.details, 0)
}

/** What the bench keeps of a Lighthouse result (its `lhr`). */
export function readLhr(result: unknown): LighthouseRun {
  const lhr = lhrSchema.parse(result)
  // A run Lighthouse could not score (a trace without navigation start) gives NaN, not a 0.
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100)
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const observed = observedSchema.safeParse(lhr.audits.metrics?.details).data?.items[0]
  const failedAudits = CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  )
  return {
    version: lhr.lighthouseVersion,
    figures: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      speedIndex: metric('speed-index'),
      observedFcp: observed?.observedFirstContentfulPaint ?? Number.NaN,
      observedLcp: observed?.observedLargestContentfulPaint ?? Number.NaN,
    },
    lcpNode: lcpNodeOf(lhr.audits),
    failedAudits,
  }
}

async function launchChrome(port: number, flags: readonly string[]) {
  const profile = mkdtempSync(join(tmpdir(), 'kinemo-lh-'))
  const running = start(
    CHROME_PATH,
    ['--headless=new', ...CHROME_QUIET_FLAGS, ...flags, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  )
  const stop = async () => {
    await running.stop()
    rmSync(profile, { recursive: true, force: true })
  }
  try {
    await waitForHttp(`http://127.0.0.1:${port}/json/version`, 30_000)
    // A visitor's browser has finished starting before they open the page.
    if (running.child.pid !== undefined) await waitForQuietGroup(running.child.pid)
  } catch (error) {
    await stop()
    throw error
  }
  return { stop }
}

export async function runLighthouse(url: string, debuggingPort: number, chromeFlags: readonly string[] = []): Promise<LighthouseRun> {
  const chrome = await launchChrome(debuggingPort, chromeFlags)
  try {
    const result = await lighthouse(url, { port: debuggingPort, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    return readLhr(result.lhr)
  } finally {
    await chrome.stop()
  }
}
