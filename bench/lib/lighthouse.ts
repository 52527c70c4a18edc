/**
 * Lighthouse runs: a fresh headless Chromium per run (the quiet flags the e2e tests use too),
 * Lighthouse's default config (the mobile preset with simulated throttling), four categories.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import lighthouse from 'lighthouse'
import { Audit } from 'lighthouse/core/audits/audit.js'
import TotalBlockingTime from 'lighthouse/core/audits/metrics/total-blocking-time.js'
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
  /**
   * The performance score with the TBT less what Chromium's navigation commit adds to it (creating
   * the page's JavaScript context: no page's own work); NaN when that cannot be worked out.
   */
  performanceWithoutCommit: number
}

/** A metric's weight in the performance score and the score Lighthouse gave it. */
export interface PerformancePart {
  id: string
  weight: number
  score: number | null
}

const TBT_ID = 'total-blocking-time'
/** The curve Lighthouse scores TBT on with its mobile preset, read from its TBT audit. */
const TBT_MOBILE_SCORING = z.object({ p10: z.number(), median: z.number() }).parse(TotalBlockingTime.defaultOptions.mobile.scoring)

/**
 * The performance score (0-100) Lighthouse's weighted mean gives its metrics' scores with the TBT
 * scored as `tbtMs`, on the mobile curve it scores TBT with.
 */
export function performanceWithTbt(parts: readonly PerformancePart[], tbtMs: number): number {
  let total = 0
  let weights = 0
  for (const part of parts) {
    if (part.weight === 0) continue
    const score = part.id === TBT_ID ? Audit.computeLogNormalScore(TBT_MOBILE_SCORING, tbtMs) : part.score
    if (score === null) return Number.NaN
    total += part.weight * score
    weights += part.weight
  }
  return weights === 0 ? Number.NaN : Math.round((total / weights) * 100)
}

/**
 * What the TBT counts of the browser's own navigation commit (`tbtCounts`): of each task holding
 * one, the commit's share of the task's length.
 */
export function commitCountedMs(explanation: TbtExplanation | undefined): number {
  let counted = 0
  for (const task of explanation?.tasks ?? []) {
    const commitMs = task.commitMs ?? 0
    if (commitMs > 0 && task.observedMs > 0) counted += task.countedMs * Math.min(1, commitMs / task.observedMs)
  }
  return counted
}

/** The score without the navigation commit's share of the TBT, if the parts give back the score Lighthouse gave. */
function scoreWithoutCommit(
  parts: readonly PerformancePart[],
  tbtMs: number,
  performance: number,
  explanation: TbtExplanation | undefined,
) {
  if (!explanation || performanceWithTbt(parts, tbtMs) !== performance) return Number.NaN
  return performanceWithTbt(parts, Math.max(0, tbtMs - commitCountedMs(explanation)))
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
    const explanation = await tbtCounts(result.artifacts).catch((error: unknown) => {
      console.warn(`Lantern's TBT for ${url}: ${String(error)}`)
      return undefined
    })
    const parts = (lhr.categories.performance?.auditRefs ?? []).map((ref) => ({ ...ref, score: lhr.audits[ref.id]?.score ?? null }))
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
      tbtCounts: explanation,
      failedAudits,
      warnings: lhr.runWarnings,
      mainThread: { styleLayout: mainThreadMs(lhr.audits, 'styleLayout'), scriptEvaluation: mainThreadMs(lhr.audits, 'scriptEvaluation') },
      performanceWithoutCommit: scoreWithoutCommit(parts, metric(TBT_ID), score('performance'), explanation),
    }
  } finally {
    await chrome.stop()
  }
}
