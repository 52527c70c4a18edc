import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { setupI18n } from '@lingui/core'
import { loadCatalog } from '@/lib/i18n/catalog'
import { FatalBoundary } from './fatal-boundary'

function BrokenErrorPage(): never {
  throw new Error('the error page failed too')
}

describe('fatal boundary', () => {
  beforeEach(() => {
    // React reports the caught error; the boundary's own output is what matters here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
  })

  afterEach(() => {
    window.history.replaceState(null, '', '/')
  })

  it('shows the last-resort text and a plain link home when the error page fails', () => {
    render(
      <FatalBoundary>
        <BrokenErrorPage />
      </FatalBoundary>,
    )
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('An error occurred while showing the error page')
    expect(screen.getByRole('link', { name: 'Go back to home' })).toHaveAttribute('href', '/')
  })

  it("speaks the page's language and links to that language's home", async () => {
    for (const [locale, title, home] of [
      ['de', 'Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten', 'Zurück zur Startseite'],
      ['ar', 'حدث خطأ أثناء عرض صفحة الخطأ', 'العودة إلى الصفحة الرئيسية'],
    ] as const) {
      window.history.replaceState(null, '', `/${locale}/promo`)
      const i18n = await loadCatalog(locale)
      const { unmount } = render(
        <FatalBoundary i18n={i18n}>
          <BrokenErrorPage />
        </FatalBoundary>,
      )
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title)
      expect(screen.getByRole('link', { name: home })).toHaveAttribute('href', `/${locale}`)
      unmount()
    }
  })

  it('falls back to English when no catalog could be loaded', () => {
    render(
      <FatalBoundary i18n={setupI18n()}>
        <BrokenErrorPage />
      </FatalBoundary>,
    )
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('An error occurred while showing the error page')
  })

  it('renders its children while nothing fails', () => {
    render(
      <FatalBoundary>
        <p>Fine</p>
      </FatalBoundary>,
    )
    expect(screen.getByText('Fine')).toBeInTheDocument()
  })
})
