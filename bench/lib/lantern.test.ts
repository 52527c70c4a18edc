import { describe, expect, it } from 'vitest'
import { blockingTasks, describeWork, requestsAfter, type TaskEvent } from './lantern.ts'

const request = (path: string, priority: string, transferSize: number) => ({ url: `http://127.0.0.1:5000${path}`, priority, transferSize })

describe('requestsAfter', () => {
  it('lists the requests ending after FCP, latest first, with their path, size and how much later', () => {
    const late = requestsAfter(987, [
      { request: request('/promo', 'VeryHigh', 10 * 1024), endTime: 643 },
      { request: request('/assets/shell.css', 'VeryHigh', 6 * 1024), endTime: 987 },
      { request: request('/manifest.webmanifest', 'Medium', 2048), endTime: 1187 },
      { request: request('/assets/inter-latin.woff2', 'High', 25 * 1024), endTime: 1437 },
      { endTime: 1500 },
    ])
    expect(late).toEqual([
      { path: '/assets/inter-latin.woff2', priority: 'High', transferKb: 25, afterFcpMs: 450 },
      { path: '/manifest.webmanifest', priority: 'Medium', transferKb: 2, afterFcpMs: 200 },
    ])
  })

  it('finds nothing when every request ends by FCP (LCP = FCP)', () => {
    expect(requestsAfter(1000, [{ request: request('/', 'VeryHigh', 1024), endTime: 600 }, { endTime: 1200 }])).toEqual([])
  })
})

const page = 'https://127.0.0.1:6743/'
const event = (name: string, ts: number, dur: number, url?: string): TaskEvent => ({ name, ts, dur, args: { data: { url } } })

describe('describeWork', () => {
  it("names a task's kinds of work, largest first, scripts by file and the page's own as inline", () => {
    const work = describeWork(
      [
        event('RunTask', 0, 70_000),
        event('ParseHTML', 0, 60_000),
        event('EvaluateScript', 20_000, 33_000, page),
        event('Layout', 21_000, 30_000),
        event('FunctionCall', 55_000, 4_000, `${page}assets/shell-x.js`),
        event('UpdateLayoutTree', 60_000, 500),
      ],
      page,
    )
    expect(work).toBe('HTML parse 60 ms · script inline 33 ms · layout 30 ms · callback shell-x.js 4 ms')
  })

  it('counts a kind nested in itself once, and adds up its separate events', () => {
    const work = describeWork([event('Layout', 0, 10_000), event('Layout', 2_000, 5_000), event('Layout', 20_000, 6_000)], page)
    expect(work).toBe('layout 16 ms')
  })

  it("names a frame's rendering, and work without a timed event as untraced", () => {
    const instant = (name: string, ts: number): TaskEvent => ({ name, ts, args: {} })
    expect(describeWork([instant('BeginMainThreadFrame', 0), event('UpdateLayoutTree', 10, 2_000)], page)).toBe(
      'rendering a frame · style 2 ms',
    )
    expect(describeWork([event('RunTask', 0, 60_000), event('ScriptCatchup', 100, 5_000)], page)).toBe('compile 5 ms')
    expect(describeWork([event('RunTask', 0, 60_000)], page)).toBe('untraced work')
  })
})

describe('blockingTasks', () => {
  const cpu = (childEvents: TaskEvent[], observedMs: number) => ({ type: 'cpu', childEvents, startTime: 0, endTime: observedMs * 1000 })
  const parse = cpu([event('ParseHTML', 0, 40_000)], 40)
  const module = cpu([event('v8.evaluateModule', 0, 20_000, `${page}assets/shell-x.js`)], 20)
  const short = cpu([event('Layout', 0, 10_000)], 10)
  const network = { type: 'network', startTime: 0, endTime: 1 }
  const timings = (entries: [node: { type: string; startTime: number; endTime: number }, start: number, duration: number][]) => ({
    nodeTimings: new Map(entries.map(([node, start, duration]) => [node, { startTime: start, endTime: start + duration, duration }])),
  })

  it("counts each task's part beyond 50 ms after FCP, as the mean of the two simulations", () => {
    const tasks = blockingTasks(
      [
        // Optimistic: the parse straddles FCP (1000), the module runs after it.
        {
          simulation: timings([
            [parse, 900, 160],
            [module, 1200, 80],
            [short, 1300, 40],
            [network, 0, 500],
          ]),
          window: [{ timeInMs: 1000 }, { timeInMs: 3000 }],
        },
        // Pessimistic: FCP earlier (950), the parse counts more.
        {
          simulation: timings([
            [parse, 900, 160],
            [module, 1300, 80],
            [short, 1400, 40],
          ]),
          window: [{ timeInMs: 950 }, { timeInMs: 4000 }],
        },
      ],
      page,
    )
    expect(tasks).toEqual([
      // (1060 - 1000 - 50) / 2 + (1060 - 950 - 50) / 2
      { work: 'HTML parse 40 ms', observedMs: 40, simulatedMs: 160, countedMs: 35, beganBeforeFcp: true },
      { work: 'module shell-x.js 20 ms', observedMs: 20, simulatedMs: 80, countedMs: 30, beganBeforeFcp: false },
    ])
  })

  it('counts nothing of a task that ends before FCP or starts after TTI', () => {
    const tasks = blockingTasks(
      [
        {
          simulation: timings([
            [parse, 400, 160],
            [module, 3100, 80],
          ]),
          window: [{ timeInMs: 1000 }, { timeInMs: 3000 }],
        },
      ],
      page,
    )
    expect(tasks).toEqual([])
  })
})
