import { afterEach, describe, expect, it } from 'vitest'
import { readCookie, readLocaleCookie, serializeLocaleCookie, writeLocaleCookie } from './cookie'

afterEach(() => {
  document.cookie = 'i18n_redirected=; Max-Age=0; Path=/'
})

describe('locale cookie', () => {
  it('is written for a year, site-wide, SameSite=Lax', () => {
    expect(serializeLocaleCookie('zh-TW')).toBe('i18n_redirected=zh-TW; Max-Age=31536000; Path=/; SameSite=Lax')
  })

  it('is SameSite=None and Secure when the site is configured cross-origin', () => {
    expect(serializeLocaleCookie('de', { crossOrigin: true })).toContain('SameSite=None; Secure')
    expect(serializeLocaleCookie('de', { secure: true })).toContain('SameSite=Lax; Secure')
  })

  it('reads back only supported codes', () => {
    expect(readLocaleCookie('a=1; i18n_redirected=ja')).toBe('ja')
    expect(readLocaleCookie('i18n_redirected=xx')).toBeUndefined()
    expect(readLocaleCookie('i18n_redirected=%E0%A4%A')).toBeUndefined()
    expect(readLocaleCookie('')).toBeUndefined()
  })

  it('finds the named cookie among others', () => {
    expect(readCookie(' x=1 ;i18n_redirected=pt ; y=2', 'i18n_redirected')).toBe('pt')
  })

  it('writes document.cookie in the browser', () => {
    writeLocaleCookie('ar')
    expect(readLocaleCookie(document.cookie)).toBe('ar')
  })
})
