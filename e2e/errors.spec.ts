import { expect, test, type Page } from '@playwright/test'
import { gotoHydrated } from './support.ts'
import { followRequests } from './lib/settle.ts'
import { prerendered } from './prerendered.ts'
import { baseURL } from '../playwright.config.ts'

/** The catalogs' real texts for each failure, per locale (src/locales/<code>/messages.po). */
const TEXT = {
  en: {
    prefix: '',
    nav: 'Main',
    offer: 'Offer',
    notFound: 'This page could not be found',
    home: 'Go back to home',
    retry: 'Try again',
    connection: 'Connection problem',
    failed: 'Something went wrong',
    chunk: 'This page could not be loaded',
    reload: 'Reload page',
    fatal: 'An error occurred while showing the error page',
    offlineBanner: "You're offline. Pages you have already opened still work.",
    offlineBlocked: "This page can't be opened while you're offline. Anything you've entered here is kept.",
    offlinePage: "You're offline",
  },
  de: {
    prefix: '/de',
    nav: 'Hauptnavigation',
    offer: 'Angebot',
    notFound: 'Diese Seite wurde nicht gefunden',
    home: 'Zurück zur Startseite',
    retry: 'Erneut versuchen',
    connection: 'Verbindungsproblem',
    failed: 'Da ist etwas schiefgelaufen',
    chunk: 'Diese Seite konnte nicht geladen werden',
    reload: 'Seite neu laden',
    fatal: 'Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten',
    offlineBanner: 'Du bist offline. Bereits geöffnete Seiten funktionieren weiterhin.',
    offlineBlocked: 'Diese Seite lässt sich offline nicht öffnen. Deine Eingaben hier bleiben erhalten.',
    offlinePage: 'Du bist offline',
  },
  ar: {
    prefix: '/ar',
    nav: 'التنقل الرئيسي',
    offer: 'العرض',
    notFound: 'تعذّر العثور على هذه الصفحة',
    home: 'العودة إلى الصفحة الرئيسية',
    retry: 'إعادة المحاولة',
    connection: 'مشكلة في الاتصال',
    failed: 'حدث خطأ ما',
    chunk: 'تعذّر تحميل هذه الصفحة',
    reload: 'إعادة تحميل الصفحة',
    fatal: 'حدث خطأ أثناء عرض صفحة الخطأ',
    offlineBanner: 'أنت غير متصل بالإنترنت. الصفحات التي فتحتها من قبل لا تزال تعمل.',
    offlineBlocked: 'لا يمكن فتح هذه الصفحة دون اتصال بالإنترنت. كل ما أدخلته هنا محفوظ.',
    offlinePage: 'أنت غير متصل بالإنترنت',
  },
} as const

type Locale = keyof typeof TEXT
const LOCALES: readonly Locale[] = ['en', 'de', 'ar']

/** The promo page's heading as prerendered, per locale: what a successful retry must show. */
const offerHeading: Partial<Record<Locale, string>> = {}

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL })
  for (const locale of LOCALES) offerHeading[locale] = (await prerendered(request, `${TEXT[locale].prefix}/promo`)).h1
  await request.dispose()
})

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true })
const offerLink = (page: Page, locale: Locale) =>
  page.getByRole('navigation', { name: TEXT[locale].nav }).getByRole('link', { name: TEXT[locale].offer })
const homePath = (locale: Locale) => TEXT[locale].prefix || '/'
const payloadGlob = (locale: Locale) => `**/payloads/${locale}/promo.json`

/** Uncaught errors and console errors, except the 404 answers these tests provoke on purpose. */
function collectProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(message.text())
  })
  return problems
}

test.describe('unknown routes', () => {
  for (const locale of LOCALES) {
    test(`${locale}: 404 with the translated text and a link home in the path's language`, async ({ page }) => {
      const problems = collectProblems(page)
      const path = `${TEXT[locale].prefix}/no-such-page`
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(heading(page, TEXT[locale].notFound)).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('link', { name: TEXT[locale].home })).toHaveAttribute('href', homePath(locale))
      await expect(page.getByRole('banner')).toHaveCount(1)
      await expect(page.getByRole('contentinfo')).toHaveCount(1)
      await expect(page).toHaveTitle(new RegExp(TEXT[locale].notFound))
      expect(problems).toEqual([])
    })
  }
})

