import type { FileRouteTypes } from '@/routeTree.gen'
import { DEFAULT_LOCALE, type LocaleCode } from '@/lib/i18n/locales'

/** Every page route, written with its optional language segment: `/{-$lang}/promo`. */
export type LocalizedPath = Extract<FileRouteTypes['to'], `/{-$lang}${string}`>

/** The site path of a page in a locale, for places that need a plain string (head tags, sitemaps). */
export function localizedPath(to: LocalizedPath, locale: LocaleCode): string {
  const rest = to.slice('/{-$lang}'.length)
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`
  return prefix + rest || '/'
}
