/**
 * Reads all 144 prerendered pages from dist/ (run after the build) and checks the head a search
 * engine or social network sees before any JavaScript runs.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { LOCALES } from '../src/lib/i18n/locale-table.ts'
import { PAGE_LIST } from '../src/lib/content/pages.ts'
import { pagePath } from '../src/lib/paths/site-paths.ts'
import { INDEXABLE_PAGES, NOINDEX_PAGES, ogLocale, pageAlternates, pageUrl } from '../src/features/seo/site-urls.ts'
import { structuredDataSchema } from '../src/features/seo/structured-data-schema.ts'
import { SITE } from '../src/config/site.ts'
import { outputFileFor } from '../scripts/build/prerender-lib.ts'
import { SITE_ORIGIN, parseHead, type HeadSnapshot } from './head-snapshot.ts'

const dist = resolve(import.meta.dirname, '../dist')
const pages = LOCALES.flatMap((locale) => PAGE_LIST.map((p) => ({ locale, page: p.key, path: pagePath(locale.code, p.key) })))

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): [number, number] {
  const bytes = readFileSync(file)
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)]
}

test('every prerendered page carries a complete, correct head', async ({ page: browser }) => {
  expect(pages).toHaveLength(144)
  const heads = new Map<string, HeadSnapshot>()
  for (const { path } of pages) heads.set(path, await parseHead(browser, readFileSync(join(dist, outputFileFor(path)), 'utf8')))
  const headByUrl = new Map(pages.map(({ locale, page, path }) => [pageUrl(SITE_ORIGIN, locale.code, page), heads.get(path)]))

  for (const { locale, page, path } of pages) {
    const head = heads.get(path)
    if (!head) throw new Error(`No head for ${path}`)
    const own = pageUrl(SITE_ORIGIN, locale.code, page)

    // Safari's Smart App Banner everywhere but on the email links' page, handing the app this page's canonical URL.
    expect(head.meta['apple-itunes-app'] ?? [], path).toEqual(page === 'auth_action' ? [] : [`app-id=6443789012, app-argument=${own}`])
    expect(head.lang, path).toBe(locale.code)
    expect(head.dir, path).toBe(locale.dir)
    expect(head.titles, path).toHaveLength(1)
    expect(head.titles[0]?.trim(), path).toMatch(/Kinemo/)
    expect(head.meta.description, path).toHaveLength(1)
    expect(head.meta.description?.[0]?.length, path).toBeGreaterThan(20)

    expect(head.canonical, path).toEqual([own])
    expect(head.meta['og:url'], path).toEqual([own])
    expect(head.meta['og:title'], path).toEqual(head.titles)
    expect(head.meta['og:type'], path).toEqual(['website'])
    expect(head.meta['og:site_name'], path).toEqual(['Kinemo'])
    expect(head.meta['og:locale'], path).toEqual([ogLocale(locale.iso)])
    expect(head.meta['og:locale:alternate']?.sort(), path).toEqual(
      LOCALES.filter((l) => l !== locale)
        .map((l) => ogLocale(l.iso))
        .sort(),
    )
    expect(head.meta['og:image'], path).toEqual([`${SITE_ORIGIN}/og-image.png`])
    expect(head.meta['og:image:width'], path).toEqual(['894'])
    expect(head.meta['og:image:height'], path).toEqual(['651'])
    expect(head.meta['og:image:alt']?.[0]?.length, path).toBeGreaterThan(20)
    expect(head.meta['twitter:card'], path).toEqual(['summary_large_image'])
    expect(head.meta['twitter:site'], path).toEqual(['@kinemoapp'])
    // The browser's toolbar follows the scheme from the first paint: one theme colour per scheme.
    expect(head.themeColors, path).toEqual([
      ['(prefers-color-scheme: light)', SITE.themeColor.light],
      ['(prefers-color-scheme: dark)', SITE.themeColor.dark],
    ])

    // The full set: every locale by iso, language catch-alls, x-default; and each one links back.
    const expected = pageAlternates(SITE_ORIGIN, page).map((a) => [a.hreflang, a.href])
    expect(head.alternates.sort(), path).toEqual(expected.sort())
    expect(new Map(head.alternates).get('x-default'), path).toBe(pageUrl(SITE_ORIGIN, 'en', page))
    for (const [, href] of head.alternates) {
      const target = headByUrl.get(href)
      expect(target, `${path} -> ${href}`).toBeDefined()
      expect(
        target?.alternates.map(([, h]) => h),
        `${href} links back to ${own}`,
      ).toContain(own)
    }

    expect(head.jsonLd, path).toHaveLength(1)
    const data = structuredDataSchema.safeParse(JSON.parse(head.jsonLd[0] ?? ''))
    expect(data.error?.issues ?? [], path).toEqual([])
    expect(data.data?.['@graph'][1].inLanguage, path).toBe(locale.iso)
    expect(data.data?.['@graph'][2].inLanguage, path).toBe(locale.iso)

    expect(head.meta.robots ?? [], path).toEqual(NOINDEX_PAGES.includes(page) ? ['noindex'] : [])

    for (const asset of [...head.stylesheets, ...head.preloads]) expect(existsSync(join(dist, asset)), `${path}: ${asset}`).toBe(true)
  }

  expect(heads.get('/')?.titles).toEqual(['Introducing Kinemo'])
  expect(pngSize(join(dist, 'og-image.png'))).toEqual([894, 651])
})

test('the icons and the manifest the heads link to exist at their sizes', () => {
  expect(pngSize(join(dist, 'favicon-16x16.png'))).toEqual([16, 16])
  expect(pngSize(join(dist, 'favicon-32x32.png'))).toEqual([32, 32])
  expect(pngSize(join(dist, 'apple-touch-icon.png'))).toEqual([180, 180])
  expect(existsSync(join(dist, 'favicon.svg'))).toBe(true)
  const manifest = JSON.parse(readFileSync(join(dist, 'manifest.webmanifest'), 'utf8')) as { icons: { src: string; sizes: string }[] }
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size)
    expect(icon, size).toBeDefined()
    expect(pngSize(join(dist, icon?.src ?? '')).join('x')).toBe(size)
  }
})

test('sitemap.xml lists exactly the indexable pages with alternates, and robots.txt points at it', () => {
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8')
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
  const expected = LOCALES.flatMap((l) => INDEXABLE_PAGES.map((p) => pageUrl(SITE_ORIGIN, l.code, p)))
  expect(locs.sort()).toEqual(expected.sort())
  expect(sitemap.match(/hreflang="x-default"/g)).toHaveLength(expected.length)
  expect(readFileSync(join(dist, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`)
})
