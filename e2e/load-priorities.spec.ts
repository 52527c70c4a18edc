import { expect, test, type Page } from '@playwright/test'
import { gotoHydrated } from './support.ts'
import { afterFrames } from './lib/settle.ts'

/** The priority Chromium gave each request of a page load, by path. */
async function loadPriorities(page: Page, path: string): Promise<Map<string, string>> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  const priorities = new Map<string, string>()
  cdp.on('Network.requestWillBeSent', (event) => {
    const url = new URL(event.request.url)
    if (!priorities.has(url.pathname)) priorities.set(url.pathname, event.request.initialPriority)
  })
  await gotoHydrated(page, path)
  await cdp.detach()
  return priorities
}

const matching = (priorities: Map<string, string>, pattern: RegExp) => [...priorities].filter(([path]) => pattern.test(path))

// The prerendered HTML already shows the page: on a slow connection its stylesheets, the
// preloaded font and the hero image must not queue behind the code that hydrates it.
for (const path of ['/', '/ar', '/ja/promo']) {
  test(`${path}: what the first paint needs is fetched ahead of the hydration code`, async ({ page }) => {
    const priorities = await loadPriorities(page, path)
    const preloadedScripts = matching(priorities, /^\/assets\/[^/]+\.js$/)
    expect(preloadedScripts.map(([p]) => p)).toContainEqual(expect.stringMatching(/^\/assets\/shell-/))
    for (const [script, priority] of preloadedScripts) expect(priority, script).toBe('Low')
    const stylesheets = matching(priorities, /^\/assets\/[^/]+\.css$/)
    expect(stylesheets.length).toBeGreaterThan(1)
    for (const [sheet, priority] of stylesheets) expect(priority, sheet).toBe('VeryHigh')
    const fonts = matching(priorities, /\.woff2$/)
    expect(fonts.length).toBeGreaterThan(0)
    for (const [font, priority] of fonts) expect(['VeryHigh', 'High'], font).toContain(priority)
  })
}

test('the home page hero image is fetched at high priority', async ({ page }) => {
  const priorities = await loadPriorities(page, '/')
  expect(matching(priorities, /^\/illustrations\/hero-editor\.svg$/)).toEqual([['/illustrations/hero-editor.svg', 'High']])
})

// Every chunk hydration needs is named in the page's HTML, so none waits for the shell to ask for it.
for (const path of ['/', '/ar/license', '/ja/getkinemo']) {
  test(`${path}: hydrating fetches no script its HTML did not preload`, async ({ page }) => {
    const html = await (await page.request.get(path)).text()
    const named = new Set([...html.matchAll(/<(?:link rel="modulepreload"[^>]*href|script type="module" src)="([^"]+)"/g)].map((m) => m[1]))
    const fetched: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.endsWith('.js')) fetched.push(url.pathname)
    })
    await gotoHydrated(page, path)
    await page.waitForLoadState('networkidle')
    expect(fetched.length).toBeGreaterThan(2)
    expect(fetched.filter((script) => !named.has(script))).toEqual([])
  })
}

// The code that hydrates the page is only asked for once the document is parsed and what the
// first paint shows is in, a frame later (scripts/build/hydration-start.ts): it never shares the
// connection with the font or the hero image.
for (const path of ['/', '/ja', '/de/promo']) {
  test(`${path}: the hydration code is requested after the preloaded font and image have arrived and the document is parsed`, async ({
    page,
  }) => {
    await gotoHydrated(page, path)
    const timings = await page.evaluate(() => {
      const resources = performance
        .getEntriesByType('resource')
        .filter((e): e is PerformanceResourceTiming => e instanceof PerformanceResourceTiming)
      const preloaded = [...document.head.querySelectorAll('link[rel=preload]')].map((link) =>
        link instanceof HTMLLinkElement ? link.href : '',
      )
      return {
        parsed:
          performance
            .getEntriesByType('navigation')
            .map((e) => (e instanceof PerformanceNavigationTiming ? e.domContentLoadedEventStart : Number.NaN))[0] ?? Number.NaN,
        preloads: resources.filter((e) => preloaded.includes(e.name)).map((e) => ({ name: e.name, end: e.responseEnd })),
        scripts: resources.filter((e) => /\/assets\/[^/]+\.js$/.test(e.name)).map((e) => ({ name: e.name, start: e.startTime })),
      }
    })
    expect(timings.preloads.length).toBeGreaterThan(0)
    expect(timings.scripts.map((s) => s.name)).toContainEqual(expect.stringMatching(/\/assets\/shell-/))
    const ready = Math.max(timings.parsed, ...timings.preloads.map((p) => p.end))
    for (const script of timings.scripts) expect(script.start, script.name).toBeGreaterThanOrEqual(ready)
  })
}

