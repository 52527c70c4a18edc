import { describe, expect, it } from 'vitest'
import { loadCatalog } from '@/lib/i18n/catalog'
import * as env from '@/config/env'
import { buildPageHead, pageHead } from './page-head'
import { structuredDataSchema } from './structured-data-schema'

const base = { origin: 'https://example.test', title: 'Titel', description: 'Beschreibung', siteDescription: 'Über die App' } as const

function metaContent(head: ReturnType<typeof buildPageHead>, key: string) {
  return head.meta
    .filter((m) => ('name' in m && m.name === key) || ('property' in m && m.property === key))
    .map((m) => ('content' in m ? m.content : undefined))
}

describe("Safari's app banner", () => {
  it('offers the app on the page with its canonical URL', () => {
    expect(metaContent(buildPageHead({ ...base, locale: 'ar', page: 'promo' }), 'apple-itunes-app')).toEqual([
      'app-id=6443789012, app-argument=https://example.test/ar/promo',
    ])
    expect(metaContent(buildPageHead({ ...base, locale: 'ja', page: 'applycode' }), 'apple-itunes-app')).toEqual([
      'app-id=6443789012, app-argument=https://example.test/ja/applycode',
    ])
  })

  it("keeps /applycode's promo code from the validated search, normalized, never in the canonical or og:url", () => {
    const canonical = 'app-id=6443789012, app-argument=https://example.test/zh-TW/applycode'
    const head = buildPageHead({ ...base, locale: 'zh-TW', page: 'applycode', bannerCode: 'spring-25' })
    expect(metaContent(head, 'apple-itunes-app')).toEqual([`${canonical}?code=SPRING25`])
    expect(metaContent(head, 'og:url')).toEqual(['https://example.test/zh-TW/applycode'])
    expect(head.links.find((l) => l.rel === 'canonical')?.href).toBe('https://example.test/zh-TW/applycode')
  })

  it.each([
    ['markup', '<script>alert(1)</script>'],
    ['a link', 'javascript:alert(1)'],
    ['more than a code', 'SPRING25&next=//evil'],
    ['a query of its own', 'SPRING25?next=//evil'],
    ['too short a code', 'ABC'],
    ['too long a code', 'A'.repeat(33)],
    ['no code', undefined],
  ])('falls back to the canonical URL when the code is %s', (_, code) => {
    const head = buildPageHead({ ...base, locale: 'zh-TW', page: 'applycode', bannerCode: code })
    expect(metaContent(head, 'apple-itunes-app')).toEqual(['app-id=6443789012, app-argument=https://example.test/zh-TW/applycode'])
  })

  it("follows the route's search in the browser: a navigation within the site brings the code, leaving /applycode drops it", async () => {
    await loadCatalog('ar', ['site'], () => Promise.resolve({ messages: { title: 'عنوان' } }))
    const match = { status: 'success', context: { catalog: 'ar' as const } }
    const text = { title: { id: 'title' } }
    expect(metaContent(pageHead(match, 'applycode', text, { bannerCode: 'SPRING25' }), 'apple-itunes-app')).toEqual([
      `app-id=6443789012, app-argument=${env.VITE_SITE_URL}/ar/applycode?code=SPRING25`,
    ])
    expect(metaContent(pageHead(match, 'applycode', text, { bannerCode: '"><img src=x>' }), 'apple-itunes-app')).toEqual([
      `app-id=6443789012, app-argument=${env.VITE_SITE_URL}/ar/applycode`,
    ])
    expect(metaContent(pageHead(match, 'promo', text), 'apple-itunes-app')).toEqual([
      `app-id=6443789012, app-argument=${env.VITE_SITE_URL}/ar/promo`,
    ])
  })

  it('is not on /auth_action, whose link carries a one-time code', () => {
    expect(metaContent(buildPageHead({ ...base, locale: 'de', page: 'auth_action' }), 'apple-itunes-app')).toEqual([])
  })
})

describe('page head', () => {
  const head = buildPageHead({ ...base, locale: 'de', page: 'promo' })

  it('has the title, the description and the page as the sharing card', () => {
    expect(head.meta).toContainEqual({ title: 'Titel' })
    expect(metaContent(head, 'description')).toEqual(['Beschreibung'])
    expect(metaContent(head, 'og:title')).toEqual(['Titel'])
    expect(metaContent(head, 'og:description')).toEqual(['Beschreibung'])
    expect(metaContent(head, 'og:url')).toEqual(['https://example.test/de/promo'])
    expect(metaContent(head, 'og:type')).toEqual(['website'])
  })

  it('points canonical at its own URL and lists every language version', () => {
    const canonical = head.links.filter((l) => l.rel === 'canonical')
    expect(canonical).toEqual([{ rel: 'canonical', href: 'https://example.test/de/promo' }])
    const alternates = head.links.filter((l) => l.rel === 'alternate')
    expect(alternates).toContainEqual({ rel: 'alternate', hrefLang: 'de-DE', href: 'https://example.test/de/promo' })
    expect(alternates).toContainEqual({ rel: 'alternate', hrefLang: 'x-default', href: 'https://example.test/promo' })
    expect(alternates).toHaveLength(38)
  })

  it('carries valid structured data in the page language', () => {
    const [script] = head.scripts
    expect(script?.type).toBe('application/ld+json')
    const data = structuredDataSchema.parse(JSON.parse(script?.children ?? ''))
    expect(data['@graph'][1].inLanguage).toBe('de-DE')
    expect(data['@graph'][1].description).toBe('Über die App')
  })

  it('is noindex exactly on the account action pages', () => {
    expect(metaContent(head, 'robots')).toEqual([])
    expect(metaContent(buildPageHead({ ...base, locale: 'en', page: 'home' }), 'robots')).toEqual([])
    expect(metaContent(buildPageHead({ ...base, locale: 'ja', page: 'auth_action' }), 'robots')).toEqual(['noindex'])
    expect(metaContent(buildPageHead({ ...base, locale: 'en', page: 'applycode' }), 'robots')).toEqual(['noindex'])
  })

  it("takes the locale and the page's texts from the active catalog, and the site's description where the page has none", async () => {
    await loadCatalog('th', ['site'], () => Promise.resolve({ messages: { title: 'หัวเรื่อง', description: 'คำอธิบาย' } }))
    const match = { status: 'success', context: { catalog: 'th' as const } }
    const home = pageHead(match, 'home', { title: { id: 'title' } })
    expect(home.meta).toContainEqual({ title: 'หัวเรื่อง' })
    expect(home.links).toContainEqual({ rel: 'canonical', href: `${env.VITE_SITE_URL}/th` })
    expect(metaContent(home, 'description')[0]).toMatch(/video and motion graphics editor/)
    const promo = pageHead(match, 'promo', { title: { id: 'title' }, description: { id: 'description' } })
    expect(metaContent(promo, 'description')).toEqual(['คำอธิบาย'])
    expect(metaContent(promo, 'og:description')).toEqual(['คำอธิบาย'])
  })

  it('adds nothing for a page that failed or was not found, so the status title stands and no message id shows', () => {
    // The promo part failed to load: its title would show as its message id.
    const text = { title: { id: 'pH7sTM' } }
    for (const match of [
      { status: 'error', context: {} },
      { status: 'notFound', context: {} },
      { status: 'success', _notFound: true, context: {} },
    ]) {
      expect(pageHead(match, 'promo', text)).toEqual({ meta: [], links: [], scripts: [] })
    }
  })
})
