import { describe, expect, it } from 'vitest'
import { fallsBackToRedirect, prefersRedirect, signInErrorKind } from './sign-in-method'

describe('sign-in method', () => {
  it('redirects on phones and tablets, pops up on desktops', () => {
    expect(prefersRedirect('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148')).toBe(true)
    expect(prefersRedirect('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36')).toBe(true)
    expect(prefersRedirect('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36')).toBe(false)
  })

  it('falls back to a redirect when the popup is blocked or unsupported', () => {
    expect(fallsBackToRedirect({ code: 'auth/popup-blocked' })).toBe(true)
    expect(fallsBackToRedirect({ code: 'auth/operation-not-supported-in-this-environment' })).toBe(true)
    expect(fallsBackToRedirect({ code: 'auth/popup-closed-by-user' })).toBe(false)
    expect(fallsBackToRedirect(new Error('x'))).toBe(false)
  })

  it('explains sign-in failures', () => {
    expect(signInErrorKind({ code: 'auth/popup-closed-by-user' }, true)).toBe('cancelled')
    expect(signInErrorKind({ code: 'auth/account-exists-with-different-credential' }, true)).toBe('other-method')
    expect(signInErrorKind({ code: 'auth/network-request-failed' }, true)).toBe('network')
    expect(signInErrorKind({ code: 'auth/internal-error' }, false)).toBe('network')
    expect(signInErrorKind({ code: 'auth/internal-error' }, true)).toBe('unknown')
  })
})
