import { describe, expect, it } from 'vitest'
import { cookieOptionsFor } from '@/lib/i18n/cookie-options'
import { readConsent, serializeConsent } from './consent-cookie'

describe('consent cookie', () => {
  it('reads a stored choice among other cookies', () => {
    expect(readConsent('i18n_redirected=de; kinemo_consent=granted; _x=1')).toBe('granted')
    expect(readConsent('kinemo_consent=denied')).toBe('denied')
  })

  it.each([
    '',
    'other=1',
    'kinemo_consent=',
    'kinemo_consent=yes',
    'kinemo_consent=GRANTED',
    `kinemo_consent=${'g'.repeat(5000)}`,
    'kinemo_consent=%E0%A4%A',
  ])('treats %j as no choice', (cookie) => {
    expect(readConsent(cookie)).toBeUndefined()
  })

  it('writes a first-party, six-month cookie', () => {
    expect(serializeConsent('granted')).toBe('kinemo_consent=granted; Max-Age=15552000; Path=/; SameSite=Lax')
    expect(serializeConsent('denied', { secure: true })).toMatch(/; Secure$/)
  })

  it('is Secure on every page served over https, with no setting', () => {
    const { secure } = cookieOptionsFor('https:', { crossOrigin: false, secure: false })
    expect(serializeConsent('granted', { secure })).toMatch(/; SameSite=Lax; Secure$/)
  })
})
