import { act } from 'react'
import { renderToString } from 'react-dom/server'
import { hydrateRoot } from 'react-dom/client'
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { STORES } from '@/config/site'
import { renderWithI18n } from '@/test/render-with-i18n'
import { StoreLead } from './download-page'
import { drawQr } from '../../../scripts/build/qr-drawing'
import type { DownloadContent } from './download-content'

const content: DownloadContent = {
  hero: { title: 'Get Kinemo', lead: 'Free on iPhone, iPad and Android.' },
  stores: {
    ios: { device: 'For iPhone and iPad', requirement: 'Requires iOS 15 or later' },
    android: { device: 'For Android phones and tablets', requirement: 'Requires Android 8.0 or later' },
  },
  qr: { title: 'On your computer?', body: 'Scan the code with your phone.' },
  requirements: { heading: 'System requirements', platforms: [] },
  whatsNew: { heading: "What's new", version: '5.2', date: '2026-11-12', items: ['Graph editor'] },
  plans: {
    heading: 'Plans',
    free: { name: 'Kinemo', price: 'Free', items: ['All tools'] },
    pro: { name: 'Kinemo Pro', price: 'Monthly', items: ['No watermark'] },
  },
}
const pageUrl = 'https://kinemo.app/getkinemo'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1'
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0.0.0 Mobile Safari/537.36'
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0.0.0 Safari/537.36'

function useUserAgent(userAgent: string) {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent)
}

/** Store links a visitor can reach: the shown variant only (the others are inert). */
function visibleStoreLinks(): HTMLElement[] {
  return screen.getAllByRole('link').filter((link) => !link.closest('[inert]'))
}

afterEach(() => {
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

describe('StoreLead', () => {
  it('leads with the App Store on an iPhone, Google Play second, and no QR code', () => {
    useUserAgent(IPHONE)
    renderWithI18n(<StoreLead content={content} pageUrl={pageUrl} qr={drawQr(pageUrl)} />)
    const links = visibleStoreLinks()
    expect(links.map((l) => l.getAttribute('href'))).toEqual([STORES.ios.url, STORES.android.url])
    expect(links[0]).toHaveAccessibleName(/App Store/)
    expect(screen.getByText('Recommended for your device', { ignore: '[inert] *' })).toBeVisible()
    expect(screen.getByRole('img', { hidden: true, name: `QR code that opens ${pageUrl}` }).closest('[inert]')).not.toBeNull()
  })

  it('leads with Google Play on Android', () => {
    useUserAgent(ANDROID)
    renderWithI18n(<StoreLead content={content} pageUrl={pageUrl} qr={drawQr(pageUrl)} />)
    const links = visibleStoreLinks()
    expect(links.map((l) => l.getAttribute('href'))).toEqual([STORES.android.url, STORES.ios.url])
    expect(links[0]).toHaveAccessibleName(/Google Play/)
  })

  it('shows both stores and a QR code of the page on a computer', () => {
    useUserAgent(WINDOWS)
    renderWithI18n(<StoreLead content={content} pageUrl={pageUrl} qr={drawQr(pageUrl)} />)
    expect(visibleStoreLinks().map((l) => l.getAttribute('href'))).toEqual([STORES.ios.url, STORES.android.url])
    const qr = screen.getByRole('img', { name: `QR code that opens ${pageUrl}` })
    expect(qr.closest('[inert]')).toBeNull()
    expect(screen.queryByText('Recommended for your device', { ignore: '[inert] *' })).toBeNull()
  })

  it('prerenders the neutral desktop variant and switches after hydration without a mismatch', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
    const tree = (
      <I18nProvider i18n={i18n}>
        <StoreLead content={content} pageUrl={pageUrl} qr={drawQr(pageUrl)} />
      </I18nProvider>
    )
    const html = renderToString(tree)
    expect(html).toContain('data-platform="desktop"')

    useUserAgent(IPHONE)
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    // React's act() warns unless the environment says it supports it.
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const recoverable = vi.fn()
    act(() => {
      hydrateRoot(container, tree, { onRecoverableError: recoverable })
    })
    expect(errors).not.toHaveBeenCalled()
    expect(recoverable).not.toHaveBeenCalled()
    const lead = container.querySelector('.store-lead')
    expect(lead).toHaveAttribute('data-platform', 'ios')
    const active = container.querySelector<HTMLElement>('[data-active="true"]')
    expect(active).toHaveAttribute('data-variant', 'ios')
    expect(within(active as HTMLElement).getAllByRole('link')[0]).toHaveAttribute('href', STORES.ios.url)
  })
})
