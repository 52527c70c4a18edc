import { describe, expect, it } from 'vitest'
import { STORES } from '@/config/site'
import * as env from '@/config/env'
import { appPaths } from '@/lib/paths/app-paths'
import { LOCALE_CODES } from '@/lib/i18n/locales'
import { appLinkUrl, installedAppLink, openAppIntent, playAppInstalled } from './installed-app'

/** A navigator whose `getInstalledRelatedApps` answers so; `undefined` for a browser without it. */
function browser(answer?: () => Promise<unknown>): Navigator {
  const nav = Object.create(window.navigator) as Navigator
  if (answer) Object.defineProperty(nav, 'getInstalledRelatedApps', { value: answer })
  return nav
}

const play = `${STORES.android.url}&hl=ja`

describe('playAppInstalled', () => {
  it('is true only when the browser lists the Play app by its package', async () => {
    expect(await playAppInstalled(browser(() => Promise.resolve([{ platform: 'play', id: STORES.android.id, version: '5.2' }])))).toBe(true)
    expect(await playAppInstalled(browser(() => Promise.resolve([])))).toBe(false)
    expect(await playAppInstalled(browser(() => Promise.resolve([{ platform: 'webapp', id: 'https://kinemo.app/' }])))).toBe(false)
  })

  it('is false without the API, when it throws, or when it answers something else', async () => {
    expect(await playAppInstalled(browser())).toBe(false)
    expect(await playAppInstalled(browser(() => Promise.reject(new Error('not in a top-level context'))))).toBe(false)
    expect(await playAppInstalled(browser(() => Promise.resolve(null)))).toBe(false)
    expect(await playAppInstalled(browser(() => Promise.resolve([null, 'app.kinemo.android'])))).toBe(false)
  })
})

describe('appLinkUrl', () => {
  it("is the page's language's /applycode at the canonical origin, a path the app claims, without a query", () => {
    expect(appLinkUrl('en', 'https://kinemo.app')).toBe('https://kinemo.app/applycode')
    expect(appLinkUrl('ar', 'https://kinemo.app')).toBe('https://kinemo.app/ar/applycode')
    expect(appLinkUrl('zh-TW', 'https://kinemo.app')).toBe('https://kinemo.app/zh-TW/applycode')
    for (const locale of LOCALE_CODES) {
      const url = new URL(appLinkUrl(locale))
      expect(url.origin, locale).toBe(new URL(env.VITE_SITE_URL).origin)
      expect(appPaths(), locale).toContain(url.pathname)
      expect(url.search + url.hash, locale).toBe('')
    }
  })
})

describe('openAppIntent', () => {
  it("names the app's URL, the https scheme, the package and the Play listing as the fallback, in Chrome's intent syntax", () => {
    expect(openAppIntent('https://kinemo.app/ja/applycode', play)).toBe(
      'intent://kinemo.app/ja/applycode#Intent;scheme=https;package=app.kinemo.android;' +
        'S.browser_fallback_url=https%3A%2F%2Fplay.google.com%2Fstore%2Fapps%2Fdetails%3Fid%3Dapp.kinemo.android%26hl%3Dja;end',
    )
  })

  it("is offered only when the app is installed, naming the language's /applycode, which the app claims, never /getkinemo", async () => {
    const installed = browser(() => Promise.resolve([{ platform: 'play', id: STORES.android.id }]))
    const host = new URL(env.VITE_SITE_URL).host
    expect(await installedAppLink(installed, 'ja', play)).toBe(
      `intent://${host}/ja/applycode#Intent;scheme=https;package=${STORES.android.id};S.browser_fallback_url=${encodeURIComponent(play)};end`,
    )
    expect(await installedAppLink(installed, 'en', play)).toMatch(new RegExp(`^intent://${host.replaceAll('.', '\\.')}/applycode#Intent;`))
    expect(await installedAppLink(installed, 'en', play)).not.toContain('getkinemo')
    expect(await installedAppLink(browser(), 'ja', play)).toBeUndefined()
  })
})