test.describe('failure loading page data', () => {
  for (const locale of LOCALES) {
    test(`${locale}: a payload that answers 404 shows the 404 error page, and retry recovers`, async ({ page }) => {
      const text = TEXT[locale]
      await gotoHydrated(page, homePath(locale))
      await page.route(payloadGlob(locale), (route) => route.fulfill({ status: 404, body: 'Not found' }))
      await offerLink(page, locale).click()
      // The status comes from the error.
      await expect(heading(page, text.notFound)).toBeVisible()
      await expect(page.getByText('404', { exact: true })).toBeVisible()
      await expect(page.getByRole('banner')).toHaveCount(1)
      await page.unroute(payloadGlob(locale))

      // Retrying once the payload is back shows the page, and focus lands on it.
      await page.getByRole('button', { name: text.retry }).click()
      await expect(heading(page, offerHeading[locale] ?? '')).toBeVisible()
      await expect(heading(page, offerHeading[locale] ?? '')).toBeFocused()
    })

    test(`${locale}: a network error shows a connection problem with a retry`, async ({ page }) => {
      const text = TEXT[locale]
      await page.route(payloadGlob(locale), (route) => route.abort())
      await gotoHydrated(page, homePath(locale))
      await offerLink(page, locale).click()
      // No status on the error, so 500, worded as what the visitor can act on.
      await expect(heading(page, text.connection)).toBeVisible({ timeout: 10_000 })
      await expect(page.getByRole('button', { name: text.retry })).toBeVisible()
      await expect(page.getByRole('banner')).toHaveCount(1)
    })

    test(`${locale}: a payload its schema rejects shows the error page with 500`, async ({ page }) => {
      const text = TEXT[locale]
      await page.route(payloadGlob(locale), (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ page: 'promo', locale, contentLocale: locale, data: { intro: 42 } }),
        }),
      )
      await gotoHydrated(page, homePath(locale))
      await offerLink(page, locale).click()
      await expect(heading(page, text.failed)).toBeVisible()
      await expect(page.getByText('500', { exact: true })).toBeVisible()
      await expect(page.getByRole('button', { name: text.retry })).toBeVisible()
      await expect(page.getByRole('banner')).toHaveCount(1)
    })
  }
})

test.describe('chunk-load failure', () => {
  const promoChunk = /\/assets\/promo-[\w-]+\.js$/

  for (const locale of LOCALES) {
    test(`${locale}: reloads exactly once, then the loop guard shows the error page`, async ({ page }) => {
      const text = TEXT[locale]
      const documents: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname)
      })
      await page.route(promoChunk, (route) => route.abort())
      const requests = followRequests(page)
      await gotoHydrated(page, homePath(locale))
      await offerLink(page, locale).click()
      await expect(heading(page, text.chunk)).toBeVisible({ timeout: 15_000 })
      await expect(page.getByRole('button', { name: text.reload })).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`${text.prefix}/promo$`))
      // A runaway loop's next reload would be a request, which this waits for before counting.
      await requests.settled()
      expect(documents).toEqual([homePath(locale), `${text.prefix}/promo`])
    })
  }

  // A legal page needs its route chunk, the shared legal chunk and its stylesheet. Failing for
  // good, the stylesheet fails first (the error page reloads), then on the reloaded page the
  // route module (the router would reload again, for another message): one reload in all.
  const legalChunks = /\/assets\/legal-pages-[\w-]+\.(js|css)$/
  const LEGAL = {
    en: { prefix: '', license: 'License agreement', chunk: TEXT.en.chunk, reload: TEXT.en.reload },
    ar: { prefix: '/ar', license: 'اتفاقية الترخيص', chunk: TEXT.ar.chunk, reload: TEXT.ar.reload },
    ja: { prefix: '/ja', license: 'ライセンス契約', chunk: 'このページを読み込めませんでした', reload: 'ページを再読み込み' },
  } as const
  for (const [locale, text] of Object.entries(LEGAL)) {
    test(`${locale}: a legal page whose chunks keep failing reloads once, then shows the error with its Reload button`, async ({
      page,
    }) => {
      const documents: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname)
      })
      // Blocked every time, for the whole test: no reload can ever fix it.
      await page.route(legalChunks, (route) => route.abort())
      const requests = followRequests(page)
      await gotoHydrated(page, text.prefix || '/')
      await page.getByRole('contentinfo').getByRole('link', { name: text.license }).click()
      await expect(heading(page, text.chunk)).toBeVisible({ timeout: 15_000 })
      await expect(page.getByRole('button', { name: text.reload })).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`${text.prefix}/license$`))
      // A second reload would be a request, which this waits for before counting.
      await requests.settled()
      await expect(heading(page, text.chunk)).toBeVisible()
      expect(documents).toEqual([text.prefix || '/', `${text.prefix}/license`])
    })
  }

  test('the one reload picks up the new build', async ({ page }) => {
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname)
    })
    // The open page's chunk is gone (a deploy happened); the reloaded page gets the new build.
    await page.route(promoChunk, async (route) => {
      if (documents.length < 2) await route.abort()
      else await route.continue()
    })
    await gotoHydrated(page, '/')
    await offerLink(page, 'en').click()
    await expect(heading(page, offerHeading.en ?? '')).toBeVisible({ timeout: 15_000 })
    expect(documents).toEqual(['/', '/promo'])
  })
})

