import type { LocaleCode } from '@/lib/i18n/locales'

/**
 * Whether the served HTML was rendered in `locale`. Every prerendered page is; only the host's
 * shared 404.html (English) is served under other languages' prefixes.
 */
export function documentMatchesLocale(doc: Document, locale: LocaleCode): boolean {
  return doc.documentElement.lang === locale
}
