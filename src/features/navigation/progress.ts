/** Milliseconds. */
export const PROGRESS_TIMING = {
  /** A navigation must take longer than this before the bar appears at all. */
  throttle: 200,
  /** The bar creeps towards the end over this long while the navigation is still running. */
  duration: 5000,
  /** After finishing (or failing) the bar stays full for this long, then hides. */
  hideAfter: 500,
} as const

export type ProgressTiming = { readonly throttle: number; readonly duration: number; readonly hideAfter: number }

export interface ProgressState {
  visible: boolean
  /** 0..1: how much of the bar is filled. */
  value: number
  /** The navigation failed: the bar turns red before hiding. */
  failed: boolean
}

/** Where the bar stops creeping while it waits for the navigation to end. */
export const CREEP_LIMIT = 0.9
const TICK_MS = 100

export const HIDDEN: ProgressState = Object.freeze({ visible: false, value: 0, failed: false })

/** How full the bar is `elapsed` ms after the navigation started: fast at first, easing towards the limit. */
export function creep(elapsed: number, duration: number): number {
  const t = Math.min(Math.max(elapsed / duration, 0), 1)
  return CREEP_LIMIT * (1 - (1 - t) * (1 - t))
}

export interface ProgressClock {
  setTimeout: (fn: () => void, ms: number) => unknown
  clearTimeout: (id: unknown) => void
  now: () => number
}

const defaultClock: ProgressClock = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof globalThis.setTimeout>),
  now: () => Date.now(),
}

export interface ProgressController {
  start: () => void
  /** The navigation finished: fill, then hide. A bar that never appeared stays hidden. */
  finish: () => void
  /** The navigation failed: fill in red, then hide. */
  fail: () => void
  getState: () => ProgressState
  subscribe: (listener: () => void) => () => void
  dispose: () => void
}

/** Free of any DOM or router so it can be tested with fake timers. */
export function createProgress(timing: ProgressTiming = PROGRESS_TIMING, clock: ProgressClock = defaultClock): ProgressController {
  let state: ProgressState = HIDDEN
  let startedAt = 0
  let running = false
  let showTimer: unknown
  let tickTimer: unknown
  let hideTimer: unknown
  const listeners = new Set<() => void>()

  const set = (next: ProgressState) => {
    if (next.visible === state.visible && next.value === state.value && next.failed === state.failed) return
    state = next
    for (const listener of listeners) listener()
  }

  const clear = (id: unknown) => {
    if (id !== undefined) clock.clearTimeout(id)
  }

  const clearAll = () => {
    clear(showTimer)
    clear(tickTimer)
    clear(hideTimer)
    showTimer = tickTimer = hideTimer = undefined
  }

  const tick = () => {
    tickTimer = undefined
    if (!running) return
    set({ visible: true, value: creep(clock.now() - startedAt, timing.duration), failed: false })
    tickTimer = clock.setTimeout(tick, TICK_MS)
  }

  const end = (failed: boolean) => {
    if (!running) return
    running = false
    clear(showTimer)
    clear(tickTimer)
    showTimer = tickTimer = undefined
    // Quick navigations end before the throttle: nothing was shown, nothing to finish.
    if (!state.visible) return
    set({ visible: true, value: 1, failed })
    hideTimer = clock.setTimeout(() => {
      hideTimer = undefined
      set(HIDDEN)
    }, timing.hideAfter)
  }

  return {
    start: () => {
      if (running) return
      clearAll()
      running = true
      startedAt = clock.now()
      // A navigation that begins while the last one's bar is still fading restarts the bar at once.
      if (state.visible) {
        tick()
        return
      }
      showTimer = clock.setTimeout(() => {
        showTimer = undefined
        tick()
      }, timing.throttle)
    },
    finish: () => end(false),
    fail: () => end(true),
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    dispose: () => {
      running = false
      clearAll()
      listeners.clear()
    },
  }
}
