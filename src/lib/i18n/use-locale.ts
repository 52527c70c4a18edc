import type { I18n } from '@lingui/core'
import { rootRouteId, useParams, useRouteContext } from '@tanstack/react-router'
import { contextI18n } from './catalog'
import { DEFAULT_LOCALE, type LocaleCode } from './locales'

/**
 * The locale of the rendered page, from its URL. During a navigation it stays the old
 * page's locale until the new page commits, so data hooks never ask for a payload early.
 */
export function usePageLocale(): LocaleCode {
  const { lang } = useParams({ strict: false })
  return lang ?? DEFAULT_LOCALE
}

/**
 * The i18n instance of the rendered page's catalog, which the root route's context names. Like the
 * locale, it changes in the same render as the page, never ahead of it.
 */
export function usePageI18n(): I18n {
  return useRouteContext({ from: rootRouteId, select: contextI18n })
}
