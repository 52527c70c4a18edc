import { expect, test } from '@playwright/test'
import { LOCALES } from '../src/features/i18n/locale-table.ts'
import { PAGE_LIST, pagePath } from '../src/features/content/pages.ts'

const h1 = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '').trim() ?? ''

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
