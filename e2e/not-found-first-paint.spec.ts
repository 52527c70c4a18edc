/**
 * Hosting answers every unknown path with the one 404.html. Its first paint already speaks the
 * path's language (scripts/build/not-found-languages.ts): checked with the app's scripts blocked,
 * so what shows is what the HTML and its inline script paint before any bundle arrives.
 */
import { expect, test } from '@playwright/test'
import { LOCALES } from '../src/lib/i18n/locale-table.ts'

const EXACT: Record<string, { heading: string; home: string }> = {
  en: { heading: 'This page could not be found', home: 'Go back to home' },
  de: { heading: 'Diese Seite wurde nicht gefunden', home: 'Zurück zur Startseite' },
  ar: { heading: 'تعذّر العثور على هذه الصفحة', home: 'العودة إلى الصفحة الرئيسية' },
}

test("a dead link greets in the path's language from the first paint, in all 18", async ({ page }) => {
  await page.route(/\/assets\/.*\.js(\?.*)?$/, (route) => route.abort())
  const headings = new Set<string>()
  for (const { code, dir } of LOCALES) {
    const prefix = code === 'en' ? '' : `/${code}`
    const response = await page.goto(`${prefix}/alte-aktion?from=mail#top`)
    expect(response?.status(), code).toBe(404)
    const html = page.locator('html')
    await expect(html, code).toHaveAttribute('lang', code)
    await expect(html, code).toHaveAttribute('dir', dir)
    const heading = page.getByRole('heading', { level: 1 })
    const text = (await heading.innerText()).trim()
    headings.add(text)
    await expect(page, code).toHaveTitle(`${text} · Kinemo`)
    const home = page.locator('.status-page__actions a')
    await expect(home, code).toHaveAttribute('href', prefix || '/')
    const exact = EXACT[code]
    if (exact) {
      expect(text, code).toBe(exact.heading)
      await expect(home, code).toHaveText(exact.home)
    }
  }
  // Eighteen languages, eighteen greetings: none fell back to English.
  expect(headings.size).toBe(LOCALES.length)
  // A prefix that names no language (or markup) leaves the page English.
  for (const path of ['/xx/alte-aktion', '/%3Cscript%3E/x', '/constructor/x']) {
    await page.goto(path)
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(EXACT.en?.heading ?? '')
  }
})

test('the greeting survives into the app', async ({ page }) => {
  const response = await page.goto('/ja/alte-aktion')
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  await expect(page.getByRole('banner').getByRole('button', { name: /日本語/ })).toBeVisible()
})
