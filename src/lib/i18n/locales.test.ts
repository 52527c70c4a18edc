import { describe, expect, it } from 'vitest'
import { LOCALES, localeFromPathname, parseLangParam } from './locales'

describe('locale table', () => {
  it('has the 18 locales, Arabic right-to-left', () => {
    expect(LOCALES).toHaveLength(18)
    expect(LOCALES.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ar'])
  })

  it('names the Portuguese of the site, Brazilian, in its own language', () => {
    expect(LOCALES.find((l) => l.code === 'pt')).toMatchObject({ iso: 'pt-BR', name: 'Português (Brasil)' })
  })
})

describe('lang path param', () => {
  it('accepts the 17 prefixes and no prefix', () => {
    expect(parseLangParam('de')).toEqual({ ok: true, lang: 'de' })
    expect(parseLangParam('zh-TW')).toEqual({ ok: true, lang: 'zh-TW' })
    expect(parseLangParam(undefined)).toEqual({ ok: true, lang: undefined })
  })

  it('rejects unknown codes, wrong case and the unprefixed default', () => {
    for (const bad of ['xx', 'en', 'DE', 'zh-tw', 'promo', '']) expect(parseLangParam(bad)).toEqual({ ok: false })
  })

  it('derives the locale of any path', () => {
    expect(localeFromPathname('/')).toBe('en')
    expect(localeFromPathname('/promo')).toBe('en')
    expect(localeFromPathname('/ar/license')).toBe('ar')
    expect(localeFromPathname('/xx/promo')).toBe('en')
    expect(localeFromPathname('/en/promo')).toBe('en')
  })
})
