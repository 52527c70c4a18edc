import { onlineManager } from '@tanstack/react-query'
import { isNotFound } from '@tanstack/react-router'

export class UnknownMiddlewareError extends Error {
  readonly status = 500
  readonly middleware: string
  constructor(middleware: string) {
    super(`Unknown middleware ${middleware}`)
    this.name = 'UnknownMiddlewareError'
    this.middleware = middleware
  }
}

/** What went wrong, in terms of what the visitor can do about it. */
export type FailureKind =
  /** 404: the page or its data does not exist. */
  | 'not-found'
  /** The browser is offline: the same action works once the connection is back. */
  | 'offline'
  /** Online, but the request never got an answer. */
  | 'network'
  /** A code chunk of the running build is gone (usually a deploy happened): a reload fixes it. */
  | 'chunk'
  | 'unknown-middleware'
  /** Anything else, including a payload that fails its schema. */
  | 'server'

export interface Failure {
  kind: FailureKind
  /** The status from the error, or 500. */
  status: number
  /** For 'unknown-middleware': the missing name. */
  middleware?: string
}

const NETWORK_MESSAGES = [
  /^failed to fetch$/i,
  /networkerror when attempting to fetch/i,
  /^load failed$/i,
  /network request failed/i,
  /^network ?error$/i,
]

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : typeof error === 'string' ? error : ''
}

/** Errors Vite reported via `vite:preloadError` (reload-guard.ts): the same signal in every browser, whatever the wording. */
const chunkFailures = new WeakSet<object>()

export function reportChunkFailure(error: unknown): void {
  if (typeof error === 'object' && error !== null) chunkFailures.add(error)
}

export function isChunkLoadError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && chunkFailures.has(error)
}

export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError && NETWORK_MESSAGES.some((pattern) => pattern.test(error.message.trim()))
}

/** An HTTP-like status carried by the error (`status` or `statusCode`), if it is one. */
export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  for (const key of ['status', 'statusCode'] as const) {
    const value: unknown = Reflect.get(error, key)
    if (typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599) return value
  }
  return undefined
}

export function describeFailure(error: unknown, online: boolean): Failure {
  if (error instanceof UnknownMiddlewareError) return { kind: 'unknown-middleware', status: 500, middleware: error.middleware }
  if (isNotFound(error)) return { kind: 'not-found', status: 404 }
  const status = statusOf(error)
  if (status === 404 || status === 410) return { kind: 'not-found', status }
  if (status !== undefined) return { kind: 'server', status }
  // Without a connection, chunks and payloads fail alike; reloading then would lose the page.
  if (!online && (isChunkLoadError(error) || isNetworkError(error))) return { kind: 'offline', status: 503 }
  if (isChunkLoadError(error)) return { kind: 'chunk', status: 500 }
  if (isNetworkError(error)) return { kind: 'network', status: 500 }
  return { kind: 'server', status: 500 }
}

/**
 * React Query's retry rule for page data: one more try after a dropped connection while online;
 * never for an answer (a 404 stays a 404) and never offline, where it would only delay the error.
 */
export function shouldRetryRequest(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && isNetworkError(error) && onlineManager.isOnline()
}
