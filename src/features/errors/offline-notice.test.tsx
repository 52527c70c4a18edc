import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nProvider } from '@lingui/react'
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter, useRouter } from '@tanstack/react-router'
import { onlineManager } from '@tanstack/react-query'
import { loadCatalog } from '@/lib/i18n/catalog'
import { OfflineNotice } from './offline-notice'

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'))
  })
}

/** A client-side link, as the site's typed links are (this test router has its own routes). */
function OfferLink() {
  const router = useRouter()
  return (
    <a
      href="/promo"
      onClick={(event) => {
        event.preventDefault()
        void router.navigate({ href: '/promo' })
      }}
    >
      Offer
    </a>
  )
}

async function renderSite() {
  const i18n = await loadCatalog('en')
  const rootRoute = createRootRoute({
    component: () => (
      <I18nProvider i18n={i18n}>
        <Outlet />
        <OfflineNotice />
      </I18nProvider>
    ),
  })
  const formPage = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => (
      <main>
        <h1>Redeem your code</h1>
        <label>
          Promo code <input name="code" />
        </label>
        <OfferLink />
      </main>
    ),
  })
  const promoPage = createRoute({
    getParentRoute: () => rootRoute,
    path: '/promo',
    // Like a page payload: it needs the network.
    loader: () => {
      if (!navigator.onLine) throw new TypeError('Failed to fetch')
      return { title: 'Offer' }
    },
    component: () => <h1>Kinemo Pro offer</h1>,
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([formPage, promoPage]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  render(<RouterProvider router={router} />)
  await screen.findByRole('heading', { name: 'Redeem your code' })
  return router
}

describe('offline notice', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    onlineManager.setOnline(true)
  })

  it('shows a polite banner while offline and removes it when the connection returns', async () => {
    await renderSite()
    const status = screen.getByRole('status')
    expect(status).toBeEmptyDOMElement()
    setOnline(false)
    expect(status).toHaveTextContent("You're offline. Pages you have already opened still work.")
    setOnline(true)
    expect(status).toBeEmptyDOMElement()
  })

  it('holds a navigation back while offline, keeping what was typed, and retries once online', async () => {
    const user = userEvent.setup()
    const router = await renderSite()
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'WINTER-2026')
    setOnline(false)

    await user.click(screen.getByRole('link', { name: 'Offer' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("This page can't be opened while you're offline. Anything you've entered here is kept.")
    expect(router.state.location.pathname).toBe('/')
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveValue('WINTER-2026')

    setOnline(true)
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Kinemo Pro offer' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('lets a navigation through offline when the page can be shown from what is already loaded', async () => {
    const user = userEvent.setup()
    const router = await renderSite()
    await router.preloadRoute({ to: '/promo' })
    setOnline(false)
    await user.click(screen.getByRole('link', { name: 'Offer' }))
    expect(await screen.findByRole('heading', { name: 'Kinemo Pro offer' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
