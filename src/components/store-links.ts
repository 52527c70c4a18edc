import { STORES, type StoreKey } from '@/config/site'
import type { LocaleCode } from '@/lib/i18n/locales'

/**
 * Google Play's `hl` (its interface language) for a page language: Google's code for the language,
 * with the region or script where Play has more than one. The site's codes are those already, but for
 * its Portuguese, which is Brazil's; zh-CN and zh-TW name simplified and traditional Chinese.
 */
export function playLanguage(locale: LocaleCode): string {
  return locale === 'pt' ? 'pt-BR' : locale
}

/**
 * A store's listing, in the page's language where the store takes one: Play's `hl`. Apple documents
 * no language parameter for App Store links (the store follows the device), so that link is as configured.
 */
export function storeUrl(store: StoreKey, locale: LocaleCode): string {
  return store === 'ios' ? STORES.ios.url : `${STORES.android.url}&hl=${playLanguage(locale)}`
}
