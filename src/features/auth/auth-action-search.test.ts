import { describe, expect, it } from 'vitest'
import { authActionSearchSchema, isAuthActionMode, localeFromFirebaseLang } from './auth-action-search'

describe('localeFromFirebaseLang', () => {
  it.each([
    ['en', 'en'],
    ['pt-BR', 'pt'],
    ['pt_PT', 'pt'],
    ['zh-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-CN', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['in', 'id'],
    ['es-419', 'es'],
    ['fr-CA', 'fr'],
    ['ar', 'ar'],
  ])('%s -> %s', (lang, locale) => {
    expect(localeFromFirebaseLang(lang)).toBe(locale)
  })

  it.each([undefined, '', 'nb', 'xx-YY', '12'])('%j names no site locale', (lang) => {
    expect(localeFromFirebaseLang(lang)).toBeUndefined()
  })
})

describe('authActionSearchSchema', () => {
  it('keeps well-formed params and drops malformed ones instead of failing', () => {
    expect(
      authActionSearchSchema.parse({
        mode: 'resetPassword',
        oobCode: 'abc-DEF_123',
        apiKey: 'fake-api-key',
        continueUrl: 'https://kinemo.app',
        lang: 'pt-BR',
      }),
    ).toEqual({ mode: 'resetPassword', oobCode: 'abc-DEF_123', apiKey: 'fake-api-key', continueUrl: 'https://kinemo.app', lang: 'pt-BR' })
    expect(authActionSearchSchema.parse({ oobCode: '<script>', lang: 'en"><b>', mode: 'x'.repeat(200) })).toEqual({
      oobCode: undefined,
      lang: undefined,
      mode: undefined,
      apiKey: undefined,
      continueUrl: undefined,
    })
  })

  it('reads numbers the router parsed as text', () => {
    expect(authActionSearchSchema.parse({ oobCode: 12345 }).oobCode).toBe('12345')
  })

  it('knows the six Firebase modes', () => {
    expect(isAuthActionMode('revertSecondFactorAddition')).toBe(true)
    expect(isAuthActionMode('deleteAccount')).toBe(false)
    expect(isAuthActionMode(undefined)).toBe(false)
  })
})
