/**
 * The build splits each Inter file into the characters the site writes (which pages preload) and the
 * rest (scripts/font-subsets.ts). A page whose text, list markers or line breaks reached into the
 * rest would download a second face of the same file: the split would cost a request instead of
 * saving bytes.
 */
import { expect, test } from '@playwright/test'
import { LOCALES } from '../src/lib/i18n/locale-table.ts'
import { pagePath } from '../src/lib/paths/site-paths.ts'
import { gotoHydrated } from './support.ts'

/** `inter-latin-wght-normal` of `/assets/inter-latin-wght-normal-DLcSdzaG.woff2`: the font file a built face was cut from. */
const sourceOf = (path: string) => /\/([a-z0-9-]+?)-[A-Za-z0-9_-]{8}\.woff2$/.exec(path)?.[1] ?? path

for (const locale of LOCALES) {
  test(`${locale.code}: each page fetches one face per font file, its preloaded font among them`, async ({ page }) => {
    const fetched: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (path.endsWith('.woff2')) fetched.push(path)
    })
    // Home, a page with lists (promo), the longest legal text (privacy), and the language list opened.
    for (const key of ['home', 'promo', 'privacy_and_cookie_policy'] as const) {
      fetched.length = 0
      await gotoHydrated(page, pagePath(locale.code, key))
      if (key === 'home') {
        await page.locator('header .lang-switcher__button').click()
        await expect(page.locator('.lang-switcher__list')).toBeVisible()
      }
      await page.waitForLoadState('networkidle')
      const preloaded = await page.locator('link[rel="preload"][as="font"]').getAttribute('href')
      expect(fetched, `${key}: the preloaded font`).toContain(preloaded)
      const sources = fetched.map(sourceOf)
      expect(
        sources.filter((source, i) => sources.indexOf(source) !== i),
        `${key}: ${fetched.join(', ')}`,
      ).toEqual([])
    }
  })
}
