import { expect, test, type Browser } from '@playwright/test'

async function openRoot(browser: Browser, baseURL: string, options: { locale: string; cookie?: string }, path = '/') {
  // A first visit: without the returning visitor's cookie the other specs start with (playwright.config.ts).
  const context = await browser.newContext({ locale: options.locale, baseURL, storageState: { cookies: [], origins: [] } })
  if (options.cookie) {
    await context.addCookies([{ name: 'i18n_redirected', value: options.cookie, url: baseURL }])
  }
  const page = await context.newPage()
  await page.goto(path)
  return page
}

test.describe('language detection on /', () => {
  test('a Japanese browser without a cookie lands on /ja', async ({ browser, baseURL }) => {
    const page = await openRoot(browser, baseURL ?? '', { locale: 'ja-JP' })
    await expect(page).toHaveURL(/\/ja$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
    // A replace, not a push: one entry for the visit (after the initial blank page), so Back
    // leaves the site instead of bouncing between / and /ja.
    expect(await page.evaluate(() => history.length)).toBe(2)
  })

  test('the cookie wins over the browser language', async ({ browser, baseURL }) => {
    const page = await openRoot(browser, baseURL ?? '', { locale: 'ja-JP', cookie: 'de' })
    await expect(page).toHaveURL(/\/de$/)
  })

  test('cookie en keeps a German browser on the English home', async ({ browser, baseURL }) => {
    const page = await openRoot(browser, baseURL ?? '', { locale: 'de-DE', cookie: 'en' })
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    expect(new URL(page.url()).pathname).toBe('/')
  })

  test('a tampered cookie is ignored', async ({ browser, baseURL }) => {
    const page = await openRoot(browser, baseURL ?? '', { locale: 'ko-KR', cookie: '%3Cscript%3E' })
    await expect(page).toHaveURL(/\/ko$/)
  })

  test('prefixed pages never redirect, and record their language', async ({ browser, baseURL }) => {
    const page = await openRoot(browser, baseURL ?? '', { locale: 'ja-JP' }, '/fr/promo')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    expect(new URL(page.url()).pathname).toBe('/fr/promo')
    const readCookie = async () => (await page.context().cookies()).find((c) => c.name === 'i18n_redirected')
    await expect.poll(async () => (await readCookie())?.value).toBe('fr')
    const cookie = await readCookie()
    expect(cookie?.sameSite).toBe('Lax')
    expect(cookie?.path).toBe('/')
    // About 365 days from now.
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThan(366)
  })

  test('the home page finds its own CSS and JavaScript without waiting for the detection script', async ({ browser, baseURL }) => {
    // The detection script is parser-blocking, so it waits for the stylesheets above it. Hold the
    // font stylesheet back: the page's stylesheet must already be on its way. Its scripts are
    // fetchpriority="low" modulepreloads, which Chromium may hold back while a render-blocking
    // stylesheet is in flight in the head, so for them the check is that the HTML names them
    // ahead of the detection script, where the preload scanner finds them at once.
    const context = await browser.newContext({ locale: 'en-US', baseURL })
    const page = await context.newPage()
    let fontStylesheetReleased = Number.POSITIVE_INFINITY
    const requested = new Map<string, number>()
    await page.route(/\/assets\/latin-[^/]+\.css$/, async (route) => {
      // Held until the page's own stylesheet is asked for; should it never be, the check below fails.
      await expect
        .poll(() => [...requested.keys()].some((path) => path.endsWith('.css')))
        .toBe(true)
        .catch(() => undefined)
      fontStylesheetReleased = performance.now()
      await route.continue()
    })
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (/^\/assets\/shell-[^/]+\.(css|js)$/.test(path) && !requested.has(path)) requested.set(path, performance.now())
    })
    const response = await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    expect([...requested.keys()].map((path) => path.split('.').pop()).sort()).toEqual(['css', 'js'])
    const css = [...requested].find(([path]) => path.endsWith('.css'))
    expect(css?.[1], css?.[0]).toBeLessThan(fontStylesheetReleased)
    // The detection script is the head's one plain <script> (the JSON-LD one has a type).
    const html = (await response?.text()) ?? ''
    const detectionScript = html.indexOf('<script>')
    expect(detectionScript, 'the detection script is in the head').toBeGreaterThan(0)
    expect(detectionScript).toBeLessThan(html.indexOf('</head>'))
    for (const path of requested.keys()) {
      expect(html.indexOf(path), path).toBeGreaterThan(0)
      expect(html.indexOf(path), `${path} is named before the detection script`).toBeLessThan(detectionScript)
    }
    await context.close()
  })
})
