/**
 * Restoring an account means downloading the Firebase SDK (about 50 KB gzip), which a visitor who
 * never signed in here does not need until they reach for a sign-in button. So the page notes a
 * sign-in (removed on sign-out) and loads Firebase at once only with that note or a returning redirect.
 */

const SIGNED_IN = 'kinemo.signedIn'

/** Set before leaving for a redirect sign-in, so only a returning page asks for its result. */
export const REDIRECT_PENDING = 'kinemo.signInRedirect'

export function rememberAccount(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN, '1')
    else localStorage.removeItem(SIGNED_IN)
  } catch {
    // Storage is blocked: the page then always restores at once (see mayHaveAccount).
  }
}

/** True unless this browser is known to have no session here (blocked storage counts as unknown). */
export function mayHaveAccount(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN) !== null || sessionStorage.getItem(REDIRECT_PENDING) !== null
  } catch {
    return true
  }
}
