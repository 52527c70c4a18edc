// @vitest-environment jsdom
// The sitemap is checked with a real XML parser, which only the DOM environment has.
import { describe, expect, it } from 'vitest'
import { robotsTxt, sitemapXml } from './site-files-lib.ts'

const origin = 'https://example.test'
const XHTML = 'http://www.w3.org/1999/xhtml'

function parse(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'application/xml')
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
  return [...doc.getElementsByTagName('url')].map((url) => ({
    loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
    alternates: [...url.getElementsByTagNameNS(XHTML, 'link')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')] as const),
  }))
}

describe('sitemap.xml', () => {
  const urls = parse(sitemapXml(origin))
  const locs = urls.map((u) => u.loc)

  it('lists every indexable page in every locale once', () => {
    expect(urls).toHaveLength(6 * 18)
    expect(new Set(locs).size).toBe(locs.length)
    expect(locs).toContain('https://example.test/')
    expect(locs).toContain('https://example.test/ar')
    expect(locs).toContain('https://example.test/zh-TW/privacy_and_cookie_policy')
  })

  it('leaves out the noindex pages', () => {
    expect(locs.filter((l) => /applycode|auth_action/.test(l))).toEqual([])
  })

  it('gives each URL its full set of alternates, itself and x-default included', () => {
    for (const url of urls) {
      const hrefs = new Map(url.alternates)
      expect(url.alternates).toHaveLength(38)
      expect([...hrefs.values()]).toContain(url.loc)
      expect(hrefs.get('x-default')).toMatch(/^https:\/\/example\.test\/(?!ar|de)/)
    }
    const promo = urls.find((u) => u.loc === 'https://example.test/de/promo')
    expect(new Map(promo?.alternates).get('x-default')).toBe('https://example.test/promo')
    expect(new Map(promo?.alternates).get('ja-JP')).toBe('https://example.test/ja/promo')
  })
})

describe('robots.txt', () => {
  it('allows crawling and points at the sitemap by absolute URL', () => {
    const robots = robotsTxt(origin)
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).toMatch(/^Allow: \/$/m)
    expect(robots).toMatch(/^Sitemap: https:\/\/example\.test\/sitemap\.xml$/m)
    expect(robots).not.toMatch(/^Disallow: \/\S/m)
  })
})
