/** Shared with the sitemap build step: relative `.ts` imports only, as build scripts load this under plain Node. */
import { DEFAULT_LOCALE, LOCALES, type LocaleCode } from '../../lib/i18n/locale-table.ts'
import { PAGE_LIST, pagesWhere, type PageKey } from '../../lib/content/pages.ts'
import { pagePath } from '../../lib/paths/site-paths.ts'

export interface Alternate {
  hreflang: string
  href: string
}

/** Pages that search engines must not index (one-off account actions): noindex and out of the sitemap. */
export const NOINDEX_PAGES: readonly PageKey[] = pagesWhere((p) => !p.indexed)

export function isIndexable(page: PageKey): boolean {
  return !NOINDEX_PAGES.includes(page)
}

export const INDEXABLE_PAGES: readonly PageKey[] = PAGE_LIST.map((p) => p.key).filter(isIndexable)

/**
 * Script-level catch-alls for Chinese: a reader whose browser says `zh-HK` or `zh-Hant` belongs
 * on the Traditional version, which the language-only `zh` (Simplified) would not give them.
 */
const SCRIPT_CATCH_ALLS: Readonly<Record<string, LocaleCode>> = { 'zh-Hans': 'zh-CN', 'zh-Hant': 'zh-TW' }

export function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path}`
}

/** The page's own canonical URL in a locale: no query, no hash, no trailing slash. */
export function pageUrl(origin: string, locale: LocaleCode, page: PageKey): string {
  return absoluteUrl(origin, pagePath(locale, page))
}

/** `en-US` -> `en_US`, the form Open Graph expects. */
export function ogLocale(iso: string): string {
  return iso.replace('-', '_')
}

/**
 * Every language version of a page: one per locale (by its iso), a language-only catch-all per
 * language (the first locale of that language in the table wins, so `zh` is Simplified), the
 * Chinese script catch-alls, and `x-default` at the unprefixed English URL. Every page of a set
 * lists the same set, so the annotations are reciprocal.
 */
export function pageAlternates(origin: string, page: PageKey): Alternate[] {
  const alternates: Alternate[] = LOCALES.map((l) => ({ hreflang: l.iso, href: pageUrl(origin, l.code, page) }))
  const languages = new Set<string>()
  for (const locale of LOCALES) {
    const language = locale.iso.split('-')[0] ?? locale.iso
    if (languages.has(language)) continue
    languages.add(language)
    alternates.push({ hreflang: language, href: pageUrl(origin, locale.code, page) })
  }
  for (const [hreflang, code] of Object.entries(SCRIPT_CATCH_ALLS)) alternates.push({ hreflang, href: pageUrl(origin, code, page) })
  alternates.push({ hreflang: 'x-default', href: pageUrl(origin, DEFAULT_LOCALE, page) })
  return alternates
}
