import { describe, expect, it } from 'vitest'
import { LOCALES } from '@/lib/i18n/locales'
import { INDEXABLE_PAGES, ogLocale, pageAlternates, pageUrl } from './site-urls'

const origin = 'https://example.test'

describe('page URLs', () => {
  it('are absolute, unprefixed for English, prefixed for the others, without trailing slashes', () => {
    expect(pageUrl(origin, 'en', 'home')).toBe('https://example.test/')
    expect(pageUrl(origin, 'de', 'home')).toBe('https://example.test/de')
    expect(pageUrl(origin, 'zh-TW', 'promo')).toBe('https://example.test/zh-TW/promo')
    expect(pageUrl(`${origin}/`, 'en', 'license')).toBe('https://example.test/license')
  })

  it('leave the account action pages out of the indexable set', () => {
    expect(INDEXABLE_PAGES).not.toContain('auth_action')
    expect(INDEXABLE_PAGES).not.toContain('applycode')
    expect(INDEXABLE_PAGES).toHaveLength(6)
  })

  it('turn an iso tag into the Open Graph form', () => {
    expect(ogLocale('pt-BR')).toBe('pt_BR')
    expect(ogLocale('zh-TW')).toBe('zh_TW')
  })
})

describe('hreflang alternates', () => {
  const alternates = pageAlternates(origin, 'promo')
  const byLang = new Map(alternates.map((a) => [a.hreflang, a.href]))

  it('list every locale by its iso tag', () => {
    for (const locale of LOCALES) expect(byLang.get(locale.iso), locale.iso).toBe(pageUrl(origin, locale.code, 'promo'))
  })

  it('add one language-only catch-all per language, Simplified Chinese for zh', () => {
    expect(byLang.get('de')).toBe('https://example.test/de/promo')
    expect(byLang.get('pt')).toBe('https://example.test/pt/promo')
    expect(byLang.get('en')).toBe('https://example.test/promo')
    expect(byLang.get('zh')).toBe('https://example.test/zh-CN/promo')
    expect(byLang.get('zh-Hant')).toBe('https://example.test/zh-TW/promo')
  })

  it('point x-default at the unprefixed English page and repeat no language', () => {
    expect(byLang.get('x-default')).toBe('https://example.test/promo')
    expect(byLang.size).toBe(alternates.length)
    expect(alternates).toHaveLength(18 + 17 + 2 + 1)
  })

  it('are the same set for every language version of a page, so they are reciprocal', () => {
    expect(pageAlternates(origin, 'home').map((a) => a.href)).toContain('https://example.test/ar')
    expect(pageAlternates(origin, 'promo')).toEqual(alternates)
  })
})
