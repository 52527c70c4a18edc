import { act } from 'react'
import { renderToString } from 'react-dom/server'
import { hydrateRoot } from 'react-dom/client'
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { screen, waitFor, within } from '@testing-library/react'
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
const pageUrl = 'https://kinemo.app/de/getkinemo'
const PLAY_DE = `${STORES.android.url}&hl=de`

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1'
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0.0.0 Mobile Safari/537.36'
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0.0.0 Safari/537.36'

function useUserAgent(userAgent: string) {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent)
}

/** What Chrome's `navigator.getInstalledRelatedApps()` answers; `undefined` removes the API. */
function stubInstalledApps(answer: (() => Promise<unknown>) | undefined) {
  if (answer) Object.defineProperty(window.navigator, 'getInstalledRelatedApps', { value: answer, configurable: true })
  else Reflect.deleteProperty(window.navigator, 'getInstalledRelatedApps')
}

function variant(name: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`.store-lead__variant[data-variant="${name}"]`)
  if (!element) throw new Error(`no ${name} variant`)
  return element
}

const hrefs = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'))

function renderLead() {
  renderWithI18n(<StoreLead content={content} pageUrl={pageUrl} qr={drawQr(pageUrl)} locale="de" />)
}

afterEach(() => {
  stubInstalledApps(undefined)
  delete document.documentElement.dataset.platform
  document.body.innerHTML = ''
})

describe('StoreLead', () => {
  it('has a variant per platform, each leading with its store, the phone ones flagged, the desktop one with the QR code', () => {
    useUserAgent(WINDOWS)
    renderLead()
    expect(hrefs(variant('ios'))).toEqual([STORES.ios.url, PLAY_DE])
    expect(hrefs(variant('android'))).toEqual([PLAY_DE, STORES.ios.url])
    expect(hrefs(variant('desktop'))).toEqual([STORES.ios.url, PLAY_DE])
    expect(within(variant('ios')).getAllByRole('link')[0]).toHaveAccessibleName(/App Store/)
    expect(within(variant('android')).getAllByRole('link')[0]).toHaveAccessibleName(/Google Play/)
    for (const name of ['ios', 'android']) expect(within(variant(name)).getByText('Recommended for your device')).toBeInTheDocument()
    expect(within(variant('desktop')).queryByText('Recommended for your device')).toBeNull()
    expect(within(variant('desktop')).getByRole('img', { name: `QR code that opens ${pageUrl}` })).toBeInTheDocument()
    expect(within(variant('ios')).queryByRole('img')).toBeNull()
  })

  it.each([
    [IPHONE, 'ios'],
    [ANDROID, 'android'],
    [WINDOWS, 'desktop'],
  ])('marks <html> with the platform the CSS shows (a navigation here has no head script): %s', (userAgent, platform) => {
    useUserAgent(userAgent)
    renderLead()
    expect(document.documentElement.dataset.platform).toBe(platform)
  })

  it('renders the same markup on the server and in every browser, so hydration has nothing to correct', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
    const tree = (
      <I18nProvider i18n={i18n}>
        <StoreLead content={content} pageUrl={pageUrl} qr={drawQr(pageUrl)} locale="de" />
      </I18nProvider>
    )
    const html = renderToString(tree)
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
    expect(container.innerHTML).toBe(html)
    expect(document.documentElement.dataset.platform).toBe('ios')
  })
})

describe('StoreLead with the Android app installed', () => {
  const intent = `intent://kinemo.app/de/applycode#Intent;scheme=https;package=${STORES.android.id};S.browser_fallback_url=${encodeURIComponent(PLAY_DE)};end`

  it('turns the Android main button into "Open Kinemo", which opens the app through an intent', async () => {
    useUserAgent(ANDROID)
    stubInstalledApps(() => Promise.resolve([{ platform: 'play', id: STORES.android.id, url: STORES.android.url }]))
    renderLead()
    const open = await within(variant('android')).findByRole('link', { name: 'Open Kinemo' })
    expect(open).toHaveAttribute('href', intent)
    // The card below it still offers the other store, and the other variants are as they were.
    expect(hrefs(variant('android'))).toEqual([intent, STORES.ios.url])
    expect(hrefs(variant('desktop'))).toEqual([STORES.ios.url, PLAY_DE])
  })

  it.each([
    ['reports no app', () => Promise.resolve([])],
    ['reports another app', () => Promise.resolve([{ platform: 'play', id: 'com.example.other' }])],
    ['refuses', () => Promise.reject(new DOMException('not allowed', 'InvalidStateError'))],
    ['answers oddly', () => Promise.resolve('app.kinemo.android')],
  ])('keeps the Play badge where the browser %s', async (_, answer) => {
    useUserAgent(ANDROID)
    const asked = vi.fn(answer)
    stubInstalledApps(asked)
    renderLead()
    await waitFor(() => expect(asked).toHaveBeenCalled())
    await act(() => Promise.resolve())
    expect(hrefs(variant('android'))).toEqual([PLAY_DE, STORES.ios.url])
    expect(screen.queryByRole('link', { name: 'Open Kinemo' })).toBeNull()
  })

  it('keeps the Play badge where the browser has no such API', async () => {
    useUserAgent(ANDROID)
    renderLead()
    await act(() => Promise.resolve())
    expect(hrefs(variant('android'))).toEqual([PLAY_DE, STORES.ios.url])
  })

  it('does not ask off Android', async () => {
    useUserAgent(WINDOWS)
    const asked = vi.fn(() => Promise.resolve([{ platform: 'play', id: STORES.android.id }]))
    stubInstalledApps(asked)
    renderLead()
    await act(() => Promise.resolve())
    expect(asked).not.toHaveBeenCalled()
    expect(screen.queryByRole('link', { name: 'Open Kinemo' })).toBeNull()
  })
})