test.describe('a page whose own messages cannot load', () => {
  // The locales above, and one CJK locale for this test alone.
  const CASES = [
    ...LOCALES.map((locale) => ({ locale, ...TEXT[locale] })),
    {
      locale: 'ja',
      prefix: '/ja',
      nav: 'メインナビゲーション',
      offer: 'キャンペーン',
      chunk: 'このページを読み込めませんでした',
      failed: '問題が発生しました',
    },
  ]
  for (const text of CASES) {
    test(`${text.locale}: the error page is titled as the error, not with the page's message ids`, async ({ page }) => {
      await gotoHydrated(page, text.prefix || '/')
      // Reloaded moments ago: the missing file shows the error page at once instead of reloading.
      await page.reload()
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
      await page.route(/\/assets\/messages-[\w-]+-promo-[\w-]+\.js(\?|$)/, (route) => route.abort())
      await page.getByRole('navigation', { name: text.nav }).getByRole('link', { name: text.offer }).click()
      await expect(heading(page, text.chunk)).toBeVisible({ timeout: 15_000 })
      await expect(page).toHaveTitle(`${text.failed} · Kinemo`)
    })
  }
})

test('a language switch whose catalog cannot load shows the error page in the language being read', async ({ page }) => {
  await gotoHydrated(page, '/')
  // A document reloaded moments ago does not reload again for a missing chunk: the error page shows at once.
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.getByRole('button', { name: /English/ }).click()
  await page.getByRole('link', { name: 'Deutsch' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('navigation', { name: TEXT.de.nav })).toBeVisible()

  // German is loaded; every other language's catalog is now out of reach.
  await page.route(/\/assets\/messages-[\w-]+\.js(\?|$)/, (route) => route.abort())
  await page.getByRole('button', { name: /Deutsch/ }).click()
  await page.getByRole('link', { name: '日本語' }).click()
  await expect(page).toHaveURL(/\/ja$/)
  await expect(heading(page, TEXT.de.chunk)).toBeVisible()
  await expect(page.getByRole('button', { name: TEXT.de.reload })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
})

test.describe('the error page failing', () => {
  for (const locale of LOCALES) {
    test(`${locale}: shows the last-resort text with a link home`, async ({ page }) => {
      const text = TEXT[locale]
      await gotoHydrated(page, homePath(locale))
      // Fault injection: a property the error page reads of every error throws, so rendering the
      // error page fails at every level it renders at.
      await page.evaluate(() => {
        Object.defineProperty(Error.prototype, 'status', {
          configurable: true,
          get() {
            throw new Error('status is unavailable')
          },
        })
      })
      await page.route(payloadGlob(locale), (route) => route.abort())
      await offerLink(page, locale).click()
      await expect(heading(page, text.fatal)).toBeVisible({ timeout: 10_000 })
      const home = page.getByRole('link', { name: text.home })
      await expect(home).toHaveAttribute('href', homePath(locale))
      // Nothing that could have failed is on screen: no header, no footer.
      await expect(page.getByRole('banner')).toHaveCount(0)
      await page.unroute(payloadGlob(locale))
      await home.click()
      await expect(page).toHaveURL(new RegExp(`${homePath(locale)}$`))
      await expect(page.getByRole('banner')).toHaveCount(1)
    })
  }
})

test.describe('online and offline', () => {
  for (const locale of ['en', 'ar'] as const) {
    test(`${locale}: a polite banner while offline; a navigation keeps the page and offers a retry`, async ({ page, context }) => {
      const text = TEXT[locale]
      await gotoHydrated(page, homePath(locale))
      const homeHeading = await page.getByRole('heading', { level: 1 }).textContent()
      const banner = page.getByRole('status').filter({ hasText: text.offlineBanner })

      await context.setOffline(true)
      await expect(banner).toBeVisible()

      await offerLink(page, locale).click()
      const alert = page.getByRole('alert').filter({ hasText: text.offlineBlocked })
      await expect(alert).toBeVisible()
      // The page the visitor was on stays, with everything on it.
      await expect(page).toHaveURL(new RegExp(`${homePath(locale)}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHeading ?? '')

      // Still offline: the alert is drawn anew (announced again) and the keyboard stays on its button.
      // Marked first, so the new alert is told from the old: until then the retry may still be deciding.
      await alert.evaluate((element) => element.setAttribute('data-before-retry', ''))
      await alert.getByRole('button', { name: text.retry }).click()
      const again = page.locator('[role="alert"]:not([data-before-retry])').filter({ hasText: text.offlineBlocked })
      await expect(again).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`${homePath(locale)}$`))
      await expect(again.getByRole('button', { name: text.retry })).toBeFocused()

      await context.setOffline(false)
      await expect(banner).toHaveCount(0)
      await page.getByRole('alert').getByRole('button', { name: text.retry }).click()
      await expect(heading(page, offerHeading[locale] ?? '')).toBeVisible()
      await expect(page.getByRole('alert')).toHaveCount(0)
    })
  }

  test('what was typed into the apply-code form survives a navigation attempted offline', async ({ page, context }) => {
    await gotoHydrated(page, '/applycode')
    const field = page.getByRole('textbox', { name: 'Promo code' })
    await field.fill('WINTER-2026')
    await context.setOffline(true)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Download' }).click()
    await expect(page.getByRole('alert').filter({ hasText: TEXT.en.offlineBlocked })).toBeVisible()
    await expect(page).toHaveURL(/\/applycode$/)
    await expect(field).toHaveValue('WINTER-2026')
    await context.setOffline(false)
  })

  for (const { locale, prefix } of [
    { locale: 'en', prefix: '' },
    { locale: 'ar', prefix: '/ar' },
    { locale: 'ja', prefix: '/ja' },
  ]) {
    test(`${locale}: a first load whose messages were lost on the way stays readable and comes alive once back online`, async ({
      page,
      context,
    }) => {
      const siteMessages = new RegExp(`/assets/messages-${locale}-site-[\\w-]+\\.js(\\?|$)`)
      let lost = true
      await page.route(siteMessages, (route) => (lost ? route.abort('internetdisconnected') : route.fallback()))
      const failed = page.waitForEvent('requestfailed', (request) => siteMessages.test(request.url()))
      await page.goto(`${prefix}/applycode`)
      await failed
      await context.setOffline(true)
      lost = false
      // The prerendered page is there to read and to type into, though nothing on it runs yet.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const field = page.locator('main input[name="code"]')
      await field.fill('WINTER-2026')
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')

      await context.setOffline(false)
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 })
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      // What was typed before the page came alive is still there and is what gets sent.
      await expect(field).toHaveValue('WINTER-2026')
      await page.locator('main form button[type="submit"]').click()
      await expect(page.locator('.code-form__outcome')).not.toBeEmpty()
      await expect(page.locator('main .form-field__errors')).toHaveCount(0)
      await expect(field).toHaveValue('WINTER-2026')
    })
  }

  test('a page that failed for lack of connection loads by itself once back online', async ({ page, context }) => {
    await gotoHydrated(page, '/')
    await page.route(payloadGlob('en'), (route) => route.abort())
    await offerLink(page, 'en').click()
    await expect(heading(page, TEXT.en.connection)).toBeVisible({ timeout: 10_000 })
    await context.setOffline(true)
    await page.unroute(payloadGlob('en'))
    await page.getByRole('button', { name: TEXT.en.retry }).click()
    await expect(heading(page, TEXT.en.offlinePage)).toBeVisible()
    await context.setOffline(false)
    await expect(heading(page, offerHeading.en ?? '')).toBeVisible()
  })
})
