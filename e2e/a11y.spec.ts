/**
 * axe-core with the WCAG 2.1 A and AA rules on all 144 pages, after hydration, in every colour
 * scheme the site's CSS supports (light, and dark once a stylesheet adapts to it).
 */
import { resolve } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { LOCALES } from '../src/lib/i18n/locale-table.ts'
import { gotoHydrated } from './support.ts'
import { PAGE_LIST } from '../src/lib/content/pages.ts'
import { pagePath } from '../src/lib/paths/site-paths.ts'
import { WCAG21_AA_TAGS, formatViolations, siteColorSchemes } from './lib/axe-report.ts'

const schemes = siteColorSchemes(resolve(import.meta.dirname, '../dist'))

async function violations(page: Page): Promise<string[]> {
  // Only violations are needed; skipping passes and incompletes makes each run much cheaper.
  const results = await new AxeBuilder({ page })
    .withTags([...WCAG21_AA_TAGS])
    .options({ resultTypes: ['violations'] })
    .analyze()
  return formatViolations(results.violations)
}

for (const scheme of schemes) {
  test.describe(`axe, ${scheme} scheme`, () => {
    test.use({ colorScheme: scheme })
    // axe walks the whole DOM; the home page's is large and a shared 2-core machine is slow.
    test.describe.configure({ timeout: 120_000 })

    for (const locale of LOCALES) {
      for (const { key } of PAGE_LIST) {
        const path = pagePath(locale.code, key)
        test(`${path} has no WCAG 2.1 AA violations`, async ({ page }) => {
          const response = await page.goto(path, { waitUntil: 'load' })
          expect(response?.status()).toBe(200)
          await page.waitForLoadState('networkidle')
          expect(await violations(page)).toEqual([])
        })
      }
    }

    for (const locale of ['en', 'ar']) {
      test(`${pagePath(locale, 'home')} with the language menu open has no violations`, async ({ page }) => {
        // The menu opens once the page has hydrated; a click before that does nothing.
        await gotoHydrated(page, pagePath(locale, 'home'))
        await page.waitForLoadState('networkidle')
        await page.getByRole('banner').getByRole('button', { expanded: false }).last().click()
        await expect(page.getByRole('banner').getByRole('button', { expanded: true })).toBeVisible()
        expect(await violations(page)).toEqual([])
      })
    }

    test('the not-found page has no violations', async ({ page }) => {
      const response = await page.goto('/de/nope', { waitUntil: 'load' })
      expect(response?.status()).toBe(404)
      await page.waitForLoadState('networkidle')
      expect(await violations(page)).toEqual([])
    })
  })
}
