import { describe, expect, it } from 'vitest'
import { nextPaint, paintBeforeTransitions, type FrameClock } from './paint-first'

/** A clock whose frames and timers run only when the test says so. */
function manualClock(hidden = false) {
  const frames: (() => void)[] = []
  const timers: { fn: () => void; ms: number }[] = []
  const clock: FrameClock = {
    hidden: () => hidden,
    requestAnimationFrame: (fn) => frames.push(fn),
    setTimeout: (fn, ms) => timers.push({ fn, ms }),
  }
  const runFrame = () => frames.splice(0).forEach((fn) => fn())
  const runTimers = (upTo: number) => timers.splice(0).forEach((t) => (t.ms <= upTo ? t.fn() : timers.push(t)))
  return { clock, runFrame, runTimers }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('nextPaint', () => {
  it('resolves after the next animation frame has been painted, not before', async () => {
    const { clock, runFrame, runTimers } = manualClock()
    let done = false
    void nextPaint(clock).then(() => (done = true))
    runTimers(0)
    await flush()
    expect(done).toBe(false)
    runFrame()
    runTimers(0)
    await flush()
    expect(done).toBe(true)
  })

  it('does not wait in a hidden tab, and gives up on a frame that never comes', async () => {
    let hiddenDone = false
    void nextPaint(manualClock(true).clock).then(() => (hiddenDone = true))
    await flush()
    expect(hiddenDone).toBe(true)
    const { clock, runTimers } = manualClock()
    let done = false
    void nextPaint(clock).then(() => (done = true))
    runTimers(100)
    await flush()
    expect(done).toBe(true)
  })
})

describe('paintBeforeTransitions', () => {
  function router(resolvedLocation: unknown) {
    const started: string[] = []
    const target = {
      state: { resolvedLocation },
      startViewTransition: (fn: () => Promise<void>): unknown => {
        started.push('transition')
        return fn()
      },
    }
    return { target, started }
  }

  it('lets a frame paint before the transition of a navigation from a page on screen', async () => {
    const { clock, runFrame, runTimers } = manualClock()
    const { target, started } = router({ pathname: '/' })
    paintBeforeTransitions(target, clock)
    const updated: string[] = []
    const done = target.startViewTransition(() => Promise.resolve(void updated.push('update')))
    await flush()
    expect(started).toEqual([])
    runFrame()
    runTimers(0)
    await done
    expect(started).toEqual(['transition'])
    expect(updated).toEqual(['update'])
  })

  it('starts at once on the first load, which has no page to answer from', async () => {
    const { clock } = manualClock()
    const { target, started } = router(undefined)
    paintBeforeTransitions(target, clock)
    await target.startViewTransition(() => Promise.resolve())
    expect(started).toEqual(['transition'])
  })
})
