/** What went wrong with an email action, as the page explains it to a person. */
export type AuthActionErrorKind =
  | 'missing-code'
  | 'unknown-mode'
  | 'invalid-code'
  | 'expired-code'
  | 'user-disabled'
  | 'user-not-found'
  | 'weak-password'
  | 'email-mismatch'
  | 'email-in-use'
  | 'too-many-requests'
  | 'network'
  | 'unknown'

const BY_CODE: Record<string, AuthActionErrorKind> = {
  'auth/invalid-action-code': 'invalid-code',
  'auth/expired-action-code': 'expired-code',
  'auth/user-disabled': 'user-disabled',
  'auth/user-not-found': 'user-not-found',
  'auth/weak-password': 'weak-password',
  'auth/password-does-not-meet-requirements': 'weak-password',
  'auth/invalid-email': 'email-mismatch',
  'auth/missing-email': 'email-mismatch',
  'auth/email-already-in-use': 'email-in-use',
  'auth/too-many-requests': 'too-many-requests',
  'auth/network-request-failed': 'network',
  'auth/timeout': 'network',
}

/** Reads only the `code`, never the message: Firebase's messages are English and may echo input. */
export function authActionErrorKind(error: unknown, online = true): AuthActionErrorKind {
  if (!online) return 'network'
  const code = typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined
  if (code) return BY_CODE[code] ?? 'unknown'
  // A dynamic import that fails (offline, or a deploy replaced the chunk) is a TypeError.
  if (error instanceof TypeError) return 'network'
  return 'unknown'
}
