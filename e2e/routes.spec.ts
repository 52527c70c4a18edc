import { expect, test } from '@playwright/test'
import { LOCALES } from '../src/lib/i18n/locale-table.ts'
import { PAGE_LIST } from '../src/lib/content/pages.ts'
import { pagePath } from '../src/lib/paths/site-paths.ts'
import { readHostingBuild } from '../scripts/hosting/config.ts'
import { baseURL } from '../playwright.config.ts'

const h1 = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim() ?? ''

test.describe('every page in every locale', () => {
  for (const locale of LOCALES) {
    test(`${locale.code}: the 8 pages answer 200 with lang, dir and a heading in that language`, async ({ request }) => {
      for (const page of PAGE_LIST) {
        const path = pagePath(locale.code, page.key)
        const response = await request.get(path)
        expect(response.status(), path).toBe(200)
        const html = await response.text()
        expect(html, path).toContain(`<html lang="${locale.code}" dir="${locale.dir}"`)
        const heading = h1(html)
        expect(heading, path).not.toBe('')
        if (locale.code !== 'en') {
          const english = h1(await (await request.get(pagePath('en', page.key))).text())
          expect(heading, `${path} heading is translated`).not.toBe(english)
        }
      }
    })
  }
})

test.describe('unknown paths', () => {
  for (const path of ['/xx', '/en/promo', '/de/nope', '/promo/extra']) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })
  }
})

test.describe('the root redirect', () => {
  // What the served build was made with (.build/hosting-build.json): off by default, so `/` is the
  // home page; with VITE_ROOT_REDIRECT set, Hosting itself answers `/` with the configured status.
  const { site } = readHostingBuild(process.cwd())

  test(
    site.VITE_ROOT_REDIRECT
      ? `/ answers ${site.VITE_ROOT_REDIRECT_STATUS} to ${site.VITE_ROOT_REDIRECT}`
      : '/ is the home page, not a redirect (off by default)',
    async ({ request }) => {
      for (const query of ['', '?utm_source=mail']) {
        const response = await request.get(`${baseURL}/${query}`, { maxRedirects: 0 })
        if (site.VITE_ROOT_REDIRECT) {
          expect(response.status(), query).toBe(site.VITE_ROOT_REDIRECT_STATUS)
          expect(response.headers().location, query).toBe(`${site.VITE_ROOT_REDIRECT}${query}`)
          const target = await request.get(`${baseURL}${site.VITE_ROOT_REDIRECT}`, { maxRedirects: 0 })
          expect(target.status()).toBe(200)
        } else {
          expect(response.status(), query).toBe(200)
          expect(response.headers().location, query).toBeUndefined()
        }
      }
      // The prefixed home pages never redirect.
      for (const path of ['/ar', '/ja', '/de'])
        expect((await request.get(`${baseURL}${path}`, { maxRedirects: 0 })).status(), path).toBe(200)
    },
  )
})
