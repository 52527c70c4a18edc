import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { DEFAULT_LOCALE, localeInfo, type LocaleCode } from './locales'
import { PSEUDO_LOCALE, isPseudo, loadPseudoMessages } from './pseudo'

type CatalogModule = { messages: Messages }
export type CatalogImporter = (file: string) => Promise<CatalogModule>

// One lazily imported chunk per locale; the Lingui Vite plugin compiles the .po file.
const importCatalog: CatalogImporter = (file) => import(`../../locales/${file}/messages.po`)

const loaded = new Map<LocaleCode, Messages>()

export function createI18n(): I18n {
  return setupI18n()
}

/** Loads a locale's messages once and caches them for every later activation. */
export async function loadMessages(code: LocaleCode, importer: CatalogImporter = importCatalog): Promise<Messages> {
  const cached = loaded.get(code)
  if (cached) return cached
  const { messages } = await importer(localeInfo(code).file)
  loaded.set(code, messages)
  return messages
}

/**
 * Makes `code` the active locale of `i18n`, loading its catalog first, so nothing ever
 * renders in the previous language or with missing messages.
 */
export async function activateLocale(i18n: I18n, code: LocaleCode, importer?: CatalogImporter): Promise<void> {
  // Development only (see TRANSLATING.md): the pseudo-locale stands in for English.
  if (import.meta.env.DEV && code === DEFAULT_LOCALE && isPseudo(i18n)) {
    if (i18n.locale === PSEUDO_LOCALE) return
    i18n.load(PSEUDO_LOCALE, await loadPseudoMessages())
    i18n.activate(PSEUDO_LOCALE)
    return
  }
  if (i18n.locale === code) return
  const messages = await loadMessages(code, importer)
  i18n.load(code, messages)
  i18n.activate(code)
}

export function isActive(i18n: I18n, code: LocaleCode): boolean {
  return i18n.locale === code
}

export { DEFAULT_LOCALE }
