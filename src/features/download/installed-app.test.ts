import { describe, expect, it } from 'vitest'
import { STORES } from '@/config/site'
import { installedAppLink, openAppIntent, playAppInstalled } from './installed-app'

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

describe('openAppIntent', () => {
  it("names the page, the https scheme, the package and the Play listing as the fallback, in Chrome's intent syntax", () => {
    expect(openAppIntent('https://kinemo.app/ja/getkinemo', play)).toBe(
      'intent://kinemo.app/ja/getkinemo#Intent;scheme=https;package=app.kinemo.android;' +
        'S.browser_fallback_url=https%3A%2F%2Fplay.google.com%2Fstore%2Fapps%2Fdetails%3Fid%3Dapp.kinemo.android%26hl%3Dja;end',
    )
  })

  it('is offered only when the app is installed', async () => {
    const installed = browser(() => Promise.resolve([{ platform: 'play', id: STORES.android.id }]))
    expect(await installedAppLink(installed, 'https://kinemo.app/getkinemo', play)).toMatch(/^intent:\/\/kinemo\.app\/getkinemo#Intent;/)
    expect(await installedAppLink(browser(), 'https://kinemo.app/getkinemo', play)).toBeUndefined()
  })
})
