import type { I18n } from '@lingui/core'
import { rootRouteId, useParams, useRouteContext } from '@tanstack/react-router'
import { contextI18n } from './catalog'
import { DEFAULT_LOCALE, type LocaleCode } from './locales'

/** Stays the old page's locale until a navigation commits, so data hooks never ask for a payload early. */
export function usePageLocale(): LocaleCode {
  const { lang } = useParams({ strict: false })
  return lang ?? DEFAULT_LOCALE
}

/** Like the locale, it changes in the same render as the page, never ahead of it. */
export function usePageI18n(): I18n {
  return useRouteContext({ from: rootRouteId, select: contextI18n })
}
