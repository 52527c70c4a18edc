import { describe, expect, it } from 'vitest'
import { STORES } from '@/config/site'
import { LOCALE_CODES, type LocaleCode } from '@/lib/i18n/locales'
import { playLanguage, storeUrl } from './store-links'

/** Google's codes for Play's interface language; typed so a new site language cannot go unmapped. */
const PLAY_HL = {
  en: 'en',
  ar: 'ar',
  de: 'de',
  es: 'es',
  fr: 'fr',
  hi: 'hi',
  id: 'id',
  it: 'it',
  ja: 'ja',
  ko: 'ko',
  ms: 'ms',
  pt: 'pt-BR',
  ru: 'ru',
  th: 'th',
  tr: 'tr',
  vi: 'vi',
  'zh-CN': 'zh-CN',
  'zh-TW': 'zh-TW',
} satisfies Record<LocaleCode, string>

describe('storeUrl', () => {
  it.each(LOCALE_CODES.map((code) => [code, PLAY_HL[code]]))('opens Google Play in %s with hl=%s', (locale, hl) => {
    expect(playLanguage(locale)).toBe(hl)
    const url = new URL(storeUrl('android', locale))
    expect(url.origin + url.pathname).toBe('https://play.google.com/store/apps/details')
    expect([...url.searchParams]).toEqual([
      ['id', STORES.android.id],
      ['hl', hl],
    ])
  })

  it('leaves the App Store link as configured in every language (Apple documents no language parameter)', () => {
    for (const locale of LOCALE_CODES) expect(storeUrl('ios', locale)).toBe(STORES.ios.url)
  })
})
