import { expect, test } from '@playwright/test'
import { gotoHydrated } from './support.ts'

/** The priority Chromium gave each request of a page load, by path. */
async function loadPriorities(page: import('@playwright/test').Page, path: string): Promise<Map<string, string>> {
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
    const preloadedScripts = matching(priorities, /^\/assets\/(?!entry-client-)[^/]+\.js$/)
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
// first paint shows is in, a frame later (scripts/hydration-start.ts): it never shares the
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
