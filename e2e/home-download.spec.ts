import { readFileSync } from 'node:fs'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { gotoHydrated, recordLayoutShifts } from './support.ts'
import { STORES } from '../src/config/site.ts'
import { homeContentSchema } from '../src/features/home/home-content.ts'
import { downloadContentSchema } from '../src/features/download/download-content.ts'

const home = (locale: string) => homeContentSchema.parse(JSON.parse(readFileSync(`content/${locale}/home.json`, 'utf8')))
const download = (locale: string) => downloadContentSchema.parse(JSON.parse(readFileSync(`content/${locale}/getkinemo.json`, 'utf8')))
const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`)

/**
 * Console errors, uncaught exceptions (hydration mismatches included) and failed requests.
 * The favicon is the head issue's to add; its 404 is not this page's failure.
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('response', (response) => {
    if (response.status() >= 400 && !new URL(response.url()).pathname.startsWith('/favicon'))
      errors.push(`${response.status()} ${response.url()}`)
  })
  return errors
}

test.describe('home page content from the payload', () => {
  for (const locale of ['en', 'ar', 'ja', 'hi']) {
    test(`${locale}: hero, slides, news, creators and download block are in the page language`, async ({ page }) => {
      const content = home(locale)
      const errors = collectErrors(page)
      await page.goto(prefix(locale) || '/')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.hero.title)
      await expect(page.getByText(content.hero.lead)).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: content.showcase.heading })).toBeVisible()
      await expect(page.getByRole('heading', { level: 3, name: content.showcase.slides[0]?.title ?? '' })).toBeVisible()
      for (const item of content.news.items) {
        const card = page.getByRole('article', { name: item.title })
        await expect(card).toBeVisible()
        await expect(card.locator(`time[datetime="${item.date}"]`)).not.toBeEmpty()
      }
      for (const profile of content.creators.profiles) await expect(page.getByText(profile.quote)).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: content.download.heading })).toBeVisible()
      await expect(page.getByRole('link', { name: /App Store/ }).first()).toHaveAttribute('href', STORES.ios.url)
      await expect(page.getByRole('link', { name: /Google Play/ }).first()).toHaveAttribute('href', `${STORES.android.url}&hl=${locale}`)
      const social = page.getByRole('region', { name: content.social.heading }).getByRole('link')
      await expect(social).toHaveCount(4)
      for (const network of ['Facebook', 'Instagram', 'X', 'YouTube']) {
        await expect(social.and(page.getByRole('link', { name: new RegExp(`\\b${network}\\b`) }))).toBeVisible()
      }
      expect(errors).toEqual([])
    })
  }

  test('dates follow the language: the same news date reads differently in en, ja and ar', async ({ page }) => {
    const date = home('en').news.items[0]?.date ?? ''
    const texts: string[] = []
    for (const locale of ['en', 'ja', 'ar']) {
      await page.goto(prefix(locale) || '/')
      texts.push(await page.locator(`time[datetime="${date}"]`).first().innerText())
    }
    expect(new Set(texts).size).toBe(3)
    expect(texts[1]).toMatch(/\d{4}年\d{1,2}月\d{1,2}日/)
  })

  test('the primary call to action leads to the download page in the same language', async ({ page }) => {
    await page.goto('/ja')
    await page
      .getByRole('region', { name: home('ja').hero.title })
      .getByRole('link')
      .first()
      .click()
    await expect(page).toHaveURL(/\/ja\/getkinemo$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(download('ja').hero.title)
  })
})

/**
 * The slide with this heading is the one the slideshow shows: at least 90% of the heading lies
 * inside the slide track's visible width. Measured against the track, not the window, so a page
 * scroll cannot change the answer.
 */
async function expectSlideShown(carousel: Locator, title: string) {
  const heading = carousel.getByRole('heading', { name: title })
  await expect
    .poll(() =>
      heading.evaluate((el) => {
        const track = el.closest('.carousel__viewport')
        if (!track) return 0
        const h = el.getBoundingClientRect()
        const t = track.getBoundingClientRect()
        const overlap = Math.min(h.right, t.right) - Math.max(h.left, t.left)
        return h.width > 0 ? Math.max(0, overlap) / h.width : 0
      }),
    )
    .toBeGreaterThanOrEqual(0.9)
}

test.describe('hero', () => {
  test.use({ reducedMotion: 'no-preference' })

  test('the floating phone and chips settle within five seconds, so no control is needed to stop them', async ({ page }) => {
    await page.goto('/')
    const timings = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => a.effect instanceof KeyframeEffect && a.effect.target?.closest('.hero'))
        .map((a) => ({ iterations: a.effect?.getComputedTiming().iterations, end: a.effect?.getComputedTiming().endTime })),
    )
    // The phone and its three chips.
    expect(timings).toHaveLength(4)
    for (const timing of timings) {
      expect(timing.iterations).not.toBe(Infinity)
      expect(Number(timing.end)).toBeLessThanOrEqual(5000)
    }
  })
})

test.describe('feature slider', () => {
  test.use({ reducedMotion: 'reduce' })

  test('moves with the keyboard and the visible controls', async ({ page }) => {
    const slides = home('en').showcase.slides
    await gotoHydrated(page, '/')
    const carousel = page.getByRole('region', { name: home('en').showcase.heading })
    const dot = (n: number) => carousel.getByRole('button', { name: new RegExp(`^Show slide ${n}:`) })
    await expect(dot(1)).toHaveAttribute('aria-current', 'true')
    await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible()

    await carousel.getByRole('group', { name: 'Slides' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(dot(2)).toHaveAttribute('aria-current', 'true')
    await expectSlideShown(carousel, slides[1]?.title ?? '')

    await page.keyboard.press('End')
    await expect(dot(slides.length)).toHaveAttribute('aria-current', 'true')
    await expectSlideShown(carousel, slides.at(-1)?.title ?? '')

    await carousel.getByRole('button', { name: 'Next slide' }).focus()
    await page.keyboard.press('Enter')
    await expect(dot(1)).toHaveAttribute('aria-current', 'true')
    await expectSlideShown(carousel, slides[0]?.title ?? '')

    await dot(3).focus()
    await page.keyboard.press('Space')
    await expect(dot(3)).toHaveAttribute('aria-current', 'true')
  })

  test('does not advance on its own under reduced motion', async ({ page }) => {
    // The page's clock, run past the autoplay interval (showcase-carousel.tsx) once it has hydrated.
    await page.clock.install()
    await gotoHydrated(page, '/')
    const carousel = page.getByRole('region', { name: home('en').showcase.heading })
    await page.clock.runFor(7000)
    await expect(carousel.getByRole('button', { name: /^Show slide 1:/ })).toHaveAttribute('aria-current', 'true')
  })

  test('mirrors in Arabic: the left arrow moves forward', async ({ page }) => {
    await gotoHydrated(page, '/ar')
    const carousel = page.getByRole('region', { name: home('ar').showcase.heading })
    // The first group is the slide track; the slides are groups inside it.
    await carousel.getByRole('group').first().focus()
    await page.keyboard.press('ArrowLeft')
    await expect(carousel.getByRole('list').getByRole('button').nth(1)).toHaveAttribute('aria-current', 'true')
    await expectSlideShown(carousel, home('ar').showcase.slides[1]?.title ?? '')
  })
})

const USER_AGENTS = {
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
} as const

/** The first store link on the page: the download page's lead (hidden variants are not links to anyone). */
const firstStoreLink = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('link', { name: /App Store|Google Play/ })
    .first()

test.describe('download page leads with the right store', () => {
  test.describe('on an iPhone', () => {
    test.use({ userAgent: USER_AGENTS.ios, viewport: { width: 390, height: 844 } })
    test('App Store first, no QR code', async ({ page }) => {
      const errors = collectErrors(page)
      await page.goto('/getkinemo')
      await expect(firstStoreLink(page)).toHaveAttribute('href', STORES.ios.url)
      await expect(page.getByText('Recommended for your device').filter({ visible: true })).toHaveCount(1)
      await expect(page.getByRole('img', { name: /^QR code/ })).toHaveCount(0)
      expect(errors).toEqual([])
    })
  })

  test.describe('on Android', () => {
    test.use({ userAgent: USER_AGENTS.android, viewport: { width: 412, height: 915 } })
    test('Google Play first, no QR code', async ({ page }) => {
      await page.goto('/ar/getkinemo')
      await expect(firstStoreLink(page)).toHaveAttribute('href', `${STORES.android.url}&hl=ar`)
      await expect(page.getByRole('img', { name: /kinemo\.app/ })).toHaveCount(0)
    })
  })

  test.describe('on a computer', () => {
    test.use({ userAgent: USER_AGENTS.desktop, viewport: { width: 1280, height: 900 } })
    test('both stores and a QR code of the page', async ({ page }) => {
      await page.goto('/ja/getkinemo')
      await expect(firstStoreLink(page)).toHaveAttribute('href', STORES.ios.url)
      await expect(
        page
          .getByRole('main')
          .getByRole('link', { name: /Google Play/ })
          .first(),
      ).toBeVisible()
      await expect(page.getByRole('img', { name: /https:\/\/kinemo\.app\/ja\/getkinemo/ })).toBeVisible()
    })
  })

  // The first paint is what the prerendered page and its inline head script make of it: with the
  // page's JavaScript blocked, nothing hydrates, so what shows is what a slow phone shows first.
  for (const [platform, locale, store, name] of [
    ['ios', 'en', STORES.ios.url, /App Store/],
    ['android', 'ar', `${STORES.android.url}&hl=ar`, /Google Play/],
    ['android', 'zh-TW', `${STORES.android.url}&hl=zh-TW`, /Google Play/],
    ['desktop', 'ja', STORES.ios.url, /App Store/],
  ] as const) {
    test(`${platform} (${locale}): the first paint, before any script of the page's own, already leads with its store`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ userAgent: USER_AGENTS[platform], viewport: { width: 390, height: 844 } })
      const page = await context.newPage()
      await page.route('**/assets/*.js', (route) => route.abort())
      await page.goto(`${prefix(locale)}/getkinemo`)
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')
      await expect(firstStoreLink(page)).toHaveAttribute('href', store)
      await expect(firstStoreLink(page)).toHaveAccessibleName(name)
      await expect(firstStoreLink(page)).toBeVisible()
      // Only one variant is seen (and reached): the phone's two cards, or the computer's two and its QR code.
      await expect(page.locator('.store-lead').getByRole('link')).toHaveCount(2)
      await expect(page.getByText(/Recommended for your device|موصى به لجهازك|推薦給你的裝置/).filter({ visible: true })).toHaveCount(
        platform === 'desktop' ? 0 : 1,
      )
      await context.close()
    })
  }

  test('with JavaScript off, the computer variant shows both stores', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      userAgent: USER_AGENTS.android,
      viewport: { width: 412, height: 915 },
    })
    const page = await context.newPage()
    await page.goto('/getkinemo')
    const links = page.locator('.store-lead').getByRole('link')
    await expect(links).toHaveCount(2)
    await expect(links.first()).toHaveAttribute('href', STORES.ios.url)
    await expect(links.nth(1)).toHaveAttribute('href', `${STORES.android.url}&hl=en`)
    await context.close()
  })

  for (const platform of ['ios', 'android'] as const) {
    test(`${platform}: the page loads, hydrates and settles without a layout shift or a hydration error`, async ({ browser }) => {
      const context = await browser.newContext({ userAgent: USER_AGENTS[platform], viewport: { width: 390, height: 844 } })
      const page = await context.newPage()
      const errors = collectErrors(page)
      await recordLayoutShifts(page)
      await gotoHydrated(page, '/getkinemo')
      await expect(firstStoreLink(page)).toHaveAttribute('href', platform === 'ios' ? STORES.ios.url : `${STORES.android.url}&hl=en`)
      // Two frames after hydration, so anything it changed has been laid out and reported.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
      expect(await page.evaluate(() => window.__readLayoutShifts?.() ?? [])).toEqual([])
      expect(errors).toEqual([])
      await context.close()
    })
  }

  test('a navigation to the download page within the site shows the phone its store too', async ({ browser }) => {
    // A wide window, so the header's own link is at hand; the user agent is the phone's.
    const context = await browser.newContext({ userAgent: USER_AGENTS.android, viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await gotoHydrated(page, '/promo')
    await expect(page.locator('html')).not.toHaveAttribute('data-platform')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Download' }).click()
    await expect(page).toHaveURL(/\/getkinemo$/)
    await expect(firstStoreLink(page)).toHaveAttribute('href', `${STORES.android.url}&hl=en`)
    await expect(page.getByRole('img', { name: /^QR code/ })).toHaveCount(0)
    await context.close()
  })
})

