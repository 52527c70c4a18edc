import { describe, expect, it } from 'vitest'
import { authActionErrorKind } from './auth-errors'
import { fallbackProblems, problemsFromStatus } from './password-policy'

describe('authActionErrorKind', () => {
  it.each([
    ['auth/invalid-action-code', 'invalid-code'],
    ['auth/expired-action-code', 'expired-code'],
    ['auth/user-disabled', 'user-disabled'],
    ['auth/weak-password', 'weak-password'],
    ['auth/password-does-not-meet-requirements', 'weak-password'],
    ['auth/invalid-email', 'email-mismatch'],
    ['auth/network-request-failed', 'network'],
    ['auth/internal-error', 'unknown'],
  ])('%s -> %s', (code, kind) => {
    expect(authActionErrorKind({ code, message: 'Firebase: something (x).' })).toBe(kind)
  })

  it('says network when offline, whatever the error', () => {
    expect(authActionErrorKind({ code: 'auth/internal-error' }, false)).toBe('network')
  })

  it('reads a failed chunk download as a network failure', () => {
    expect(authActionErrorKind(new TypeError('Failed to fetch dynamically imported module'))).toBe('network')
    expect(authActionErrorKind(new Error('boom'))).toBe('unknown')
  })
})

describe('password problems', () => {
  it('lists each unmet requirement of the project policy', () => {
    expect(
      problemsFromStatus({
        isValid: false,
        meetsMinPasswordLength: false,
        containsLowercaseLetter: true,
        containsUppercaseLetter: false,
        containsNumericCharacter: false,
        containsNonAlphanumericCharacter: false,
        passwordPolicy: { customStrengthOptions: { minPasswordLength: 10 } },
      }),
    ).toEqual([{ kind: 'min-length', min: 10 }, { kind: 'uppercase' }, { kind: 'number' }, { kind: 'symbol' }])
  })

  it('has nothing to say about a valid password', () => {
    expect(problemsFromStatus({ isValid: true, meetsMinPasswordLength: true, passwordPolicy: { customStrengthOptions: {} } })).toEqual([])
  })

  it('falls back to Firebase’s own minimum of 6 characters without a policy', () => {
    expect(fallbackProblems('abc12')).toEqual([{ kind: 'min-length', min: 6 }])
    expect(fallbackProblems('abc123')).toEqual([])
  })
})
