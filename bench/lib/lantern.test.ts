import { describe, expect, it } from 'vitest'
import { blockingTasks, describeWork, leftOutOfFcp, requestsAfter, type TaskEvent } from './lantern.ts'

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
  const module = {
    ...cpu([event('v8.evaluateModule', 50_000, 20_000, `${page}assets/shell-x.js`)], 20),
    startTime: 50_000,
    endTime: 70_000,
  }
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
      // The trace's first paint came after the parse (40 ms) and before the module ran.
      45_000,
    )
    expect(tasks).toEqual([
      // (1060 - 1000 - 50) / 2 + (1060 - 950 - 50) / 2
      { work: 'HTML parse 40 ms', observedMs: 40, simulatedMs: 160, countedMs: 35, beganBeforeFcp: true, beforeFirstPaint: true },
      { work: 'module shell-x.js 20 ms', observedMs: 20, simulatedMs: 80, countedMs: 30, beganBeforeFcp: false, beforeFirstPaint: false },
    ])
  })

  it("notes how long a task spent in the browser's navigation commit, and nothing on a task without one", () => {
    const commit = cpu([event('DocumentLoader::CommitNavigation', 0, 34_000), event('v8.compile', 34_000, 5_000)], 40)
    const tasks = blockingTasks(
      [
        {
          simulation: timings([
            [commit, 950, 160],
            [short, 1000, 60],
          ]),
          window: [{ timeInMs: 1000 }, { timeInMs: 3000 }],
        },
      ],
      page,
      45_000,
    )
    expect(tasks.map((task) => task.commitMs)).toEqual([34, undefined])
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
      45_000,
    )
    expect(tasks).toEqual([])
  })
})

describe('leftOutOfFcp', () => {
  const task = (id: string, startMs: number, lengthMs: number, name: string) => ({
    id,
    type: 'cpu',
    childEvents: [event(name, startMs * 1000, lengthMs * 1000)],
    startTime: startMs * 1000,
    endTime: (startMs + lengthMs) * 1000,
  })
  const commit = task('1', 40, 26, 'DocumentLoader::CommitNavigation')
  const headParse = task('2', 70, 13, 'ParseHTML')
  const bodyParse = task('3', 200, 61, 'ParseHTML')
  const frame = task('4', 262, 33, 'Layout')
  const tick = task('5', 100, 0.4, 'TimerFire')
  const hydration = task('6', 600, 15, 'v8.evaluateModule')
  const nodes = [frame, bodyParse, headParse, commit, tick, hydration, { id: '7', type: 'network', startTime: 0, endTime: 30_000 }]

  it('lists, in trace order, the tasks that ended by the first paint but are not in the FCP graph', () => {
    expect(leftOutOfFcp(nodes, new Set(['2', '4']), 300_000, page)).toEqual([
      { work: 'navigation commit 26 ms', observedMs: 26 },
      { work: 'HTML parse 61 ms', observedMs: 61 },
    ])
  })

  it('leaves out tasks under the minimum, those after the first paint, and network requests', () => {
    // The frame (262-295 ms) ends after a first paint at 290 ms.
    expect(leftOutOfFcp(nodes, new Set(['1', '3']), 290_000, page)).toEqual([{ work: 'HTML parse 13 ms', observedMs: 13 }])
    expect(leftOutOfFcp(nodes, new Set(['1', '2', '3', '4']), 300_000, page)).toEqual([])
  })
})
