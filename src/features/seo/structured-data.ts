import { SITE, STORES } from '../../config/site.ts'
import type { LocaleCode } from '../../lib/i18n/locale-table.ts'
import { absoluteUrl, pageUrl } from './site-urls.ts'
import type { StructuredData } from './structured-data-schema.ts'

/** The square app icon doubles as the company logo in search results. */
const LOGO = { path: '/icon-512.png', width: 512, height: 512 } as const

export interface StructuredDataInput {
  origin: string
  locale: LocaleCode
  /** BCP 47 tag of the page's language. */
  iso: string
  /** Translated one-line descriptions of the site and of the app. */
  siteDescription: string
  appDescription: string
}

/**
 * schema.org graph of every page: the company, the localized website and the app, linked by @id.
 * Texts are in the page's language; names are the untranslated product and company names.
 */
export function structuredData(input: StructuredDataInput): StructuredData {
  const { origin, locale, iso } = input
  const organizationId = absoluteUrl(origin, '/#organization')
  const home = pageUrl(origin, locale, 'home')
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': organizationId,
        name: SITE.company,
        url: absoluteUrl(origin, '/'),
        logo: { '@type': 'ImageObject', url: absoluteUrl(origin, LOGO.path), width: LOGO.width, height: LOGO.height },
        sameAs: Object.values(SITE.social),
      },
      {
        '@type': 'WebSite',
        '@id': `${home}#website`,
        url: home,
        name: SITE.name,
        description: input.siteDescription,
        inLanguage: iso,
        publisher: { '@id': organizationId },
      },
      {
        '@type': 'MobileApplication',
        '@id': absoluteUrl(origin, '/#app'),
        name: SITE.name,
        description: input.appDescription,
        inLanguage: iso,
        url: pageUrl(origin, locale, 'getkinemo'),
        image: absoluteUrl(origin, SITE.previewImage.path),
        operatingSystem: `${STORES.ios.minOs}+, ${STORES.android.minOs}+`,
        applicationCategory: 'MultimediaApplication',
        downloadUrl: [STORES.ios.url, STORES.android.url],
        offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
        publisher: { '@id': organizationId },
      },
    ],
  }
}

/** JSON for an inline script: `<` escaped so no text can close the script element early. */
export function serializeJsonLd(data: StructuredData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
