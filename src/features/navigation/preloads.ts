/**
 * Remembers the destinations whose preload (on intent: hover, focus, touch) completed lately. A
 * navigation to one loads from memory, without the network, so it can start its page transition
 * before it loads.
 */

export interface PreloadingRouter<O, R> {
  preloadRoute: (options: O) => Promise<R | undefined>
  buildLocation: (options: O) => { href: string; pathname: string }
}

/** Within this age a preload's data and code are still held (query data is kept 5 minutes). */
const FRESH_MS = 30_000

export function rememberPreloads<O, R>(
  router: PreloadingRouter<O, R>,
  now: () => number = () => performance.now(),
): { preloaded: (options: O) => { pathname: string } | undefined } {
  const preloadedAt = new Map<string, number>()
  /** Per destination, the number of its latest preload. */
  const latest = new Map<string, number>()
  let count = 0
  const preloadRoute = router.preloadRoute.bind(router)
  router.preloadRoute = async (options) => {
    const href = router.buildLocation(options).href
    const mine = ++count
    latest.set(href, mine)
    const matches = await preloadRoute(options)
    if (matches !== undefined) preloadedAt.set(href, now())
    // No matches: the preload failed, redirected or was cancelled, so the navigation will need the
    // network; unless a later preload of the same page (a focus after a hover) is what counts.
    else if (latest.get(href) === mine) preloadedAt.delete(href)
    return matches
  }
  return {
    /** Where `options` lead, when that destination preloaded lately; otherwise nothing. */
    preloaded(options) {
      const location = router.buildLocation(options)
      const at = preloadedAt.get(location.href)
      return at !== undefined && now() - at < FRESH_MS ? location : undefined
    },
  }
}
