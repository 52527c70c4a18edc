import { expect, test, type Page, type Request } from '@playwright/test'
import { gotoHydrated } from './support.ts'

test('the switcher keeps the page, query and hash and switches without a reload', async ({ page }) => {
  await gotoHydrated(page, '/de/promo?code=KINEMO#details')
  await page.evaluate(() => {
    ;(window as unknown as { marker: string }).marker = 'same document'
  })
  const button = page.getByRole('button', { name: /Deutsch/ })
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await button.click()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  const list = page.getByRole('list', { name: /.+/ }).filter({ has: page.getByRole('link', { name: '日本語' }) })
  await expect(list.getByRole('link')).toHaveCount(18)
  await expect(list.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true')
  // The Portuguese pages are Brazilian Portuguese, and the menu says so.
  await expect(list.getByRole('link', { name: 'Português (Brasil)' })).toHaveAttribute('href', /^\/pt\/promo/)
  await list.getByRole('link', { name: '日本語' }).click()

  await expect(page).toHaveURL(/\/ja\/promo\?code=KINEMO#details$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document')
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('ja')
})

test('switching to Arabic turns the page right-to-left, and back to English unprefixed', async ({ page }) => {
  await gotoHydrated(page, '/license')
  await page.getByRole('button', { name: /English/ }).click()
  await page.getByRole('link', { name: 'العربية' }).click()
  await expect(page).toHaveURL(/\/ar\/license$/)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')

  await page.getByRole('button', { name: /العربية/ }).click()
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/license$/)
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
})

test('the switcher works from the keyboard and closes with Escape', async ({ page }) => {
  await gotoHydrated(page, '/')
  const button = page.getByRole('button', { name: /English/ })
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Escape')
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(button).toBeFocused()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'العربية' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/ar$/)
})

test('pointing at a language loads what that page needs, so the click has nothing left to fetch', async ({ page }) => {
  await gotoHydrated(page, '/promo')
  await page.getByRole('button', { name: /English/ }).click()
  const german = page.getByRole('link', { name: 'Deutsch' })
  const started: string[] = []
  const inFlight = new Set<Request>()
  page.on('request', (request) => {
    started.push(new URL(request.url()).pathname)
    inFlight.add(request)
  })
  page.on('requestfinished', (request) => inFlight.delete(request))
  page.on('requestfailed', (request) => inFlight.delete(request))
  await german.hover()
  await expect.poll(() => started).toContain('/payloads/de/promo.json')
  // Whatever the hover started has finished (the payload, its schemas, the German catalog).
  await expect.poll(() => inFlight.size).toBe(0)
  page.removeAllListeners('request')

  const afterClick: string[] = []
  page.on('request', (request) => afterClick.push(new URL(request.url()).pathname))
  await german.click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('')
  expect(afterClick.filter((path) => path.startsWith('/payloads/') || path.startsWith('/assets/'))).toEqual([])
})

/** The header's and document's language, read in the page: what a visitor sees of the switch. */
async function shownLanguage(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    nav: document.querySelector('header nav')?.getAttribute('aria-label') ?? '',
    heading: document.querySelector('h1')?.textContent.trim() ?? '',
  }))
}

test('until the page in the new language has arrived, the page stays wholly in the old one', async ({ page }) => {
  await gotoHydrated(page, '/promo')
  const before = await shownLanguage(page)
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/payloads/de/promo.json', async (route) => {
    await held
    await route.continue()
  })
  const catalogs: string[] = []
  page.on('requestfinished', (request) => {
    if (/\/assets\/messages-[\w-]+\.js(\?|$)/.test(request.url())) catalogs.push(request.url())
  })
  await page.getByRole('button', { name: /English/ }).click()
  await page.getByRole('link', { name: 'Deutsch' }).click()
  // The German catalog is in, the part every page has and the offer page's own; only the page's
  // content is still on its way.
  await expect
    .poll(() => ['site', 'promo'].filter((part) => catalogs.some((url) => url.includes(`/assets/messages-de-${part}-`))))
    .toEqual(['site', 'promo'])
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  expect(await shownLanguage(page)).toEqual(before)

  release()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  const after = await shownLanguage(page)
  expect(after.nav).not.toBe(before.nav)
  expect(after.heading).not.toBe(before.heading)
})

test('the page transition starts from the old page in its own language', async ({ page }) => {
  // What the out-in transition fades out is the DOM as it is when the fade starts.
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { transitionStarts: string[] }).transitionStarts = seen
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.target instanceof Element && record.target.getAttribute('data-page-transition') === 'out') {
          seen.push(`${document.documentElement.lang} ${document.querySelector('header nav')?.getAttribute('aria-label') ?? ''}`)
        }
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-page-transition'] })
  })
  await gotoHydrated(page, '/promo')
  const before = await shownLanguage(page)
  await page.getByRole('button', { name: /English/ }).click()
  await page.getByRole('link', { name: 'Deutsch' }).click()
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(before.heading)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  expect(await page.evaluate(() => (window as unknown as { transitionStarts: string[] }).transitionStarts)).toEqual([`en ${before.nav}`])
})
