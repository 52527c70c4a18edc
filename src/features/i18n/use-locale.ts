import { useParams } from '@tanstack/react-router'
import { DEFAULT_LOCALE, type LocaleCode } from './locales'

/**
 * The locale of the rendered page, from its URL. During a navigation it stays the old
 * page's locale until the new page commits, so data hooks never ask for a payload early.
 */
export function usePageLocale(): LocaleCode {
  const { lang } = useParams({ strict: false })
  return lang ?? DEFAULT_LOCALE
}
