/**
 * Runs in the page, for the e2e tests and the engine journeys alike: which of the page transition's
 * fade outs have run their set time. The site moves on once one has (`reachedEnd` in
 * page-transition.ts), which can be before the frame that finishes it, and an engine then cancels it
 * instead of ending it; so a fade out counts as run once it finished or its set end has passed.
 * Installed as a global for the recorders in the page to call: a function handed to the page
 * carries no imports.
 */
export interface FadeClock {
  /** Follows a fade out from the moment it is set. */
  track: (animation: Animation) => void
  /** Whether a fade out has been tracked. */
  started: () => boolean
  /** Whether at least one fade out was tracked and every one has run its set time. */
  allRan: () => boolean
}

declare global {
  interface Window {
    __fadeClock?: FadeClock
  }
}

export function installFadeClock(): void {
  const fades: { ended: boolean; endsAt?: number }[] = []
  window.__fadeClock = {
    track(animation) {
      const fade: { ended: boolean; endsAt?: number } = { ended: false }
      fades.push(fade)
      animation.finished.then(
        () => (fade.ended = true),
        () => undefined,
      )
      animation.ready.then(
        (running) => {
          if (typeof running.startTime === 'number')
            fade.endsAt = running.startTime + Number(running.effect?.getComputedTiming().endTime ?? 0)
        },
        () => undefined,
      )
    },
    started: () => fades.length > 0,
    allRan: () => fades.length > 0 && fades.every((fade) => fade.ended || (fade.endsAt !== undefined && performance.now() >= fade.endsAt)),
  }
}
