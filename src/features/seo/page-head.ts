import * as env from '@/config/env'
import { pageRow, type PageKey } from '@/lib/content/pages'
import { STORES } from '@/config/site'
import { promoCodeOf } from '@/lib/promo-code'
import { localeInfo, type LocaleCode } from '@/lib/i18n/locales'
import { contextI18n, localeOf, type CatalogKey } from '@/lib/i18n/catalog'
import type { PageHeadText } from '@/lib/content/head-text'
import { SITE_DESCRIPTION } from './site-description'
import { isIndexable, pageAlternates, pageUrl } from './site-urls'
import { serializeJsonLd, structuredData } from './structured-data'

export interface PageHeadInput {
  origin: string
  locale: LocaleCode
  page: PageKey
  title: string
  description: string
  /** Describes the site and the app in the structured data. */
  siteDescription: string
  /** On /applycode in the browser, the `code` of the router's validated search (see `bannerContent`). */
  bannerCode?: string | undefined
}

/**
 * Safari's Smart App Banner: the app by its App Store id, and the page it should open as its
 * canonical URL, never the query the visitor came with.
 */
export function appBannerContent(url: string): string {
  return `app-id=${STORES.ios.id}, app-argument=${url}`
}

/**
 * The banner's text. The one exception to the canonical URL is /applycode's promo code, and only a
 * code (checked as the form checks it, normalized as the form sends it), never another parameter.
 * Safari reads the meta as the page loads, and Hosting serves one static file, so on a first load
 * the page's inline script (banner-code.inline.js) appends the code to the prerendered meta; in the
 * browser the route's head gives the same text from the router's validated search, so hydration
 * finds the meta as it is (React keeps a head meta only when its content is the same and adds a
 * second one otherwise), and a navigation within the site, or a new `?code=` in the address, updates it.
 */
export function bannerContent(url: string, code: string | undefined): string {
  const content = appBannerContent(url)
  const checked = promoCodeOf(code)
  return checked === undefined ? content : `${content}?code=${checked}`
}

/** Everything page-specific in the head, from already translated texts. */
export function buildPageHead(input: PageHeadInput) {
  const { origin, locale, page, title, description } = input
  const url = pageUrl(origin, locale, page)
  const { iso } = localeInfo(locale)
  const jsonLd = structuredData({ origin, locale, iso, siteDescription: input.siteDescription, appDescription: input.siteDescription })
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      ...(isIndexable(page) ? [] : [{ name: 'robots', content: 'noindex' }]),
      ...(pageRow(page).appBanner ? [{ name: 'apple-itunes-app', content: bannerContent(url, input.bannerCode) }] : []),
      { property: 'og:type', content: 'website' },
      { property: 'og:url', content: url },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
    ],
    links: [
      { rel: 'canonical', href: url },
      ...pageAlternates(origin, page).map(({ hreflang, href }) => ({ rel: 'alternate', hrefLang: hreflang, href })),
    ],
    scripts: [{ type: 'application/ld+json', children: serializeJsonLd(jsonLd) }],
  }
}

/** A page route's match, as its head gets it. */
export interface PageMatch {
  status: string
  _notFound?: boolean | undefined
  context: { catalog?: CatalogKey | undefined }
}

const NO_PAGE_HEAD = { meta: [], links: [], scripts: [] } satisfies ReturnType<typeof buildPageHead>

/**
 * Takes the path's i18n instance from the root's beforeLoad, so titles and URLs cannot disagree,
 * and the page's own texts from its feature (they are in its catalog part, loaded by its loader).
 * The router runs a head for a page that failed or was not found too: it then shows the status
 * page, titled by the root's head, and its catalog part may be what failed, so it adds nothing.
 */
export function pageHead(match: PageMatch, page: PageKey, text: PageHeadText, options: { bannerCode?: string | undefined } = {}) {
  if (match.status !== 'success' || match._notFound === true) return NO_PAGE_HEAD
  const i18n = contextI18n(match.context)
  const locale = localeOf(i18n)
  const siteDescription = i18n._(SITE_DESCRIPTION)
  return buildPageHead({
    origin: env.VITE_SITE_URL,
    locale,
    page,
    title: i18n._(text.title),
    description: text.description ? i18n._(text.description) : siteDescription,
    siteDescription,
    // The server renders the canonical URL: the prerendered file serves every query, and its inline script adds the code.
    bannerCode: import.meta.env.SSR ? undefined : options.bannerCode,
  })
}
