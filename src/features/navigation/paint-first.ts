/**
 * A click on a link answers on the next frame. A navigation's own work (history, route matching,
 * rendering the state it starts with) and the page transition after it kept the click's feedback
 * (the pressed link, the focus ring) off screen for the whole update; a fade started in the click's
 * own frame made that frame 20-40 ms slower here. So a navigation from a page on screen starts once
 * that frame is on screen; the first load (hydration) and history traversals (Back, which is not a
 * router.navigate) never wait.
 */

export interface FrameClock {
  hidden: () => boolean
  requestAnimationFrame: (callback: () => void) => void
  setTimeout: (callback: () => void, ms: number) => void
}

const browserClock: FrameClock = {
  hidden: () => document.visibilityState === 'hidden',
  requestAnimationFrame: (callback) => requestAnimationFrame(callback),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
}

/**
 * Resolves once a frame has been painted and shown: when the frame after it begins, or soon in a tab
 * that paints none. Resolving as soon as the frame was painted let the work after it take the
 * compositor before that frame reached the screen (the language menu closing showed 20-30 ms later
 * in Chromium). `atNextFrame` runs as that next frame begins, so what it changes is drawn in it.
 */
export function nextPaint(clock: FrameClock = browserClock, atNextFrame?: () => void): Promise<void> {
  return new Promise((resolve) => {
    if (clock.hidden()) return resolve()
    let done = false
    const finish = () => {
      done = true
      resolve()
    }
    clock.requestAnimationFrame(() =>
      clock.requestAnimationFrame(() => {
        // Only while the navigation still waits: a late frame must not act on a page already moving.
        if (done) return
        atNextFrame?.()
        clock.setTimeout(finish, 0)
      }),
    )
    // A tab hidden meanwhile paints no frame; the navigation must not wait for one.
    clock.setTimeout(finish, 100)
  })
}

export interface Navigator<A extends unknown[]> {
  navigate: (...args: A) => Promise<void>
  state: { resolvedLocation?: unknown }
}

export interface NavigationHooks<A extends unknown[]> {
  /**
   * Runs at the start of the frame after the click's, before the navigation loads; what it returns
   * runs once the navigation settled, whether it committed or not.
   */
  beforeLoading?: (...args: A) => (() => void) | undefined
}

/** Makes each navigation from a page on screen start after the next painted frame. */
export function paintBeforeNavigating<A extends unknown[]>(
  router: Navigator<A>,
  hooks: NavigationHooks<A> = {},
  clock: FrameClock = browserClock,
): void {
  const navigate = router.navigate.bind(router)
  router.navigate = async (...args) => {
    if (router.state.resolvedLocation === undefined) return navigate(...args)
    let settled: (() => void) | undefined
    await nextPaint(clock, () => (settled = hooks.beforeLoading?.(...args)))
    try {
      return await navigate(...args)
    } finally {
      settled?.()
    }
  }
}
