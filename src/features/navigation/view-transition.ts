import { prefersReducedMotion } from '@/lib/use-media-query'

export interface TransitionChange {
  fromLocation?: unknown
  pathChanged: boolean
}

/**
 * 'page' (the out-in cross-fade in navigation.css) for a move to another page; none under reduced
 * motion or for hash and search-only changes.
 */
export function pageTransitionTypes(change: TransitionChange, reducedMotion: boolean = prefersReducedMotion()): string[] | false {
  if (reducedMotion || !change.fromLocation || !change.pathChanged) return false
  return ['page']
}

/** The router's `defaultViewTransition`. */
export const pageViewTransition = { types: (change: TransitionChange) => pageTransitionTypes(change) }
