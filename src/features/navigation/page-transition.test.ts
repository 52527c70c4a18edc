import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockReducedMotion } from '@/test/match-media'
import { playPageTransitions, reachedEnd, wantsPageTransition, type TransitioningRouter, type TransitionPhase } from './page-transition'

describe('which moves play the page transition', () => {
  it('a move to another page does', () => {
    expect(wantsPageTransition({ fromLocation: {}, pathChanged: true }, false)).toBe(true)
  })

  it('nothing moves under reduced motion', () => {
    expect(wantsPageTransition({ fromLocation: {}, pathChanged: true }, true)).toBe(false)
  })

  it('the first load and hash or search changes do not', () => {
    expect(wantsPageTransition({ pathChanged: true }, false)).toBe(false)
    expect(wantsPageTransition({ fromLocation: {}, pathChanged: false }, false)).toBe(false)
  })
})

/**
 * A router at `from` and a stage that logs each phase; `endAnimation` ends the oldest running one.
 * `commit` puts the router at its latest location and tells its listeners, as the router's does.
 */
function setup(from: string | undefined, to: string) {
  const log: string[] = []
  const running: (() => void)[] = []
  const listeners = new Set<() => void>()
  const router: TransitioningRouter = {
    startViewTransition: () => undefined,
    subscribe: (_event, listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    latestLocation: { pathname: to },
    state: { resolvedLocation: from === undefined ? undefined : { pathname: from } },
  }
  const transitions = playPageTransitions(router, {
    play: (phase: TransitionPhase) => {
      log.push(`play ${phase}`)
      return new Promise<void>((resolve) => running.push(resolve))
    },
    clear: () => log.push('clear'),
  })
  const commit = async () => {
    log.push('commit')
    router.state.resolvedLocation = router.latestLocation
    for (const listener of listeners) listener()
    // The router's own work after the new page is in (its re-render, focus, scroll).
    await Promise.resolve()
    log.push('router done')
  }
  const endAnimation = async () => {
    running.shift()?.()
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { router, transitions, log, commit, endAnimation, running }
}

/** Commits while the old page fades out: nothing renders until that fade ends, then the new page fades in. */
async function commitAfterFadeOut({ router, log, commit, endAnimation }: ReturnType<typeof setup>) {
  const done = router.startViewTransition(commit)
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(log).toEqual(['play out'])
  await endAnimation()
  await done
  expect(log).toEqual(['play out', 'commit', 'play in', 'router done'])
}

describe('the out-in transition around a commit', () => {
  beforeEach(() => mockReducedMotion(false))
  afterEach(() => vi.unstubAllGlobals())

  it('renders the new page only after the old one has faded out, and fades it in as soon as it is in', async () => {
    const stage = setup('/', '/promo')
    const { log, endAnimation } = stage
    await commitAfterFadeOut(stage)
    await endAnimation()
    expect(log.at(-1)).toBe('clear')
  })

  it('commits at once on the first load, for a hash change and under reduced motion', async () => {
    for (const [from, to] of [
      [undefined, '/'],
      ['/promo', '/promo'],
    ] as const) {
      const { router, log, commit } = setup(from, to)
      await router.startViewTransition(commit)
      expect(log).toEqual(['commit', 'router done'])
    }
    mockReducedMotion(true)
    const { router, log, commit } = setup('/', '/promo')
    await router.startViewTransition(commit)
    expect(log).toEqual(['commit', 'router done'])
  })

  it('fades the old page back in when a newer navigation took over before it rendered', async () => {
    const { router, log, endAnimation } = setup('/', '/promo')
    const done = router.startViewTransition(() => {
      log.push('superseded')
      return Promise.resolve()
    })
    await endAnimation()
    await done
    expect(log).toEqual(['play out', 'superseded', 'play in'])
  })

  it('a newer transition keeps the page in its phase when an older one ends', async () => {
    const { router, log, commit, endAnimation } = setup('/', '/promo')
    const first = router.startViewTransition(commit)
    await endAnimation()
    await first
    // A second navigation while the first page is still fading in.
    router.latestLocation = { pathname: '/license' }
    const second = router.startViewTransition(commit)
    await endAnimation() // the first page's fade-in ends; the second's fade-out goes on
    expect(log).toEqual(['play out', 'commit', 'play in', 'router done', 'play out'])
    await endAnimation()
    await second
    await endAnimation()
    expect(log.at(-1)).toBe('clear')
    expect(log.filter((entry) => entry === 'clear')).toHaveLength(1)
  })
})

describe('a fade out started before a preloaded page loads', () => {
  beforeEach(() => mockReducedMotion(false))
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('is taken over by the commit: the page fades out once, then the new one renders and fades in', async () => {
    const stage = setup('/', '/promo')
    stage.transitions.leaveAhead('/promo')
    expect(stage.log).toEqual(['play out'])
    // The page loads while the old one fades; the router is then ready to commit.
    await commitAfterFadeOut(stage)
  })

  it('fades the old page back in when its navigation settled without a commit', async () => {
    const { transitions, log, endAnimation } = setup('/', '/promo')
    const settled = transitions.leaveAhead('/promo')
    await endAnimation()
    settled()
    expect(log).toEqual(['play out', 'play in'])
    await endAnimation()
    expect(log.at(-1)).toBe('clear')
  })

  it('fades the old page back in when the page is not ready soon after the fade out', async () => {
    vi.useFakeTimers()
    const { router, transitions, log, commit, running } = setup('/', '/promo')
    transitions.leaveAhead('/promo')
    running.shift()?.()
    await vi.advanceTimersByTimeAsync(199)
    expect(log).toEqual(['play out'])
    await vi.advanceTimersByTimeAsync(1)
    expect(log).toEqual(['play out', 'play in'])
    // When it is ready at last, it plays the whole transition.
    void router.startViewTransition(commit)
    expect(log.at(-1)).toBe('play out')
  })

  it('leaves nothing for the same page, on the first load or under reduced motion', () => {
    const samePage = setup('/promo', '/promo')
    samePage.transitions.leaveAhead('/promo')
    const firstLoad = setup(undefined, '/promo')
    firstLoad.transitions.leaveAhead('/promo')
    mockReducedMotion(true)
    const reduced = setup('/', '/promo')
    reduced.transitions.leaveAhead('/promo')
    expect([...samePage.log, ...firstLoad.log, ...reduced.log]).toEqual([])
  })

  it('an older navigation settling does not bring back a page a newer one is leaving', async () => {
    const { transitions, log, endAnimation } = setup('/', '/promo')
    const olderSettled = transitions.leaveAhead('/promo')
    transitions.leaveAhead('/license')
    olderSettled()
    await endAnimation()
    expect(log).toEqual(['play out', 'play out'])
  })
})

describe('when a fade has run its set time', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  /** A 70 ms animation that starts when `start` is called, and reports `finished` when told. */
  function fade() {
    const started = Promise.withResolvers<{ startTime: number | null; effect: { getComputedTiming: () => { endTime: number } } }>()
    const finished = Promise.withResolvers<unknown>()
    const animation = { ready: started.promise, finished: finished.promise }
    const effect = { getComputedTiming: () => ({ endTime: 70 }) }
    let ended = false
    void reachedEnd(animation).then(() => (ended = true))
    return {
      start: (startTime: number | null = performance.now()) => started.resolve({ startTime, effect }),
      cancelBeforeStart: () => started.reject(new DOMException('cancelled', 'AbortError')),
      finish: () => finished.resolve(animation),
      ended: () => ended,
    }
  }

  /** Not over a millisecond before `ms` from now, over at `ms`. */
  async function expectEndsIn(animation: ReturnType<typeof fade>, ms: number) {
    await vi.advanceTimersByTimeAsync(ms - 1)
    expect(animation.ended()).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(animation.ended()).toBe(true)
  }

  it('is 70 ms after it started, without waiting for the frame that reports it finished', async () => {
    const animation = fade()
    animation.start()
    await expectEndsIn(animation, 70)
  })

  it('counts from when it started, not from when that was known', async () => {
    const animation = fade()
    const startedAt = performance.now()
    await vi.advanceTimersByTimeAsync(20)
    animation.start(startedAt)
    await expectEndsIn(animation, 50)
  })

  it('is when it finished, should that come first, or when it is cancelled before it starts', async () => {
    const finishing = fade()
    finishing.finish()
    const cancelled = fade()
    cancelled.cancelBeforeStart()
    await vi.advanceTimersByTimeAsync(0)
    expect(finishing.ended()).toBe(true)
    expect(cancelled.ended()).toBe(true)
  })

  it('waits for finished when the engine gives no start time', async () => {
    const animation = fade()
    animation.start(null)
    await vi.advanceTimersByTimeAsync(1000)
    expect(animation.ended()).toBe(false)
    animation.finish()
    await vi.advanceTimersByTimeAsync(0)
    expect(animation.ended()).toBe(true)
  })
})
