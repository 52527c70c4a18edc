import { expect, test } from '@playwright/test'
import { expectClean, resetLog, watchSecurity } from './security-support.ts'
import { followRequests } from './lib/settle.ts'

// Every page under the production policy is checked by the page sweep (every-page.spec.ts).
test('the 404 page hydrates with zero CSP violations', async ({ page }) => {
  const log = await watchSecurity(page)
  for (const path of ['/nope', '/de/nope', '/ar/nope/deeper']) {
    resetLog(log)
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.locator('html'), path).toHaveAttribute('data-hydrated', 'true')
    expectClean(log, path)
  }
})

test('client-side navigation and a language switch stay within the policy', async ({ page }) => {
  const log = await watchSecurity(page)
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().click()
  await expect(page).not.toHaveURL(/\/$/)
  await page.getByRole('button', { name: /Language/ }).click()
  await page.getByRole('link', { name: 'Deutsch' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  // The German page is on screen once its home link leads to /de (a busy machine renders late).
  const home = page.getByRole('link', { name: /Kinemo/ }).first()
  await expect(home).toHaveAttribute('href', '/de')
  await home.click()
  await expect(page).toHaveURL(/\/de$/)
  expectClean(log, 'client-side navigation')
})

test('a client-side navigation to / runs nothing but what the page shipped', async ({ page }) => {
  // The detection script lives in the prerendered root only: a copy rendered on the way to / would
  // break the policy of the page it came from (or, allowed, redirect a reader who chose English).
  const log = await watchSecurity(page)
  await page.goto('/promo')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const requests = followRequests(page)
  await page
    .getByRole('link', { name: /Kinemo/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('main .home')).toBeVisible()
  // The router would run its copy in an effect after the page is shown (and a redirect would be a request).
  await requests.settled()
  expectClean(log, 'navigation to /')
})

test('a violation would be seen: an injected inline script is blocked and reported', async ({ page }) => {
  const log = await watchSecurity(page)
  await page.goto('/promo')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__ran = true'
    document.body.append(script)
  })
  await expect.poll(() => log.violations.length).toBeGreaterThan(0)
  expect(log.violations[0]).toMatch(/^script-src-elem blocked inline/)
  expect(await page.evaluate(() => 'ran' in window && (window as unknown as { __ran?: boolean }).__ran)).toBeFalsy()
})
