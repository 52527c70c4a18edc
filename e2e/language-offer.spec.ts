/**
 * The language offer: a first visit to a page in one language, from a browser that prefers
 * another, is offered the same page in that language, written in it. Never a redirect, never on a
 * later visit, never without JavaScript. Each journey is a fresh browser context (a first visit).
 */
import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test'
import { XSS, test } from './security-support.ts'
import { gotoHydrated, recordLayoutShifts } from './support.ts'
import { LOCALES } from '../src/lib/i18n/locale-table.ts'

/** The offer as each language words it (src/locales/<code>/messages.po). */
const OFFER = {
  en: { text: 'This page is also available in English.', link: 'Read in English', close: 'Close' },
  de: { text: 'Diese Seite gibt es auch auf Deutsch.', link: 'Auf Deutsch lesen', close: 'Schließen' },
  ar: { text: 'هذه الصفحة متوفرة أيضًا باللغة العربية.', link: 'اقرأها بالعربية', close: 'إغلاق' },
  ja: { text: 'このページは日本語でもご覧いただけます。', link: '日本語で読む', close: '閉じる' },
  'zh-TW': { text: '此頁面也有繁體中文版。', link: '閱讀繁體中文版', close: '關閉' },
  pt: { text: 'Esta página também está disponível em português.', link: 'Ler em português', close: 'Fechar' },
} as const
type Offered = keyof typeof OFFER

/** Without the returning visitor's cookie the other specs start with (playwright.config.ts). */
async function firstVisit(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, ...options })
  return context.newPage()
}

const offerOf = (page: Page, code: Offered) => page.getByRole('region', { name: OFFER[code].text })
const localeCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'i18n_redirected')?.value

const JOURNEYS: { browser: string; page: string; offered: Offered; expected: string }[] = [
  { browser: 'de-DE', page: '/promo?code=SPRING25#terms', offered: 'de', expected: '/de/promo?code=SPRING25#terms' },
  { browser: 'ar-EG', page: '/de/license', offered: 'ar', expected: '/ar/license' },
  { browser: 'ja-JP', page: '/ar/getkinemo', offered: 'ja', expected: '/ja/getkinemo' },
  { browser: 'en-GB', page: '/ja/applycode', offered: 'en', expected: '/applycode' },
  { browser: 'zh-HK', page: '/privacy_and_cookie_policy', offered: 'zh-TW', expected: '/zh-TW/privacy_and_cookie_policy' },
  { browser: 'pt-PT', page: '/es', offered: 'pt', expected: '/pt' },
]

