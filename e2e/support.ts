import { expect, type Page } from '@playwright/test'

/** Opens a URL and waits until React has hydrated it, so clicks are handled client-side. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  return response
}
