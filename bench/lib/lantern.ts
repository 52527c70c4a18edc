/**
 * What Lighthouse's simulated metrics are made of, computed from a run's own artifacts with
 * Lighthouse's own classes, so it matches the audits.
 * - LCP-FCP: Lantern estimates FCP from the render-blocking requests only and LCP from every request
 *   that finished before the LCP of the unthrottled trace (a preloaded font, a manifest, an icon...),
 *   each sharing the simulated link: the requests the LCP estimate finishes after the FCP estimate
 *   are what its LCP-FCP is made of.
 * - TBT: each main-thread task of the trace, slowed by the CPU multiplier and placed by the
 *   simulation, counts what it lasts beyond 50 ms after the simulated FCP: the tasks that count.
 */
import type { RunnerResult } from 'lighthouse'
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js'
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js'
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js'
import { ProcessedNavigation } from 'lighthouse/core/computed/processed-navigation.js'
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js'

export interface LateRequest {
  /** The path of the request's URL. */
  path: string
  priority: string
  transferKb: number
  /** When the LCP estimate has it finished, after the FCP estimate. */
  afterFcpMs: number
}

/** A node of Lantern's graph with the timing its simulation gave it; network nodes carry their request. */
export interface SimulatedNode {
  request?: { url: string; priority: string; transferSize: number } | undefined
  endTime: number
}

/** The requests ending after `fcpMs`, latest first. */
export function requestsAfter(fcpMs: number, nodes: Iterable<SimulatedNode>): LateRequest[] {
  const late: LateRequest[] = []
  for (const { request, endTime } of nodes) {
    if (!request || endTime <= fcpMs) continue
    late.push({
      path: new URL(request.url).pathname,
      priority: request.priority,
      transferKb: request.transferSize / 1024,
      afterFcpMs: endTime - fcpMs,
    })
  }
  return late.sort((a, b) => b.afterFcpMs - a.afterFcpMs)
}

function metricInput(artifacts: RunnerResult['artifacts']) {
  return {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    settings: artifacts.settings,
    gatherContext: artifacts.GatherContext,
    simulator: null,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
  }
}

/** The requests Lighthouse's LCP estimate (its optimistic half) waits for after its FCP estimate. */
export async function lcpWaitsFor(artifacts: RunnerResult['artifacts']): Promise<LateRequest[]> {
  const data = metricInput(artifacts)
  const context = { computedCache: new Map() }
  const fcp = await LanternFirstContentfulPaint.request(data, context)
  const lcp = await LanternLargestContentfulPaint.request(data, context)
  const nodes = [...lcp.optimisticEstimate.nodeTimings].map(([node, timing]) => ({
    request: node.type === 'network' ? node.request : undefined,
    endTime: timing.endTime,
  }))
  return requestsAfter(fcp.timing, nodes)
}

/** A trace event inside a main-thread task, as Lantern keeps them (timestamps in microseconds). */
export interface TaskEvent {
  name: string
  ts: number
  dur?: number | undefined
  args: { data?: { url?: string | undefined } | undefined }
}

const WORK_KINDS: Readonly<Record<string, string>> = {
  'DocumentLoader::CommitNavigation': 'navigation commit',
  ParseHTML: 'HTML parse',
  ParseAuthorStyleSheet: 'CSS parse',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  'Decode Image': 'image decode',
  MajorGC: 'GC',
  MinorGC: 'GC',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  // The main thread finishing a compile streamed off it.
  ScriptCatchup: 'compile',
  'v8.produceCache': 'code cache',
  'v8.produceModuleCache': 'code cache',
  RunMicrotasks: 'microtasks',
  TimerFire: 'timer',
  FireAnimationFrame: 'animation frame callback',
  EventDispatch: 'event',
}

function kindOf(event: TaskEvent, documentUrl: string): string | undefined {
  const url = event.args.data?.url ?? ''
  const file = url === '' || url === documentUrl ? 'inline' : (new URL(url).pathname.split('/').pop() ?? url)
  if (event.name === 'EvaluateScript') return `script ${file}`
  if (event.name === 'v8.evaluateModule') return `module ${file}`
  if (event.name === 'FunctionCall') return `callback ${file}`
  return WORK_KINDS[event.name]
}

/**
 * What a task did, its largest kinds of work first: `HTML parse 48 ms · script inline 33 ms · layout
 * 30 ms`. A kind's time is that of its outermost events; kinds nest (a script that forces a layout
 * holds it), so their times are not to be added up. A frame's rendering is named as such: much of it
 * (an SVG image's own document, say) leaves no timed event in the trace.
 */
export function describeWork(events: readonly TaskEvent[], documentUrl: string, top = 4): string {
  const totals = new Map<string, number>()
  const openUntil = new Map<string, number>()
  for (const event of [...events].sort((a, b) => a.ts - b.ts)) {
    const kind = kindOf(event, documentUrl)
    if (!kind || event.dur === undefined) continue
    const end = event.ts + event.dur
    if (event.ts < (openUntil.get(kind) ?? -Infinity)) continue
    openUntil.set(kind, end)
    totals.set(kind, (totals.get(kind) ?? 0) + event.dur / 1000)
  }
  const kinds = [...totals]
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([kind, ms]) => `${kind} ${ms.toFixed(0)} ms`)
  if (events.some((event) => event.name === 'BeginMainThreadFrame')) kinds.unshift('rendering a frame')
  return kinds.length === 0 ? 'untraced work' : kinds.join(' · ')
}

