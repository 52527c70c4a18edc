import { describe, expect, it } from 'vitest'
import { localizedPath, pagePath, payloadPath, swapPathLocale } from './site-paths'

describe('site paths', () => {
  it('put English pages at unprefixed paths and other locales under their code', () => {
    expect(localizedPath('/{-$lang}/promo', 'en')).toBe('/promo')
    expect(localizedPath('/{-$lang}/promo', 'zh-CN')).toBe('/zh-CN/promo')
    expect(localizedPath('/{-$lang}', 'en')).toBe('/')
    expect(localizedPath('/{-$lang}', 'ar')).toBe('/ar')
  })

  it('give the same path for a page by key as by route', () => {
    expect(pagePath('en', 'home')).toBe('/')
    expect(pagePath('de', 'home')).toBe('/de')
    expect(pagePath('ja', 'privacy_and_cookie_policy')).toBe(localizedPath('/{-$lang}/privacy_and_cookie_policy', 'ja'))
  })

  it('move a path to another locale, keeping the rest', () => {
    expect(swapPathLocale('/de/promo', 'fr')).toBe('/fr/promo')
    expect(swapPathLocale('/de/promo', 'en')).toBe('/promo')
    expect(swapPathLocale('/promo', 'ja')).toBe('/ja/promo')
    expect(swapPathLocale('/', 'ar')).toBe('/ar')
    expect(swapPathLocale('/ko', 'en')).toBe('/')
  })

  it('serve payloads per locale and page', () => {
    expect(payloadPath('zh-TW', 'promo')).toBe('/payloads/zh-TW/promo.json')
  })
})
