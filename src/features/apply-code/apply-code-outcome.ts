export type ApplyCodeOutcome =
  | { kind: 'applied'; until: Date }
  | { kind: 'invalid' }
  | { kind: 'expired'; expiredAt: Date }
  | { kind: 'already-used' }
  | { kind: 'rate-limited'; retryAt: Date }
  | { kind: 'not-signed-in' }
  | { kind: 'offline' }
  | { kind: 'unavailable' }
  | { kind: 'unexpected' }

const FALLBACK_RETRY_MS = 60_000

/**
 * Callable errors carry `functions/<code>` codes; a request that never reached the server surfaces
 * as `internal` or `unavailable`, which means offline when the browser says so.
 */
export function outcomeFromError(error: unknown, online: boolean, now: Date = new Date()): ApplyCodeOutcome {
  if (!online) return { kind: 'offline' }
  const code =
    typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
      ? error.code.replace(/^functions\//, '')
      : undefined
  switch (code) {
    case 'unauthenticated':
      return { kind: 'not-signed-in' }
    case 'resource-exhausted':
      return { kind: 'rate-limited', retryAt: new Date(now.getTime() + FALLBACK_RETRY_MS) }
    case 'internal':
    case 'unavailable':
    case 'deadline-exceeded':
      return { kind: 'unavailable' }
    default:
      // A chunk that failed to download is a TypeError: the network is at fault.
      return error instanceof TypeError ? { kind: 'unavailable' } : { kind: 'unexpected' }
  }
}
