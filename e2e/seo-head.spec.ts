import { expect, test, type Page } from '@playwright/test'
import { gotoHydrated } from './support.ts'
import { liveHead, parseHead, type HeadSnapshot } from './head-snapshot.ts'

/** The parts of the head that must be exactly what the prerendered page of the same URL has. */
function indexedParts(head: HeadSnapshot) {
  return {
    lang: head.lang,
    dir: head.dir,
    titles: head.titles,
    // Repeated properties (og:locale:alternate) are a set: React appends new ones at the end.
    meta: Object.fromEntries(Object.entries(head.meta).map(([key, values]) => [key, [...values].sort()])),
    themeColors: head.themeColors,
    canonical: head.canonical,
    alternates: head.alternates,
    jsonLd: head.jsonLd,
  }
}

async function prerenderedHead(page: Page, path: string) {
  const response = await page.request.get(path)
  expect(response.status(), path).toBe(200)
  return parseHead(page, await response.text())
}

/** Waits until the live head equals the prerendered head of the page the browser now shows. */
async function expectHeadOf(page: Page, path: string) {
  const expected = indexedParts(await prerenderedHead(page, path))
  expect(expected.titles).toHaveLength(1)
  await expect.poll(async () => indexedParts(await liveHead(page)), { message: `head after moving to ${path}` }).toEqual(expected)
  const live = await liveHead(page)
  const prerendered = await prerenderedHead(page, path)
  for (const href of prerendered.stylesheets) expect(live.stylesheets, `${path} font and app stylesheets`).toContain(href)
}

async function switchLanguage(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: new RegExp(from) }).click()
  await page.getByRole('link', { name: to, exact: true }).click()
}

test('a language switch gives the head of the new language version, with nothing left over', async ({ page }) => {
  await gotoHydrated(page, '/promo')
  await expectHeadOf(page, '/promo')

  await switchLanguage(page, 'English', 'Deutsch')
  await expect(page).toHaveURL(/\/de\/promo$/)
  await expectHeadOf(page, '/de/promo')

  await switchLanguage(page, 'Deutsch', '日本語')
  await expect(page).toHaveURL(/\/ja\/promo$/)
  await expectHeadOf(page, '/ja/promo')

  await switchLanguage(page, '日本語', 'العربية')
  await expect(page).toHaveURL(/\/ar\/promo$/)
  await expectHeadOf(page, '/ar/promo')
})

test('navigating between pages gives each page its own head, noindex included', async ({ page }) => {
  await gotoHydrated(page, '/de')
  await expectHeadOf(page, '/de')

  const headerLink = (href: string) =>
    page
      .getByRole('banner')
      .getByRole('link')
      .and(page.locator(`[href="${href}"]`))
  await headerLink('/de/getkinemo').click()
  await expect(page).toHaveURL(/\/de\/getkinemo$/)
  await expectHeadOf(page, '/de/getkinemo')

  await headerLink('/de/applycode').click()
  await expect(page).toHaveURL(/\/de\/applycode/)
  await expectHeadOf(page, '/de/applycode')
  expect((await liveHead(page)).meta.robots).toEqual(['noindex'])

  await page.goBack()
  await expect(page).toHaveURL(/\/de\/getkinemo$/)
  await expectHeadOf(page, '/de/getkinemo')
  expect((await liveHead(page)).meta.robots).toBeUndefined()
})

/** Font files the page downloads once its fonts have settled. */
async function fontRequests(page: Page, path: string): Promise<string[]> {
  const fonts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname)
  })
  await gotoHydrated(page, path)
  await page.evaluate(() => document.fonts.ready)
  await page.waitForLoadState('networkidle')
  return fonts
}

const OTHER_SCRIPTS = /noto-sans-(arabic|thai|devanagari)/

for (const path of ['/ja', '/ko', '/zh-CN', '/zh-TW']) {
  test(`${path} downloads only the Latin font, for names and digits: its own script is drawn by the platform's CJK fonts`, async ({
    page,
  }) => {
    const fonts = await fontRequests(page, path)
    expect(fonts.some((f) => f.includes('inter-latin'))).toBe(true)
    expect(fonts.filter((f) => !f.includes('/inter-'))).toEqual([])
    const family = await page.locator('h1').evaluate((h1) => getComputedStyle(h1).fontFamily)
    expect(family).toMatch(/^"Inter Variable", "Inter Fallback", .*"Noto Sans CJK [A-Z]{2}"/)
  })
}

