import { expect, test } from '@playwright/test'
import { PAGE_LIST, pagePath } from '../src/features/content/pages.ts'
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
