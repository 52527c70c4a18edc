import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { loadCatalog } from '@/lib/i18n/catalog'
import type { LocaleCode } from '@/lib/i18n/locales'
import { UnknownMiddlewareError } from '@/features/navigation/middleware'
import { RELOAD_GUARD_KEY } from '@/features/errors/reload-guard'
import { ErrorPage } from './error-page'
import { SiteLayout } from '../../app/layout/site-layout'

class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`)
  }
}

async function renderInRouter(locale: LocaleCode, element: () => ReactNode) {
  const i18n = await loadCatalog(locale)
  const rootRoute = createRootRoute({ component: () => <I18nProvider i18n={i18n}>{element()}</I18nProvider> })
  const path = locale === 'en' ? '/' : `/${locale}`
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) })
  render(<RouterProvider router={router} />)
  return screen.findByRole('heading', { level: 1 })
}

const noReset = () => undefined

describe('error page', () => {
  afterEach(() => {
    sessionStorage.clear()
  })

  it('shows "Unknown middleware {name}" with status 500, translated', async () => {
    const error = new UnknownMiddlewareError('analytics')
    for (const [locale, text] of [
      ['en', 'Unknown middleware analytics'],
      ['de', 'Unbekannte Middleware analytics'],
      ['ar', 'برمجية وسيطة غير معروفة analytics'],
    ] as const) {
      const heading = await renderInRouter(locale, () => <ErrorPage error={error} reset={noReset} />)
      expect(heading).toHaveTextContent(text)
      expect(screen.getByText('500')).toBeInTheDocument()
      expect(screen.queryByRole('button', { name: /try again|erneut/i })).not.toBeInTheDocument()
      document.body.innerHTML = ''
    }
  })

  it('takes a data failure status from the error and offers a retry', async () => {
    const heading = await renderInRouter('en', () => <ErrorPage error={new HttpError(404)} reset={noReset} />)
    expect(heading).toHaveTextContent('This page could not be found')
    expect(screen.getByText('404')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go back to home' })).toHaveAttribute('href', '/')
  })

  it('answers anything without a status with 500', async () => {
    const heading = await renderInRouter('ja', () => <ErrorPage error={new Error('Malformed payload for ja/promo')} reset={noReset} />)
    expect(heading).toHaveTextContent('問題が発生しました')
    expect(screen.getByText('500')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'もう一度試す' })).toBeInTheDocument()
  })

  it('says the visitor is offline when a request failed without a connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const heading = await renderInRouter('en', () => <ErrorPage error={new TypeError('Failed to fetch')} reset={noReset} />)
    expect(heading).toHaveTextContent("You're offline")
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('stops reloading for a missing chunk when this page was just reloaded', async () => {
    sessionStorage.setItem(RELOAD_GUARD_KEY, JSON.stringify({ path: window.location.pathname, at: Date.now() }))
    const error = new TypeError('Failed to fetch dynamically imported module: https://kinemo.app/assets/promo-x.js')
    const heading = await renderInRouter('en', () => <ErrorPage error={error} reset={noReset} />)
    expect(heading).toHaveTextContent('This page could not be loaded')
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument()
  })

  it('shows the header and footer exactly once, whichever level it renders at', async () => {
    await renderInRouter('en', () => <ErrorPage error={new Error('x')} reset={noReset} />)
    expect(screen.getAllByRole('banner')).toHaveLength(1)
    expect(screen.getAllByRole('contentinfo')).toHaveLength(1)
    document.body.innerHTML = ''
    await renderInRouter('en', () => (
      <SiteLayout>
        <ErrorPage error={new Error('x')} reset={noReset} />
      </SiteLayout>
    ))
    expect(screen.getAllByRole('banner')).toHaveLength(1)
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1 })).toHaveTextContent('Something went wrong')
  })
})
