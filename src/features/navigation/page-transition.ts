import { prefersReducedMotion } from '@/lib/use-media-query'

/**
 * The out-in page transition: the page below the header fades out, the new one renders and fades
 * in (navigation.css). Plain CSS animations on the live page, not a View Transition: capturing the
 * old and the new page as images held the screen still first (its animations started 177-184 ms
 * after the click in `npm run bench`, these started at 61-68 ms). It also runs in every engine, with
 * or without View Transitions.
 */

export interface TransitionChange {
  fromLocation?: unknown
  pathChanged: boolean
}

/** A move to another page from one on screen plays the transition; reduced motion, the first load and hash or search changes do not. */
export function wantsPageTransition(change: TransitionChange, reducedMotion: boolean = prefersReducedMotion()): boolean {
  return !reducedMotion && change.fromLocation !== undefined && change.pathChanged
}

export type TransitionPhase = 'out' | 'in'

/** Where the transition plays: sets a phase and resolves when its animations end; `clear` ends it. */
export interface TransitionStage {
  play: (phase: TransitionPhase) => Promise<void>
  clear: () => void
}

/**
 * Set on the site's frame (`.site`), outside React, for navigation.css to animate its `<main>` and
 * footer by; there a change restyles only those two, where on `<html>` it would restyle the page.
 */
const PHASE_ATTRIBUTE = 'data-page-transition'

/** What `reachedEnd` reads of an `Animation`. */
export interface TimedAnimation {
  finished: Promise<unknown>
  ready: Promise<{ startTime: CSSNumberish | null; effect: { getComputedTiming: () => { endTime?: CSSNumberish } } | null }>
}

/**
 * Resolves once a started animation has run its set time, or when it is cancelled. Its `finished`
 * resolves only with the frame after that, up to a frame later (15-20 ms here), and the new page
 * waited that long to render; the compositor draws the last of the fade meanwhile.
 */
export function reachedEnd(animation: TimedAnimation): Promise<void> {
  const timed = animation.ready.then(
    (started) =>
      new Promise((resolve) => {
        // Not started after all: `finished` answers.
        if (typeof started.startTime !== 'number') return
        const end = Number(started.effect?.getComputedTiming().endTime ?? 0)
        // Whole milliseconds, rounded up: a timer given a fraction may fire up to a millisecond early.
        setTimeout(resolve, Math.ceil(started.startTime + end - performance.now()))
      }),
  )
  // Cancelled, before it started or after: it is over all the same.
  return Promise.race([animation.finished, timed]).then(
    () => undefined,
    () => undefined,
  )
}

const documentStage: TransitionStage = {
  play(phase) {
    // Looked up each time: an error page renders a frame of its own.
    const root = document.querySelector('.site')
    // A hidden tab draws no frames, so its animations would not end; it has nothing to show anyway.
    if (!root || document.visibilityState === 'hidden') return Promise.resolve()
    root.setAttribute(PHASE_ATTRIBUTE, phase)
    // Reading the animations applies the new style, so they exist (and run) from here.
    const running = typeof document.getAnimations === 'function' ? document.getAnimations() : []
    const ours = running.filter((animation) => animation instanceof CSSAnimation && animation.animationName === `page-${phase}`)
    if (ours.length === 0) return Promise.resolve()
    const ended = Promise.all(ours.map(reachedEnd)).then(() => undefined)
    // Should a frame never come (the tab hidden meanwhile), the navigation must not wait on it. Far
    // above the 50 ms set: on a busy phone, frames come late, and the new page must not cut in.
    const cap = new Promise<void>((resolve) => setTimeout(resolve, 1000))
    return Promise.race([ended, cap])
  },
  clear() {
    document.querySelector('.site')?.removeAttribute(PHASE_ATTRIBUTE)
  },
}

export interface PageTransitions {
  /**
   * Starts the fade out before the navigation to `pathname` loads, for a page that loads without
   * the network (preloaded): it then loads while the old page fades, instead of after. Returns what
   * to call once that navigation settled: it fades the old page back in if no commit took over.
   */
  leaveAhead: (pathname: string) => () => void
}

/** How long past its fade out a page left ahead waits for its commit before it fades back in. */
const AHEAD_GRACE_MS = 200

export interface TransitioningRouter {
  startViewTransition: (commit: () => Promise<void>) => unknown
  subscribe: (event: 'onResolved', listener: () => void) => () => void
  latestLocation: { pathname: string }
  state: { resolvedLocation?: { pathname: string } | undefined }
}

/**
 * Plays the transition around each commit of a navigation whose page is ready (its loaders done,
 * so a slow network keeps the old page on screen, with the progress bar, until the new one can
 * follow): the old page fades out, the new one renders, then fades in. The router calls
 * `startViewTransition` at exactly that point, for every navigation, Back included. A page already
 * preloaded needs no network, so `leaveAhead` starts its fade out as the navigation starts, and it
 * loads meanwhile (the fade out began 30-40 ms after the click instead of 50-95 at 1x CPU here, and
 * 80-110 ms instead of 160-390 at 4x).
 */
export function playPageTransitions(router: TransitioningRouter, stage: TransitionStage = documentStage): PageTransitions {
  let generation = 0
  /** A fade out started ahead of its commit, until the commit takes it over. */
  let ahead: { generation: number; out: Promise<void> } | undefined
  const fadeIn = (mine: number) =>
    void stage.play('in').then(() => {
      if (mine === generation) stage.clear()
    })
  router.startViewTransition = async (commit) => {
    const early = ahead
    ahead = undefined
    const from = router.state.resolvedLocation
    const change = { fromLocation: from, pathChanged: from?.pathname !== router.latestLocation.pathname }
    if (!early && !wantsPageTransition(change)) return commit()
    const mine = early?.generation ?? ++generation
    await (early?.out ?? stage.play('out'))
    let entered = false
    // Whatever is on screen now fades in: the new page, or the old one if a newer navigation took
    // over (that one fades it out again when its page is ready).
    const enter = () => {
      if (entered) return
      entered = true
      fadeIn(mine)
    }
    // As soon as the new page is in the DOM, before the router's listeners and re-renders for it.
    const off = router.subscribe('onResolved', enter)
    try {
      await commit()
    } finally {
      off()
      enter()
    }
  }
  // The old page comes back when no commit took over its fade out.
  const settle = (mine: number) => {
    if (ahead?.generation !== mine) return
    ahead = undefined
    fadeIn(mine)
  }
  return {
    leaveAhead(pathname) {
      const from = router.state.resolvedLocation
      if (!wantsPageTransition({ fromLocation: from, pathChanged: from?.pathname !== pathname })) return () => undefined
      const mine = ++generation
      const out = stage.play('out')
      ahead = { generation: mine, out }
      // A page expected to load at once that is still loading leaves no blank screen for long.
      void out.then(() => setTimeout(() => settle(mine), AHEAD_GRACE_MS))
      return () => settle(mine)
    },
  }
}
