/**
 * Popup sign-in keeps the page (and the typed code) in place, so it is tried first. Phones and
 * tablets handle popups poorly, and some browsers block them: there the page redirects instead.
 */
export function prefersRedirect(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Silk|Opera Mini/i.test(userAgent)
}

const FALL_BACK = new Set(['auth/popup-blocked', 'auth/operation-not-supported-in-this-environment', 'auth/web-storage-unsupported'])

export function fallsBackToRedirect(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' && FALL_BACK.has(error.code)
}

export type ProviderId = 'google.com' | 'apple.com' | 'facebook.com'
export const PROVIDERS: readonly ProviderId[] = ['google.com', 'apple.com', 'facebook.com']

/** Sign-in errors the page explains; others get the generic message. */
export type SignInErrorKind = 'cancelled' | 'other-method' | 'network' | 'unknown'

export function signInErrorKind(error: unknown, online: boolean): SignInErrorKind {
  if (!online) return 'network'
  const code = typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : ''
  if (code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request' || code === 'auth/user-cancelled') return 'cancelled'
  if (code === 'auth/account-exists-with-different-credential') return 'other-method'
  if (code === 'auth/network-request-failed' || code === 'auth/timeout') return 'network'
  return 'unknown'
}
