/**
 * Lighthouse runs: a fresh headless Chromium per run (the quiet flags the e2e tests use too),
 * Lighthouse's default config (the mobile preset with simulated throttling), four categories.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import lighthouse from 'lighthouse'
import { z } from 'zod'
import { CHROME_PATH, CHROME_QUIET_FLAGS } from '../../e2e/lib/chrome.ts'
import { lcpWaitsFor, tbtCounts, type LateRequest, type TbtExplanation } from './lantern.ts'
import type { LcpNode } from './lcp-element.ts'
import { start, waitForHttp, waitForQuietGroup } from './processes.ts'

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

export interface LighthouseRun {
  version: string
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number }
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; speedIndex: number }
  lcpNode: LcpNode | undefined
  /** What the simulated LCP waits for after the simulated FCP; undefined when Lantern could not say. */
  lcpWaitsFor: LateRequest[] | undefined
  /** The tasks its TBT counts and what its FCP estimate leaves out; undefined when Lantern could not say. */
  tbtCounts: TbtExplanation | undefined
  failedAudits: string[]
  warnings: string[]
  /** Main-thread work by kind (Lighthouse's mainthread-work-breakdown, 4x CPU), in ms; NaN when not reported. */
  mainThread: { styleLayout: number; scriptEvaluation: number }
}

const auditSchema = z.object({
  score: z.number().nullable(),
  numericValue: z.number().optional(),
  details: z.unknown().optional(),
})
const lhrSchema = z.object({
  lighthouseVersion: z.string(),
  runWarnings: z.array(z.string()),
  categories: z.record(
    z.string(),
    z.object({ score: z.number().nullable(), auditRefs: z.array(z.object({ id: z.string(), weight: z.number() })) }),
  ),
  audits: z.record(z.string(), auditSchema),
})
const nodeSchema = z.object({ type: z.literal('node'), selector: z.string(), snippet: z.string(), nodeLabel: z.string().optional() })
const listSchema = z.object({ items: z.array(z.unknown()) })
const workSchema = z.object({ items: z.array(z.object({ group: z.string(), duration: z.number() })) })

/** One group's time in the main-thread work breakdown (`styleLayout`, `scriptEvaluation`, ...). */
function mainThreadMs(audits: Record<string, z.infer<typeof auditSchema>>, group: string): number {
  const work = workSchema.safeParse(audits['mainthread-work-breakdown']?.details)
  if (!work.success) return Number.NaN
  return work.data.items.find((item) => item.group === group)?.duration ?? 0
}

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
    // The page is not to share the CPU with the browser's own start-up.
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
    const lhr = lhrSchema.parse(result.lhr)
    // A run Lighthouse could not score (a trace without navigation start) is left out of the
    // median like an unmeasured metric, not counted as a 0.
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100)
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    const failedAudits: string[] = []
    for (const category of CATEGORIES) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id]
        if (category !== 'performance' && ref.weight > 0 && audit?.score !== null && audit?.score !== undefined && audit.score < 1) {
          failedAudits.push(`${category}: ${ref.id}`)
        }
      }
    }
    return {
      version: lhr.lighthouseVersion,
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
      },
      metrics: {
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        speedIndex: metric('speed-index'),
      },
      lcpNode: lcpNodeOf(lhr.audits),
      lcpWaitsFor: await lcpWaitsFor(result.artifacts).catch((error: unknown) => {
        console.warn(`Lantern's LCP graph for ${url}: ${String(error)}`)
        return undefined
      }),
      tbtCounts: await tbtCounts(result.artifacts).catch((error: unknown) => {
        console.warn(`Lantern's TBT for ${url}: ${String(error)}`)
        return undefined
      }),
      failedAudits,
      warnings: lhr.runWarnings,
      mainThread: { styleLayout: mainThreadMs(lhr.audits, 'styleLayout'), scriptEvaluation: mainThreadMs(lhr.audits, 'scriptEvaluation') },
    }
  } finally {
    await chrome.stop()
  }
}
