import { matchTag } from '@/lib/i18n/detect'
import { readLocaleCookie } from '@/lib/i18n/cookie'
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

/** The language to offer on a page in `page`, if the visitor has not chosen one and prefers another. */
export function offeredLocale(page: LocaleCode, visitor: { choseBefore: boolean; languages: readonly unknown[] }): LocaleCode | undefined {
  if (visitor.choseBefore) return undefined
  const preferred = preferredLocale(visitor.languages)
  return preferred === page ? undefined : preferred
}

/**
 * Whether the visitor had chosen a language before this page: read as the app's code first runs,
 * before the page writes its own cookie (root-document.tsx), so only a first visit's first page
 * can offer. A tampered value counts as no choice, as on `/`.
 */
export const choseLanguageBefore: boolean = typeof document !== 'undefined' && readLocaleCookie(document.cookie) !== undefined

/** The browser's list, or its one language where the list is missing or empty. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language]
}
