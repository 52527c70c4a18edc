import type { ReactNode } from 'react'
import { I18nProvider } from '@lingui/react'
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import { loadCatalog } from '@/lib/i18n/catalog'
import type { LocaleCode } from '@/lib/i18n/locales'

/**
 * Renders inside a one-route router on the locale's home, with the real catalog: for components
 * that read the router (links, matches). Resolves with the page's first heading once it shows.
 */
export async function renderInRouter(locale: LocaleCode, element: () => ReactNode) {
  const i18n = await loadCatalog(locale)
  const rootRoute = createRootRoute({ component: () => <I18nProvider i18n={i18n}>{element()}</I18nProvider> })
  const path = locale === 'en' ? '/' : `/${locale}`
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) })
  render(<RouterProvider router={router} />)
  return screen.findByRole('heading', { level: 1 })
}
