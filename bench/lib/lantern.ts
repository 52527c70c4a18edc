/**
 * What Lighthouse's simulated LCP waits for after its simulated FCP. Lantern estimates FCP from the
 * render-blocking requests only and LCP from every request that finished before the LCP of the
 * unthrottled trace (a preloaded font, a manifest, an icon...), each sharing the simulated link:
 * the requests the LCP estimate finishes after the FCP estimate are what its LCP-FCP is made of.
 * Computed from the run's own artifacts with Lighthouse's own classes, so it matches the audits.
 */
import type { RunnerResult } from 'lighthouse'
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js'
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'

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

/** The requests Lighthouse's LCP estimate (its optimistic half) waits for after its FCP estimate. */
export async function lcpWaitsFor(artifacts: RunnerResult['artifacts']): Promise<LateRequest[]> {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    settings: artifacts.settings,
    gatherContext: artifacts.GatherContext,
    simulator: null,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
  }
  const context = { computedCache: new Map() }
  const fcp = await LanternFirstContentfulPaint.request(data, context)
  const lcp = await LanternLargestContentfulPaint.request(data, context)
  const nodes = [...lcp.optimisticEstimate.nodeTimings].map(([node, timing]) => ({
    request: node.type === 'network' ? node.request : undefined,
    endTime: timing.endTime,
  }))
  return requestsAfter(fcp.timing, nodes)
}