export interface BlockingTask {
  /** What the task did (`describeWork`). */
  work: string
  /** Its length in the unthrottled trace. */
  observedMs: number
  /** Its length in the simulation (the CPU multiplier applied). */
  simulatedMs: number
  /** Its share of the TBT: the mean of what it counts in the optimistic and pessimistic estimates. */
  countedMs: number
  /** It began before the simulated FCP (optimistic estimate): only what lies after FCP counts. */
  beganBeforeFcp: boolean
  /** It ended before the first paint of the unthrottled trace: that paint waited for it. */
  beforeFirstPaint: boolean
  /** Of its length, the browser's own navigation commit (absent from older results). */
  commitMs?: number
}

/** A main-thread task of the trace, as `describeWork` names it. */
export interface TraceTask {
  work: string
  observedMs: number
}

interface Estimate {
  timeInMs: number
}
interface TimedNode {
  id?: string
  type: string
  childEvents?: readonly TaskEvent[]
  /** In the trace, in microseconds. */
  startTime: number
  endTime: number
}
interface Simulated {
  nodeTimings: Map<TimedNode, { startTime: number; endTime: number; duration: number }>
}

/** How long a task spent in the browser's navigation commit (creating the page's document and JavaScript context), if at all. */
function commitOf(events: readonly TaskEvent[]): { commitMs?: number } {
  const ms = events
    .filter((event) => event.name === 'DocumentLoader::CommitNavigation')
    .reduce((sum, event) => sum + (event.dur ?? 0) / 1000, 0)
  return ms > 0 ? { commitMs: ms } : {}
}

/** Each CPU task's share of the TBT, from the two simulations and their [FCP, TTI] windows. */
export function blockingTasks(
  halves: readonly { simulation: Simulated; window: readonly [fcp: Estimate, interactive: Estimate] }[],
  documentUrl: string,
  firstPaintUs: number,
): BlockingTask[] {
  const tasks = new Map<TimedNode, BlockingTask>()
  for (const { simulation, window } of halves) {
    const [fcp, interactive] = window
    for (const [node, timing] of simulation.nodeTimings) {
      if (node.type !== 'cpu') continue
      const counted = Lantern.Metrics.TBTUtils.calculateTbtImpactForEvent(
        { start: timing.startTime, end: timing.endTime, duration: timing.duration },
        fcp.timeInMs,
        interactive.timeInMs,
      )
      if (counted <= 0) continue
      const task = tasks.get(node) ?? {
        work: describeWork(node.childEvents ?? [], documentUrl),
        observedMs: (node.endTime - node.startTime) / 1000,
        simulatedMs: timing.duration,
        countedMs: 0,
        beganBeforeFcp: timing.startTime < fcp.timeInMs,
        beforeFirstPaint: node.endTime <= firstPaintUs,
        // Only on a task that holds one.
        ...commitOf(node.childEvents ?? []),
      }
      task.countedMs += counted / halves.length
      tasks.set(node, task)
    }
  }
  return [...tasks.values()].sort((a, b) => b.countedMs - a.countedMs)
}

/**
 * The main-thread tasks that ended before the trace's first paint but that Lantern's FCP estimate
 * leaves out of its graph (it keeps only the first HTML parse, the first layout, the first paint and
 * render-blocking scripts), in trace order: its simulated FCP does not wait for them, while its TBT
 * simulation runs them ahead of the first screen's own tasks.
 */
export function leftOutOfFcp(
  nodes: Iterable<TimedNode>,
  heldIds: ReadonlySet<string>,
  firstPaintUs: number,
  documentUrl: string,
  minMs = 1,
): TraceTask[] {
  return [...nodes]
    .filter((n) => n.type === 'cpu' && n.endTime <= firstPaintUs && !heldIds.has(n.id ?? ''))
    .filter((n) => (n.endTime - n.startTime) / 1000 >= minMs)
    .sort((a, b) => a.startTime - b.startTime)
    .map((n) => ({ work: describeWork(n.childEvents ?? [], documentUrl), observedMs: (n.endTime - n.startTime) / 1000 }))
}

export interface TbtExplanation {
  /** The tasks its TBT counts, largest share first; their shares add up to its TBT. */
  tasks: BlockingTask[]
  /** What ran before the first paint outside Lantern's FCP estimate (`leftOutOfFcp`). */
  fcpLeavesOut: TraceTask[]
}

/** What Lighthouse's TBT counts, and what its FCP estimate leaves out of the work before the first paint. */
export async function tbtCounts(artifacts: RunnerResult['artifacts']): Promise<TbtExplanation> {
  const data = metricInput(artifacts)
  const context = { computedCache: new Map() }
  const fcp = await LanternFirstContentfulPaint.request(data, context)
  const interactive = await LanternInteractive.request(data, context)
  const tbt = await LanternTotalBlockingTime.request(data, context)
  const firstPaintUs = (await ProcessedNavigation.request(artifacts.Trace, context)).timestamps.firstContentfulPaint
  const documentUrl = artifacts.URL.finalDisplayedUrl
  // As Lantern's TBT: the optimistic half counts from the pessimistic FCP to the optimistic TTI,
  // the pessimistic half from the optimistic FCP to the pessimistic TTI.
  const tasks = blockingTasks(
    [
      { simulation: tbt.optimisticEstimate, window: [fcp.pessimisticEstimate, interactive.optimisticEstimate] },
      { simulation: tbt.pessimisticEstimate, window: [fcp.optimisticEstimate, interactive.pessimisticEstimate] },
    ],
    documentUrl,
    firstPaintUs,
  )
  // The FCP estimate's graph is a clone of the page's: its nodes are known by id.
  const held = new Set([...fcp.optimisticEstimate.nodeTimings.keys()].map((node) => node.id))
  return { tasks, fcpLeavesOut: leftOutOfFcp(tbt.optimisticEstimate.nodeTimings.keys(), held, firstPaintUs, documentUrl) }
}