// The hydration loader is a module script, so on a page without the home page's detection script
// nothing in the head holds the parser while the CSS is on its way (scripts/build/hydration-start.ts):
// when the CSS arrives the whole page is there to draw.
for (const path of ['/de/promo', '/ja']) {
  test(`${path}: the whole document is parsed while its stylesheets are still on their way`, async ({ page }) => {
    const release = Promise.withResolvers<undefined>()
    let held = 0
    await page.route(/\/assets\/[^/]+\.css$/, async (route) => {
      held++
      await release.promise
      await route.continue()
    })
    await page.goto(path, { waitUntil: 'commit' })
    // The footer closes the visible page (the scripts after it may wait for the CSS: they measure it).
    await expect(page.locator('footer.site-footer')).toBeAttached()
    expect(held, 'stylesheets held back').toBeGreaterThan(0)
    expect(await page.evaluate(() => [...document.styleSheets].filter((sheet) => sheet.href?.includes('/assets/')).length)).toBe(0)
    release.resolve(undefined)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  })
}

/**
 * Serves the page at `url` with a same-origin script that takes 1.5 s inserted before `marker`:
 * the parser waits for it there, as a slow phone's parser pauses mid-document.
 */
async function pauseParserBefore(page: Page, url: RegExp, marker: string): Promise<void> {
  await page.route(url, async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replace(marker, `<script src="/pause-parser.js"></script>${marker}`)
    await route.fulfill({ response, body: html })
  })
  await page.route('**/pause-parser.js', async (route) => {
    // A slow server is the situation under test: the parser must wait, and a frame could come meanwhile.
    // eslint-disable-next-line no-restricted-syntax
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.fulfill({ contentType: 'text/javascript', body: '' })
  })
}

// The first frame waits for the parser (root-head.ts). On the home page the detection script holds
// the parser until the CSS is in; the parser then goes on through the header, and a frame there
// would show the header alone. Pause the parser in the header and see what the first frame has.
test('/: the first frame already has the main content, even when the parser pauses in the header', async ({ page }) => {
  await pauseParserBefore(page, /:\d+\/$/, '<nav class="site-nav"')
  // Runs as the document starts: the callback comes with the first frame the page renders.
  await page.addInitScript(() =>
    requestAnimationFrame(() =>
      sessionStorage.setItem('first frame has the heading', String(document.getElementById('page-title') !== null)),
    ),
  )
  await page.goto('/', { waitUntil: 'commit' })
  await expect(page.locator('footer.site-footer')).toBeAttached()
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('first frame has the heading'))).toBe('true')
})

/** Records in sessionStorage whether the first frame the page renders shows the placed cookie notice. */
async function recordNoticeInFirstFrame(page: Page): Promise<void> {
  // Runs as the document starts: the callback comes with the first frame the page renders.
  await page.addInitScript(() =>
    requestAnimationFrame(() => {
      const notice = document.querySelector('.cookie-notice')
      const shown =
        notice !== null && !notice.classList.contains('cookie-notice--placing') && getComputedStyle(notice).visibility !== 'hidden'
      sessionStorage.setItem('first frame shows the notice', String(shown))
    }),
  )
}

const firstFrameShowedNotice = (page: Page) => page.evaluate(() => sessionStorage.getItem('first frame shows the notice'))

// The cookie notice is placed by a script after the footer, and shown by it: the first frame waits
// for that script too. Pause the parser at the end of the footer and see that the first frame
// already shows the notice in its place.
test('/privacy_and_cookie_policy: the first frame already shows the placed cookie notice, even when the parser pauses in the footer', async ({
  page,
}) => {
  await pauseParserBefore(page, /\/privacy_and_cookie_policy$/, '</footer>')
  await recordNoticeInFirstFrame(page)
  await page.goto('/privacy_and_cookie_policy', { waitUntil: 'commit' })
  await expect(page.locator('footer.site-footer')).toBeAttached()
  await expect.poll(() => firstFrameShowedNotice(page)).toBe('true')
  await expect(page.locator('.cookie-notice')).toBeVisible()
})

