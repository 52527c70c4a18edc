/**
 * A click on a link answers on the next frame. A page transition pauses rendering from the moment
 * it starts until the new page is in, and the router started it in the click's own task: the
 * visitor saw nothing change for the whole update. Waiting for one frame first lets the browser
 * paint the click's immediate feedback (the pressed link, the focus ring), then the transition runs
 * as before. Only for navigations from a page on screen: the first load (hydration) never waits.
 */

export interface ViewTransitionStarter {
  startViewTransition: (fn: () => Promise<void>) => unknown
  state: { resolvedLocation?: unknown }
}

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

/** Resolves once a frame has been painted: after the next animation frame, or soon in a tab that paints none. */
export function nextPaint(clock: FrameClock = browserClock): Promise<void> {
  return new Promise((resolve) => {
    if (clock.hidden()) return resolve()
    clock.requestAnimationFrame(() => clock.setTimeout(resolve, 0))
    // A tab hidden meanwhile paints no frame; the navigation must not wait for one.
    clock.setTimeout(resolve, 100)
  })
}

/** Makes the router paint a frame before each view transition of a navigation from a page on screen. */
export function paintBeforeTransitions(router: ViewTransitionStarter, clock: FrameClock = browserClock): void {
  const start = router.startViewTransition.bind(router)
  router.startViewTransition = async (fn) => {
    if (router.state.resolvedLocation !== undefined) await nextPaint(clock)
    return start(fn)
  }
}
