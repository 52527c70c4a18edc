import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nProvider } from '@lingui/react'
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { loadCatalog } from '@/lib/i18n/catalog'
import { LanguageSwitcher } from './language-switcher'

async function renderAt(url: string) {
  const i18n = await loadCatalog('de')
  const rootRoute = createRootRoute({
    component: () => (
      <I18nProvider i18n={i18n}>
        <Outlet />
      </I18nProvider>
    ),
  })
  const langRoute = createRoute({ getParentRoute: () => rootRoute, path: '{-$lang}', component: () => <Outlet /> })
  const promoRoute = createRoute({ getParentRoute: () => langRoute, path: 'promo', component: () => <LanguageSwitcher /> })
  const router = createRouter({
    routeTree: rootRoute.addChildren([langRoute.addChildren([promoRoute])]),
    history: createMemoryHistory({ initialEntries: [url] }),
  })
  render(<RouterProvider router={router} />)
  await screen.findByRole('button')
  return router
}

describe('language switcher', () => {
  it('links every language to the same page, query and hash, English unprefixed', async () => {
    await renderAt('/de/promo?code=ABC#terms')
    const list = screen.getByRole('list', { hidden: true })
    const links = within(list).getAllByRole('link', { hidden: true })
    expect(links).toHaveLength(18)
    expect(within(list).getByRole('link', { name: '日本語', hidden: true })).toHaveAttribute('href', '/ja/promo?code=ABC#terms')
    expect(within(list).getByRole('link', { name: 'English', hidden: true })).toHaveAttribute('href', '/promo?code=ABC#terms')
    expect(within(list).getByRole('link', { name: 'Deutsch', hidden: true })).toHaveAttribute('aria-current', 'true')
    expect(within(list).getByRole('link', { name: 'English', hidden: true })).not.toHaveAttribute('aria-current')
  })

  it('switches in place on a click, closes the menu and keeps focus on its button', async () => {
    const router = await renderAt('/de/promo?code=ABC')
    const user = userEvent.setup()
    const button = screen.getByRole('button')
    await user.click(button)
    await user.click(screen.getByRole('link', { name: 'Français' }))
    await expect.poll(() => router.state.location.href).toBe('/fr/promo?code=ABC')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()
  })
})
