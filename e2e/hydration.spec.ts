import { expect, test } from '@playwright/test'
import { PAGE_LIST } from '../src/lib/content/pages.ts'
import { pagePath } from '../src/lib/paths/site-paths.ts'
import { gotoHydrated } from './support.ts'

for (const locale of ['en', 'ar', 'ja']) {
  test(`${locale}: every page hydrates without errors and without refetching its payload`, async ({ page }) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`)
    })
    const payloadRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/payloads/')) payloadRequests.push(request.url())
    })
    for (const { key } of PAGE_LIST) {
      const path = pagePath(locale, key)
      await gotoHydrated(page, path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(payloadRequests, `${path} fetched its payload again`).toEqual([])
      expect(problems, path).toEqual([])
    }
  })
}

// A page built this year is still read next year: its HTML carries the build's year, and the
// visitor's clock must not make the first client render disagree with it.
test('a page read in a later year than it was built hydrates cleanly and then shows the current year', async ({ page, browser }) => {
  const builtIn = await (async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const staticPage = await context.newPage()
    await staticPage.goto('/de/license')
    const text = (await staticPage.locator('.site-footer__copyright').textContent()) ?? ''
    await context.close()
    return Number(/\d{4}/.exec(text)?.[0])
  })()
  expect(builtIn).toBeGreaterThan(2000)
  const later = builtIn + 1
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  await page.clock.setFixedTime(new Date(`${String(later)}-01-02T10:00:00`))
  await gotoHydrated(page, '/de/license')
  await expect(page.locator('.site-footer__copyright')).toContainText(`© ${String(later)} `)
  expect(problems).toEqual([])
})
