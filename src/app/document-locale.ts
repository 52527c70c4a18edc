import type { LocaleCode } from '@/lib/i18n/locales'

/**
 * Whether the served HTML was rendered in `locale`. Every prerendered page is; only the host's
 * shared 404.html (English) is served under other languages' prefixes, and its first-paint script
 * (scripts/build/not-found-languages.ts) notes the language it was rendered in before showing the path's.
 */
export function documentMatchesLocale(doc: Document, locale: LocaleCode): boolean {
  return (doc.documentElement.dataset.renderedLang ?? doc.documentElement.lang) === locale
}