test.describe('download page on Android with the app installed', () => {
  test.use({ userAgent: USER_AGENTS.android, viewport: { width: 412, height: 915 } })

  /** Stubs Chrome's `navigator.getInstalledRelatedApps()` before the page's scripts run; null removes it. */
  async function stubInstalledApps(page: Page, apps: readonly { platform: string; id: string }[] | null) {
    await page.addInitScript((list) => {
      if (list === null) Reflect.deleteProperty(Navigator.prototype, 'getInstalledRelatedApps')
      else Object.defineProperty(Navigator.prototype, 'getInstalledRelatedApps', { value: () => Promise.resolve(list), configurable: true })
    }, apps)
  }

  for (const locale of ['en', 'ar', 'ja'] as const) {
    test(`${locale}: the main button opens the app through an intent, with the Play listing as its fallback`, async ({ page }) => {
      await stubInstalledApps(page, [{ platform: 'play', id: STORES.android.id }])
      await gotoHydrated(page, `${prefix(locale)}/getkinemo`)
      const open = page
        .getByRole('main')
        .getByRole('link', { name: /Kinemo/ })
        .first()
      const fallback = encodeURIComponent(`${STORES.android.url}&hl=${locale}`)
      await expect(open).toHaveAttribute(
        'href',
        `intent://kinemo.app${prefix(locale)}/applycode#Intent;scheme=https;package=${STORES.android.id};S.browser_fallback_url=${fallback};end`,
      )
      await expect(open).toBeVisible()
      // The App Store card stays below it, and nothing else offers Play.
      await expect(
        page
          .getByRole('main')
          .getByRole('link', { name: /App Store/ })
          .first(),
      ).toBeVisible()
    })
  }

  for (const [label, apps] of [
    ['reports it not installed', []],
    ['has no such API', null],
  ] as const) {
    test(`where the browser ${label}, the main button stays the Play badge`, async ({ page }) => {
      await stubInstalledApps(page, apps)
      // Android pages load the check on demand: once it is in and has answered, the page has decided.
      const checked = page.waitForResponse(/\/assets\/installed-app-[\w-]+\.js$/)
      await gotoHydrated(page, '/getkinemo')
      await checked
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
      await expect(firstStoreLink(page)).toHaveAttribute('href', `${STORES.android.url}&hl=en`)
      await expect(page.locator('a[href^="intent:"]')).toHaveCount(0)
    })
  }
})

