/** Build scripts load this file directly, hence relative imports. */
import type { RegisteredRouter, RouteIds } from '@tanstack/react-router'
import { DEFAULT_LOCALE, type LocaleCode } from '../i18n/locale-table.ts'
import { localeFromPathname } from '../i18n/locales.ts'
import { slugForPage, type PageKey } from '../content/pages.ts'

/** Every page route, written with its optional language segment: `/{-$lang}/promo`, from the registered router. */
type PageRouteId = Extract<RouteIds<RegisteredRouter['routeTree']>, `/{-$lang}/${string}`>
/** The index route's id ends in a slash (`/{-$lang}/`); links and paths name it without. */
type WithoutTrailingSlash<T> = T extends `${infer Path}/` ? Path : T
export type LocalizedPath = WithoutTrailingSlash<PageRouteId>

/** `rest` (`''` or `/promo`) under a locale's prefix. */
function inLocale(locale: string, rest: string): string {
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`
  return prefix + rest || '/'
}

export function pagePath(locale: string, key: PageKey): string {
  const slug = slugForPage(key)
  return inLocale(locale, slug ? `/${slug}` : '')
}

/** For places that need a plain string (head tags, QR codes). */
export function localizedPath(to: LocalizedPath, locale: LocaleCode): string {
  return inLocale(locale, to.slice('/{-$lang}'.length))
}

export function swapPathLocale(pathname: string, target: LocaleCode): string {
  const segments = pathname.split('/').filter(Boolean)
  if (localeFromPathname(pathname) !== DEFAULT_LOCALE) segments.shift()
  return inLocale(target, segments.length ? `/${segments.join('/')}` : '')
}

/** Where a page's payload is served: `/payloads/de/promo.json`. */
export function payloadPath(locale: LocaleCode, page: PageKey): string {
  return `/payloads/${locale}/${page}.json`
}
