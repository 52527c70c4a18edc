import { matchTag } from '@/lib/i18n/detect'
import type { LocaleCode } from '@/lib/i18n/locales'

/**
 * The browser's best supported language, by the root page's detection (`matchTag`, first match
 * wins). Anything odd (`*`, empty, private-use or overlong tags) matches nothing and never throws.
 */
export function preferredLocale(languages: readonly unknown[]): LocaleCode | undefined {
  for (const tag of languages) {
    const match = typeof tag === 'string' ? matchTag(tag) : undefined
    if (match) return match
  }
  return undefined
}

/** The language to offer on a page in `page`: the browser's best match, unless that is the page's own. */
export function offeredLocale(page: LocaleCode, languages: readonly unknown[]): LocaleCode | undefined {
  const preferred = preferredLocale(languages)
  return preferred === page ? undefined : preferred
}

/** The browser's list, or its one language where the list is missing or empty. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language]
}
