import { useSyncExternalStore } from 'react'

/** The server and the hydration pass answer `serverValue`, so the first client render matches the prerendered HTML. */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {}
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : serverValue),
    () => serverValue,
  )
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

/** True until the browser says otherwise, so nothing moves on its own before we know. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION, true)
}

/** The same question outside React, asked at the moment (the router's choice of page transition). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches
}