// The usual order on a slow phone: the parser reaches the placement script before the CSS is in,
// and the script waits for it. When the CSS lands, the first frame must still wait for the script
// (with the script itself as the frame's condition, 5 loads in 6 painted the page without the notice).
test('/privacy_and_cookie_policy: the first frame already shows the placed cookie notice when the CSS lands after the parser reached its script', async ({
  page,
}) => {
  const release = Promise.withResolvers<undefined>()
  await page.route(/\/assets\/[^/]+\.css$/, async (route) => {
    await release.promise
    await route.continue()
  })
  await recordNoticeInFirstFrame(page)
  await page.goto('/privacy_and_cookie_policy', { waitUntil: 'commit' })
  await expect(page.locator('footer.site-footer + script')).toBeAttached()
  release.resolve(undefined)
  await expect.poll(() => firstFrameShowedNotice(page)).toBe('true')
  await expect(page.locator('.cookie-notice')).toBeVisible()
})

// The first layout, which the first paint waits for, covers the first screen only: the sections
// below it (the home page's, a legal document's) are laid out once the page has hydrated, or as the
// visitor scrolls to them before. Checked in every script the home page is laid out in differently.
const phone = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true }
const laidOut = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }))

/** The page as prerendered, its inline scripts run, its hydration held back (the app's modules never arrive). */
async function gotoUnhydrated(page: Page, url: string): Promise<void> {
  await page.route('**/assets/*.js', (route) => route.abort())
  await page.goto(url)
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull()
}

for (const [path, firstScreen, below] of [
  ['/', ['main h1', '#features-title'], ['#creators-title', '#download-title', '#social-title']],
  ['/ar', ['main h1', '#features-title'], ['#creators-title', '#download-title', '#social-title']],
  ['/ja', ['main h1', '#features-title'], ['#creators-title', '#download-title', '#social-title']],
  ['/hi', ['main h1', '#features-title'], ['#creators-title', '#download-title', '#social-title']],
  ['/privacy_and_cookie_policy', ['main h1'], ['#retention h2', '#contact h2']],
  ['/de/license', ['main h1'], ['#contact h2']],
  ['/ar/privacy_and_cookie_policy', ['main h1'], ['#retention h2', '#contact h2']],
] as const) {
  test(`${path}: the first paint lays out the first screen, the sections below it follow`, async ({ browser }) => {
    const early = await browser.newContext(phone)
    const before = await early.newPage()
    await gotoUnhydrated(before, path)
    for (const selector of firstScreen) expect(await laidOut(before, selector), selector).toBe(true)
    for (const selector of below) expect(await laidOut(before, selector), selector).toBe(false)
    // A visitor scrolling down meets each section laid out and shown (and, far past it, skipped again).
    for (const selector of below) {
      let seen = false
      for (let step = 0; step < 80 && !seen; step++) {
        await before.evaluate(() => window.scrollBy(0, innerHeight / 2))
        await afterFrames(before)
        seen = await before.locator(selector).evaluate((element) => {
          const { top, bottom } = element.getBoundingClientRect()
          return top >= 0 && bottom <= innerHeight && element.checkVisibility({ contentVisibilityAuto: true })
        })
      }
      expect(seen, `${selector} laid out once scrolled to`).toBe(true)
    }
    await early.close()

    // Hydrated: every section is laid out without a scroll, so a position restored on Back is exact.
    const app = await browser.newContext(phone)
    const hydrated = await app.newPage()
    await gotoHydrated(hydrated, path)
    for (const selector of below) await expect.poll(() => laidOut(hydrated, selector), selector).toBe(true)
    await app.close()

    // Without JavaScript the page never hydrates: nothing is left to stand-ins, which a link to a
    // section would land short of.
    const plain = await browser.newContext({ ...phone, javaScriptEnabled: false })
    const still = await plain.newPage()
    await still.goto(path)
    for (const selector of below) expect(await laidOut(still, selector), selector).toBe(true)
    await plain.close()
  })
}

// A link to a section lands on it, before hydration and without JavaScript alike: the sections
// above it are laid out, not stood in for.
for (const javaScriptEnabled of [true, false]) {
  test(`a link to a section of a legal document lands on it${javaScriptEnabled ? ' before hydration' : ' without JavaScript'}`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ ...phone, javaScriptEnabled })
    const page = await context.newPage()
    if (javaScriptEnabled) await gotoUnhydrated(page, '/privacy_and_cookie_policy#retention')
    else await page.goto('/privacy_and_cookie_policy#retention')
    for (const id of ['data-we-collect', 'purposes', 'analytics', 'cookies', 'sharing'])
      expect(await laidOut(page, `#${id} h2`), id).toBe(true)
    const top = await page.locator('#retention').evaluate((element) => element.getBoundingClientRect().top)
    // Just below the sticky header, not a stand-in's height away from it.
    expect(top).toBeGreaterThanOrEqual(0)
    expect(top).toBeLessThan(150)
    await context.close()
  })
}
