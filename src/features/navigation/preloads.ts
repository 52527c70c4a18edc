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
  const preloadRoute = router.preloadRoute.bind(router)
  router.preloadRoute = async (options) => {
    const href = router.buildLocation(options).href
    const matches = await preloadRoute(options)
    // No matches: the preload failed or redirected, so the navigation will need the network.
    if (matches === undefined) preloadedAt.delete(href)
    else preloadedAt.set(href, now())
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
