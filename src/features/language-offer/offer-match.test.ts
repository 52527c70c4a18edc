import { describe, expect, it } from 'vitest'
import { offeredLocale, preferredLocale } from './offer-match'

describe('the language offer', () => {
  it('offers the first supported language of the browser list, as root detection chooses it', () => {
    expect(preferredLocale(['de-DE', 'en'])).toBe('de')
    expect(preferredLocale(['x-klingon', 'fr-CA', 'de'])).toBe('fr')
    expect(preferredLocale(['zh-HK'])).toBe('zh-TW')
    expect(preferredLocale(['zh-SG'])).toBe('zh-CN')
    expect(preferredLocale(['pt-PT'])).toBe('pt')
    expect(offeredLocale('en', ['de-DE', 'en'])).toBe('de')
    expect(offeredLocale('ja', ['ar-EG'])).toBe('ar')
    expect(offeredLocale('ar', ['ja'])).toBe('ja')
  })

  it("offers nothing when the page is already in the visitor's language, or none is supported", () => {
    expect(offeredLocale('de', ['de-AT', 'en'])).toBeUndefined()
    expect(offeredLocale('en', ['sw', 'nl'])).toBeUndefined()
  })

  it('survives odd browser lists without an offer or an error', () => {
    const odd: unknown[][] = [
      ['*'],
      [''],
      [],
      ['x-klingon'],
      Array.from({ length: 200 }, (_, i) => `x-lang${String(i)}`),
      [`a${'b'.repeat(999)}`],
      [`de-${'x'.repeat(996)}`],
      [null, 42, {}],
    ]
    for (const languages of odd) expect(offeredLocale('en', languages), JSON.stringify(languages).slice(0, 40)).toBeUndefined()
  })
})