for (const journey of JOURNEYS) {
  test(`a ${journey.browser} browser on ${journey.page} is offered ${journey.offered}, in it, and follows it in place`, async ({
    browser,
  }) => {
    const page = await firstVisit(browser, { locale: journey.browser })
    await gotoHydrated(page, journey.page)
    const offer = offerOf(page, journey.offered)
    await expect(offer).toBeVisible()
    await expect(offer).toHaveAttribute('lang', journey.offered)
    await expect(offer).toHaveAttribute('dir', journey.offered === 'ar' ? 'rtl' : 'ltr')
    // Announced politely, and it never takes focus.
    await expect(page.locator('[aria-live="polite"]').filter({ has: offer })).toHaveCount(1)
    await expect(offer.locator(':focus')).toHaveCount(0)
    const link = offer.getByRole('link', { name: OFFER[journey.offered].link })
    await expect(link).toHaveAttribute('href', journey.expected)
    // The page itself stays as it is: no redirect.
    expect(new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash).toBe(journey.page)

    await page.evaluate(() => {
      ;(window as unknown as { marker: string }).marker = 'same document'
    })
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${journey.expected.replace(/[?]/g, '\\?')}$`))
    await expect(page.locator('html')).toHaveAttribute('lang', journey.offered)
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document')
    await expect.poll(() => localeCookie(page)).toBe(journey.offered)
    await expect(page.locator('.language-offer')).toHaveCount(0)
    await page.context().close()
  })
}

test('no offer where the browser has no supported language, or prefers the page’s own', async ({ browser }) => {
  for (const [locale, path] of [
    ['sw-KE', '/de/promo'],
    ['de-AT', '/de/promo'],
  ] as const) {
    const page = await firstVisit(browser, { locale })
    await gotoHydrated(page, path)
    // The offer's words load after hydration; the catalog request is what would bring them.
    await page.waitForLoadState('networkidle')
    await expect(page.locator('.language-offer'), `${locale} on ${path}`).toHaveCount(0)
    await page.context().close()
  }
})

test('odd browser language lists give no offer and no error', async ({ browser }) => {
  const lists = [['*'], [''], ['x-klingon'], Array.from({ length: 200 }, (_, i) => `x-l${String(i)}`), [`de-${'x'.repeat(996)}`]]
  for (const list of lists) {
    const page = await firstVisit(browser, { locale: 'en-US' })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.addInitScript((languages) => {
      Object.defineProperty(navigator, 'languages', { get: () => languages })
      Object.defineProperty(navigator, 'language', { get: () => languages[0] ?? '' })
    }, list)
    await gotoHydrated(page, '/de/promo')
    await page.waitForLoadState('networkidle')
    const label = JSON.stringify(list).slice(0, 40)
    await expect(page.locator('.language-offer'), label).toHaveCount(0)
    expect(errors, label).toEqual([])
    await page.context().close()
  }
})

test('only the first page of a first visit offers; dismissed, it stays away through navigation', async ({ browser }) => {
  const page = await firstVisit(browser, { locale: 'de-DE' })
  await gotoHydrated(page, '/promo')
  const offer = offerOf(page, 'de')
  await expect(offer).toBeVisible()
  // It stays through client navigation, and its link follows the page.
  await page.getByRole('banner').getByRole('link', { name: 'Download' }).first().click()
  await expect(page).toHaveURL(/\/getkinemo$/)
  await expect(offer.getByRole('link')).toHaveAttribute('href', '/de/getkinemo')
  await offer.getByRole('button', { name: OFFER.de.close }).click()
  await expect(page.locator('.language-offer')).toHaveCount(0)
  await page.getByRole('banner').getByRole('link').first().click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('.language-offer')).toHaveCount(0)
  // The page wrote its cookie: the next document is no first visit.
  expect(await localeCookie(page)).toBe('en')
  await gotoHydrated(page, '/license')
  await page.waitForLoadState('networkidle')
  await expect(page.locator('.language-offer')).toHaveCount(0)
  await page.context().close()
})

test('a tampered cookie counts as no choice; a real one, JavaScript off and /auth_action never offer', async ({ browser, baseURL }) => {
  const cases: { name: string; cookie?: string; javaScriptEnabled?: boolean; path: string; offers: boolean }[] = [
    { name: 'tampered cookie', cookie: '%E0%A4%A', path: '/promo', offers: true },
    { name: 'unknown language in the cookie', cookie: 'xx', path: '/promo', offers: true },
    { name: 'a choice made before', cookie: 'en', path: '/promo', offers: false },
    { name: 'the email action page', path: '/auth_action', offers: false },
  ]
  for (const c of cases) {
    const page = await firstVisit(browser, { locale: 'de-DE' })
    if (c.cookie) await page.context().addCookies([{ name: 'i18n_redirected', value: c.cookie, url: baseURL ?? '' }])
    await gotoHydrated(page, c.path)
    if (c.offers) await expect(offerOf(page, 'de'), c.name).toBeVisible()
    else {
      await page.waitForLoadState('networkidle')
      await expect(page.locator('.language-offer'), c.name).toHaveCount(0)
    }
    await page.context().close()
  }
  const noScript = await firstVisit(browser, { locale: 'de-DE', javaScriptEnabled: false })
  await noScript.goto('/promo')
  await expect(noScript.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(noScript.locator('.language-offer')).toHaveCount(0)
  await noScript.context().close()
})

test('hostile query and hash values stay encoded in a same-site link', async ({ browser }) => {
  const values = [...XSS, '%2F%2Fevil.example', '//evil.example/x', 'a'.repeat(3000)]
  const page = await firstVisit(browser, { locale: 'ja-JP' })
  for (const value of values) {
    await page.context().clearCookies()
    const url = `/promo?x=${encodeURIComponent(value)}#${encodeURIComponent(value)}`
    await page.goto(url)
    const link = offerOf(page, 'ja').getByRole('link')
    await expect(link, value.slice(0, 40)).toBeVisible()
    const href = (await link.getAttribute('href')) ?? ''
    expect(href, value.slice(0, 40)).toMatch(/^\/ja\/promo(\?|#|$)/)
    expect(new URL(href, 'https://kinemo.app').origin, value.slice(0, 40)).toBe('https://kinemo.app')
    // Markup never survives into the link; React escapes the attribute, the router encodes the rest.
    expect(href, value.slice(0, 40)).not.toMatch(/[<>"\s]/)
    await expect(page.locator('[data-xss]')).toHaveCount(0)
  }
  await page.context().close()
})

test('on a small phone the offer and the cookie notice share the first screen, clear of the headline and call to action, without a shift', async ({
  browser,
}) => {
  test.slow()
  const viewport = { width: 320, height: 568 }
  // Every page language (the notice's longest wordings), each offered one of the others in turn.
  const browsers: Record<Offered, string> = { en: 'en-US', de: 'de-DE', ar: 'ar-SA', ja: 'ja-JP', 'zh-TW': 'zh-HK', pt: 'pt-PT' }
  const offers = Object.keys(OFFER) as Offered[]
  const cases = LOCALES.map(({ code }, i) => {
    const offered = offers.filter((o) => o !== code)[i % (offers.length - 1)] ?? 'en'
    const path = `${code === 'en' ? '' : `/${code}`}${['/promo', '/applycode', '/getkinemo', ''][i % 4] ?? ''}` || '/'
    return [browsers[offered], path, offered] as const
  })
  for (const [locale, path, offered] of cases) {
    const page = await firstVisit(browser, { locale, viewport, deviceScaleFactor: 2, isMobile: true, hasTouch: true })
    await recordLayoutShifts(page)
    await gotoHydrated(page, path)
    const offer = offerOf(page, offered)
    await expect(offer).toBeVisible()
    await page.evaluate(async () => {
      await document.fonts.ready
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    })
    const where = `${offered} on ${path}`
    const box = await offer.boundingBox()
    const notice = await page.locator('.cookie-notice').boundingBox()
    const h1 = await page.getByRole('main').getByRole('heading', { level: 1 }).boundingBox()
    if (!box || !notice || !h1) throw new Error(`${where}: offer, notice and headline all show`)
    const overlaps = (a: typeof box, b: typeof box) => a.y < b.y + b.height && b.y < a.y + a.height
    expect(overlaps(box, h1), `${where}: the headline is clear of the offer`).toBe(false)
    expect(overlaps(box, notice), `${where}: the offer and the notice do not overlap`).toBe(false)
    for (const cta of await page.locator('[data-primary-cta], main .button--primary').all()) {
      const ctaBox = await cta.boundingBox()
      if (ctaBox && ctaBox.y < viewport.height && (await cta.isVisible()))
        expect(overlaps(box, ctaBox), `${where}: the call to action is clear of the offer`).toBe(false)
    }
    expect(box.height + notice.height, `${where}: offer and notice take at most a third of the screen`).toBeLessThanOrEqual(
      viewport.height / 3,
    )
    const close = await offer.getByRole('button').boundingBox()
    expect(Math.min(close?.width ?? 0, close?.height ?? 0), `${where}: the close button is a 24 px target`).toBeGreaterThanOrEqual(24)
    const shifts = await page.evaluate(() => window.__readLayoutShifts?.() ?? [])
    expect(shifts, `${where}: no layout shift`).toEqual([])
    await page.context().close()
  }
})