test('/de downloads no Arabic, Devanagari or Thai font', async ({ page }) => {
  const fonts = await fontRequests(page, '/de')
  expect(fonts.some((f) => f.includes('inter-latin'))).toBe(true)
  expect(fonts.filter((f) => OTHER_SCRIPTS.test(f))).toEqual([])
})

test('/ar downloads the Arabic font and no Devanagari or Thai one', async ({ page }) => {
  const fonts = await fontRequests(page, '/ar')
  expect(fonts.some((f) => f.includes('noto-sans-arabic-arabic'))).toBe(true)
  expect(fonts.filter((f) => /noto-sans-(thai|devanagari)/.test(f))).toEqual([])
})

test("Safari's app banner hands the app the page's canonical URL and, on /applycode, the promo code only", async ({ page }) => {
  const banner = page.locator('meta[name="apple-itunes-app"]')
  await gotoHydrated(page, '/ar/promo?code=SPRING25&utm_source=mail#x')
  await expect(banner).toHaveCount(1)
  await expect(banner).toHaveAttribute('content', 'app-id=6443789012, app-argument=https://kinemo.app/ar/promo')
  // The promo page's own link carries its code as written; the app gets it as the form sends it.
  await gotoHydrated(page, '/ar/applycode?code=KINEMO-WINTER-2026&utm_source=mail#x')
  await expect(banner).toHaveCount(1)
  await expect(banner).toHaveAttribute('content', 'app-id=6443789012, app-argument=https://kinemo.app/ar/applycode?code=KINEMOWINTER2026')
  await gotoHydrated(page, '/auth_action?mode=verifyEmail&oobCode=secret-code&apiKey=demo-key')
  await expect(banner).toHaveCount(0)
})

/** Values for `?code=` that must never reach the banner: markup, a script URL, 3,000 characters, a smuggled parameter. */
const HOSTILE_CODES = [
  '<script>window.__xss=1</script>',
  '"><img src=x onerror="window.__xss=1" data-xss>',
  'javascript:alert(1)',
  'A'.repeat(3000),
  'SPRING25&next=//evil.example',
  'SPRING25?next=//evil.example',
]

test.describe("Safari's app banner on /applycode keeps the code", () => {
  for (const [locale, path] of [
    ['en', '/applycode'],
    ['ar', '/ar/applycode'],
    ['zh-TW', '/zh-TW/applycode'],
  ] as const) {
    test(`${locale}: as Safari reads it while the page loads, and as React leaves it once hydrated`, async ({ page }) => {
      const banner = page.locator('meta[name="apple-itunes-app"]')
      const expected = `app-id=6443789012, app-argument=https://kinemo.app${path}?code=SPRING25`
      // Before any script of the page's own: the prerendered meta, as the inline script left it.
      await page.route('**/assets/*.js', (route) => route.abort())
      await page.goto(`${path}?code=SPRING25`)
      await expect(banner).toHaveCount(1)
      await expect(banner).toHaveAttribute('content', expected)
      await page.unroute('**/assets/*.js')
      await gotoHydrated(page, `${path}?code=SPRING25&utm_campaign=winter`)
      await expect(banner).toHaveCount(1)
      await expect(banner).toHaveAttribute('content', expected)
      // Another link, another code.
      await gotoHydrated(page, `${path}?code=OTHER777`)
      await expect(banner).toHaveCount(1)
      await expect(banner).toHaveAttribute('content', expected.replace('SPRING25', 'OTHER777'))
    })
  }

  for (const value of HOSTILE_CODES) {
    test(`a hostile code never reaches the banner: ${value.slice(0, 40)}`, async ({ page }) => {
      const banner = page.locator('meta[name="apple-itunes-app"]')
      await gotoHydrated(page, `/ar/applycode?code=${encodeURIComponent(value)}&next=${encodeURIComponent('//evil.example')}`)
      await expect(banner).toHaveCount(1)
      await expect(banner).toHaveAttribute('content', 'app-id=6443789012, app-argument=https://kinemo.app/ar/applycode')
      expect(await page.evaluate(() => Reflect.has(window, '__xss'))).toBe(false)
      await expect(page.locator('[data-xss]')).toHaveCount(0)
    })
  }

  test('a second code in the address is no code at all, and other parameters never come along', async ({ page }) => {
    const banner = page.locator('meta[name="apple-itunes-app"]')
    await gotoHydrated(page, '/applycode?code=SPRING25&code=EVIL1234')
    await expect(banner).toHaveCount(1)
    await expect(banner).toHaveAttribute('content', 'app-id=6443789012, app-argument=https://kinemo.app/applycode')
    await gotoHydrated(page, '/applycode?next=%2F%2Fevil.example&code=SPRING25&redirect=javascript%3Aalert(1)')
    await expect(banner).toHaveAttribute('content', 'app-id=6443789012, app-argument=https://kinemo.app/applycode?code=SPRING25')
  })
})