test.describe('download page content from the payload', () => {
  for (const locale of ['en', 'ar', 'ja']) {
    test(`${locale}: requirements, what's new and plans are in the page language`, async ({ page }) => {
      const content = download(locale)
      await page.goto(`${prefix(locale)}/getkinemo`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.hero.title)
      await expect(page.getByRole('heading', { level: 2, name: content.requirements.heading })).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: content.whatsNew.heading })).toBeVisible()
      for (const item of content.whatsNew.items) await expect(page.getByText(item, { exact: true })).toBeVisible()
      await expect(page.getByRole('heading', { level: 3, name: content.plans.pro.name })).toBeVisible()
      await expect(page.locator(`time[datetime="${content.whatsNew.date}"]`)).toBeVisible()
    })
  }
})

test('no page scrolls sideways, from a small phone to a wide screen, left to right or right to left', async ({ page }) => {
  for (const width of [320, 390, 768, 900, 1024, 1280, 1600]) {
    await page.setViewportSize({ width, height: 800 })
    for (const path of ['/', '/ar', '/getkinemo', '/ar/getkinemo', '/promo', '/ar/promo']) {
      await gotoHydrated(page, path)
      const { scroll, client } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }))
      expect(scroll, `${path} at ${String(width)} px`).toBe(client)
    }
  }
})
