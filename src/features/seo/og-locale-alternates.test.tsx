import { render } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { OpenGraphLocaleAlternates } from './og-locale-alternates'

function alternatesFor(locale: string) {
  const i18n = setupI18n({ locale, messages: { [locale]: {} } })
  const { unmount } = render(
    <I18nProvider i18n={i18n}>
      <OpenGraphLocaleAlternates />
    </I18nProvider>,
  )
  // React places <meta> in the document head wherever it is rendered.
  const contents = [...document.head.querySelectorAll('meta[property="og:locale:alternate"]')].map((m) => m.getAttribute('content'))
  unmount()
  return contents
}

describe('og:locale:alternate', () => {
  it('lists the 17 other locales in Open Graph form, not the page’s own', () => {
    const alternates = alternatesFor('de')
    expect(alternates).toHaveLength(17)
    expect(alternates).not.toContain('de_DE')
    expect(alternates).toContain('en_US')
    expect(alternates).toContain('zh_TW')
  })

  it('follows the active locale', () => {
    expect(alternatesFor('pt')).not.toContain('pt_BR')
    expect(alternatesFor('pt')).toContain('de_DE')
  })
})