test.describe("Safari's app banner follows navigations within the site", () => {
  const APP = 'app-id=6443789012, app-argument=https://kinemo.app'

  /** Marks the document, so a test can show it was never reloaded. */
  async function markDocument(page: Page) {
    await page.evaluate(() => {
      ;(window as unknown as { marker: string }).marker = 'same document'
    })
  }
  const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { marker?: string }).marker === 'same document')

  /**
   * A navigation by the router, as the page's own code makes one (the form, a link with search):
   * TanStack's history follows `history.pushState` without loading a document.
   */
  async function routerNavigate(page: Page, href: string) {
    await page.evaluate((to) => {
      history.pushState(null, '', to)
    }, href)
  }

  /** Exactly one banner meta, handing the app `url`. */
  async function expectBanner(page: Page, url: string) {
    const banner = page.locator('meta[name="apple-itunes-app"]')
    await expect(banner).toHaveCount(1)
    await expect(banner).toHaveAttribute('content', url)
  }

  /** Follows the header's link to `href`, within the document. */
  async function followHeaderLink(page: Page, href: string) {
    await page
      .getByRole('banner')
      .getByRole('link')
      .and(page.locator(`[href="${href}"]`))
      .click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
  }

  for (const [locale, prefix] of [
    ['en', ''],
    ['ar', '/ar'],
    ['zh-TW', '/zh-TW'],
  ] as const) {
    test(`${locale}: into /applycode?code=… the banner gets the code, leaving drops it`, async ({ page }) => {
      const banner = page.locator('meta[name="apple-itunes-app"]')
      await gotoHydrated(page, `${prefix}/getkinemo`)
      await markDocument(page)
      await expect(banner).toHaveAttribute('content', `${APP}${prefix}/getkinemo`)

      await routerNavigate(page, `${prefix}/applycode?code=SPRING25&utm_source=mail`)
      await expectBanner(page, `${APP}${prefix}/applycode?code=SPRING25`)

      // Another code in the address, on the same page.
      await routerNavigate(page, `${prefix}/applycode?code=other-777`)
      await expectBanner(page, `${APP}${prefix}/applycode?code=OTHER777`)

      // Leaving by the header's link: that page's own canonical URL, no code.
      await followHeaderLink(page, `${prefix}/promo`)
      await expectBanner(page, `${APP}${prefix}/promo`)

      // The promo page's own link brings its code, as the form sends it.
      await page.getByRole('main').getByRole('link').and(page.locator('[href*="/applycode?code="]')).first().click()
      await expect(page).toHaveURL(/\/applycode\?code=/)
      await expectBanner(page, `${APP}${prefix}/applycode?code=KINEMOWINTER2026`)

      // The header's link to the page without a code drops it.
      await followHeaderLink(page, `${prefix}/applycode`)
      await expectBanner(page, `${APP}${prefix}/applycode`)
      expect(await sameDocument(page)).toBe(true)
    })
  }

  test('a hostile code reached within the site never reaches the banner', async ({ page }) => {
    const banner = page.locator('meta[name="apple-itunes-app"]')
    await gotoHydrated(page, '/ar/applycode?code=SPRING25')
    await markDocument(page)
    await expect(banner).toHaveAttribute('content', `${APP}/ar/applycode?code=SPRING25`)
    for (const value of HOSTILE_CODES) {
      await routerNavigate(page, '/ar/promo')
      await expect(banner).toHaveAttribute('content', `${APP}/ar/promo`)
      await routerNavigate(page, `/ar/applycode?code=${encodeURIComponent(value)}&next=${encodeURIComponent('//evil.example')}`)
      await expect(banner).toHaveCount(1)
      await expect(banner, value.slice(0, 40)).toHaveAttribute('content', `${APP}/ar/applycode`)
    }
    expect(await page.evaluate(() => Reflect.has(window, '__xss'))).toBe(false)
    await expect(page.locator('[data-xss]')).toHaveCount(0)
    expect(await sameDocument(page)).toBe(true)
  })
})
