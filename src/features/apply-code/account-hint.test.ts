import { afterEach, describe, expect, it, vi } from 'vitest'
import { REDIRECT_PENDING, mayHaveAccount, rememberAccount } from './account-hint'

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
  sessionStorage.clear()
})

describe('account hint', () => {
  it('a browser that never signed in here has nothing to restore', () => {
    expect(mayHaveAccount()).toBe(false)
  })

  it('remembers a sign-in until the sign-out', () => {
    rememberAccount(true)
    expect(mayHaveAccount()).toBe(true)
    rememberAccount(false)
    expect(mayHaveAccount()).toBe(false)
  })

  it('a redirect sign-in coming back has a result to restore', () => {
    sessionStorage.setItem(REDIRECT_PENDING, '1')
    expect(mayHaveAccount()).toBe(true)
  })

  it('blocked storage counts as unknown, so the account is restored at once', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    expect(() => rememberAccount(true)).not.toThrow()
    expect(mayHaveAccount()).toBe(true)
  })
})
