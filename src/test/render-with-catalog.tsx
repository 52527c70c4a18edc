import type { ReactElement } from 'react'
import { I18nProvider } from '@lingui/react'
import { render } from '@testing-library/react'
import { loadCatalog } from '@/lib/i18n/catalog'
import type { LocaleCode } from '@/lib/i18n/locales'

/** Renders with a locale's real compiled catalog, so tests read the translated text a visitor would. */
export async function renderWithCatalog(ui: ReactElement, locale: LocaleCode = 'en') {
  const i18n = await loadCatalog(locale)
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>)
}
