import { describe, expect, it } from 'vitest'
import { nextPaint, paintBeforeNavigating, type FrameClock } from './paint-first'

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
  it('resolves once the next frame has been painted and the one after it has begun, not before', async () => {
    const { clock, runFrame, runTimers } = manualClock()
    let done = false
    void nextPaint(clock).then(() => (done = true))
    runTimers(0)
    await flush()
    expect(done).toBe(false)
    runFrame()
    runTimers(0)
    await flush()
    expect(done).toBe(false)
    runFrame()
    runTimers(0)
    await flush()
    expect(done).toBe(true)
  })

  it('runs the work for the next frame as that frame begins, before it resolves', async () => {
    const { clock, runFrame, runTimers } = manualClock()
    const log: string[] = []
    void nextPaint(clock, () => log.push('next frame')).then(() => log.push('resolved'))
    runFrame()
    await flush()
    expect(log).toEqual([])
    runFrame()
    await flush()
    expect(log).toEqual(['next frame'])
    runTimers(0)
    await flush()
    expect(log).toEqual(['next frame', 'resolved'])
  })

  it('skips the next frame work once it gave up waiting for that frame', async () => {
    const { clock, runFrame, runTimers } = manualClock()
    const log: string[] = []
    void nextPaint(clock, () => log.push('next frame')).then(() => log.push('resolved'))
    runTimers(100)
    await flush()
    runFrame()
    runFrame()
    expect(log).toEqual(['resolved'])
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

describe('paintBeforeNavigating', () => {
  function router(resolvedLocation: unknown) {
    const navigated: string[] = []
    const target = {
      state: { resolvedLocation },
      navigate: (to: string): Promise<void> => {
        navigated.push(to)
        return Promise.resolve()
      },
    }
    return { target, navigated }
  }

  it('starts a navigation from a page on screen only after a frame has painted, with its arguments', async () => {
    const { clock, runFrame, runTimers } = manualClock()
    const { target, navigated } = router({ pathname: '/' })
    paintBeforeNavigating(target, {}, clock)
    const done = target.navigate('/promo')
    await flush()
    expect(navigated).toEqual([])
    runFrame()
    runFrame()
    runTimers(0)
    await done
    expect(navigated).toEqual(['/promo'])
  })

  it('starts at once on the first load, which has no page to answer from', async () => {
    const { clock } = manualClock()
    const { target, navigated } = router(undefined)
    paintBeforeNavigating(target, {}, clock)
    await target.navigate('/de')
    expect(navigated).toEqual(['/de'])
  })

  it("runs the work before loading in the frame after the click's, and what it returns once the navigation settled", async () => {
    const { clock, runFrame, runTimers } = manualClock()
    const log: string[] = []
    const target = {
      state: { resolvedLocation: { pathname: '/' } },
      navigate: (to: string): Promise<void> => {
        log.push(`navigate ${to}`)
        return to === '/broken' ? Promise.reject(new Error('load failed')) : Promise.resolve()
      },
    }
    paintBeforeNavigating(
      target,
      {
        beforeLoading: (to) => {
          log.push(`before ${to}`)
          return () => log.push(`settled ${to}`)
        },
      },
      clock,
    )
    const done = target.navigate('/promo')
    runFrame()
    await flush()
    expect(log).toEqual([])
    runFrame()
    expect(log).toEqual(['before /promo'])
    runTimers(0)
    await done
    expect(log).toEqual(['before /promo', 'navigate /promo', 'settled /promo'])
    const failed = target.navigate('/broken')
    runFrame()
    runFrame()
    runTimers(0)
    await expect(failed).rejects.toThrow('load failed')
    expect(log.slice(3)).toEqual(['before /broken', 'navigate /broken', 'settled /broken'])
  })
})
