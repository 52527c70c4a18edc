import { describe, expect, it } from 'vitest'
import { commitCountedMs, performanceWithTbt, type PerformancePart } from './lighthouse'
import type { BlockingTask } from './lantern'

/** Lighthouse 13's performance weights, every metric but TBT scored 1. */
const parts: PerformancePart[] = [
  { id: 'first-contentful-paint', weight: 10, score: 1 },
  { id: 'largest-contentful-paint', weight: 25, score: 1 },
  { id: 'total-blocking-time', weight: 30, score: 0.5 },
  { id: 'cumulative-layout-shift', weight: 25, score: 1 },
  { id: 'speed-index', weight: 10, score: 1 },
  { id: 'interactive', weight: 0, score: null },
]

const task = (work: string, observedMs: number, countedMs: number, commitMs = 0): BlockingTask => ({
  work,
  observedMs,
  simulatedMs: observedMs * 4,
  countedMs,
  beganBeforeFcp: true,
  beforeFirstPaint: true,
  commitMs,
})

describe('performanceWithTbt', () => {
  it('scores the TBT on the mobile curve and weighs it as Lighthouse does', () => {
    expect(performanceWithTbt(parts, 0)).toBe(100)
    // 200 ms is the curve's 10th percentile: a TBT score of 0.9.
    expect(performanceWithTbt(parts, 200)).toBe(97)
    expect(performanceWithTbt(parts, 94)).toBe(99)
  })

  it('cannot say without a metric score', () => {
    expect(performanceWithTbt([...parts, { id: 'speed-index-2', weight: 5, score: null }], 0)).toBeNaN()
  })
})

describe('commitCountedMs', () => {
  it("counts the commit's share of each task it leads, and nothing of other tasks", () => {
    const tasks = [
      task('navigation commit 34 ms', 40, 80, 34),
      task('HTML parse 28 ms · script inline 28 ms · layout 17 ms', 28, 6),
      task('navigation commit 10 ms · event 10 ms', 20, 4, 10),
    ]
    expect(commitCountedMs({ tasks, fcpLeavesOut: [] })).toBeCloseTo(80 * (34 / 40) + 4 * 0.5)
    expect(commitCountedMs(undefined)).toBe(0)
  })
})
