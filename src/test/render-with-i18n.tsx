import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'

/** Renders with an English Lingui instance: messages show their source text, as in `en`. */
export function renderWithI18n(ui: ReactElement) {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>)
}
