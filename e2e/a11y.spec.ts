/**
 * axe-core's WCAG A and AA rules on what the page sweep (every-page.spec.ts) does not reach: the
 * open language menu, the language offer and the not-found page, in every colour scheme the site's CSS supports.
 */
import { resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { gotoHydrated } from './support.ts'
import { pagePath } from '../src/lib/paths/site-paths.ts'
import { axeViolations, siteColorSchemes } from './lib/axe-report.ts'

const schemes = siteColorSchemes(resolve(import.meta.dirname, '../dist'))

for (const scheme of schemes) {
  test.describe(`axe, ${scheme} scheme`, () => {
    test.use({ colorScheme: scheme })

    for (const locale of ['en', 'ar']) {
      test(`${pagePath(locale, 'home')} with the language menu open has no violations`, async ({ page }) => {
        // The menu opens once the page has hydrated; a click before that does nothing.
        await gotoHydrated(page, pagePath(locale, 'home'))
        await page.waitForLoadState('networkidle')
        await page.getByRole('banner').getByRole('button', { expanded: false }).last().click()
        await expect(page.getByRole('banner').getByRole('button', { expanded: true })).toBeVisible()
        expect(await axeViolations(page)).toEqual([])
      })
    }

    test.describe('a German browser on an English page', () => {
      // A first visit: without the returning visitor's cookie the other specs start with (playwright.config.ts).
      test.use({ locale: 'de-DE', storageState: { cookies: [], origins: [] } })

      test('the language offer has no violations', async ({ page }) => {
        await gotoHydrated(page, pagePath('en', 'promo'))
        await expect(page.getByRole('region', { name: 'Diese Seite gibt es auch auf Deutsch.' })).toBeVisible()
        expect(await axeViolations(page)).toEqual([])
      })
    })

    test('the not-found page has no violations', async ({ page }) => {
      const response = await page.goto('/de/nope', { waitUntil: 'load' })
      expect(response?.status()).toBe(404)
      await page.waitForLoadState('networkidle')
      expect(await axeViolations(page)).toEqual([])
    })
  })
}
