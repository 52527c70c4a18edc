/**
 * Each page preloads exactly the font files its text is drawn from: one found only at layout is
 * fetched after the stylesheets, and the first paint waits for it. And the build splits each Inter
 * file into the characters the site writes (the faces pages preload) and the rest
 * (scripts/build/font-subsets.ts): a page whose text, list markers or line breaks reached into the rest
 * would download a second face of the same file, a request instead of saved bytes.
 */
import { expect, test, type Page, type Request } from '@playwright/test'
import { gotoHydrated } from './support.ts'

/**
 * Until a web font is there (a first visit on a slow phone keeps the fallback for the whole visit:
 * font-display: optional), text is drawn with the fallback faces: a regular and a bold one per
 * script, so headings are not faked bold, and for Arabic, Devanagari and Thai the platform's own
 * Noto font, as on Android (`.ci/run` installs Liberation Sans with Chromium and the Noto fonts).
 */
for (const [path, script] of [
  ['/', 'Liberation Sans'],
  ['/ar', 'Noto Sans Arabic'],
  ['/hi', 'Noto Sans Devanagari'],
  ['/th', 'Noto Sans Thai'],
] as const) {
  test(`${path}: without its web fonts, headings use a bold face and text a regular one, in ${script}`, async ({ page }) => {
    await page.route('**/*.woff2', (route) => route.abort())
    await page.goto(path)
    await page.waitForLoadState('load')
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('DOM.enable')
    await cdp.send('CSS.enable')
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 })
    const fontsOf = async (selector: string) => {
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
      // Latin letters and digits on the other scripts' pages are Inter's fallback: left out there.
      return fonts.filter((font) => font.familyName !== 'Liberation Sans' || script === 'Liberation Sans')
    }
    const heading = await fontsOf('main h1')
    const text = await fontsOf('footer p')
    for (const [what, fonts, weight] of [
      ['headline', heading, /Bold$/],
      ['footer text', text, /-Regular$|^LiberationSans$/],
    ] as const) {
      expect(
        fonts.map((font) => font.familyName),
        what,
      ).toEqual([script])
      for (const font of fonts) expect(font.postScriptName, what).toMatch(weight)
    }
  })
}

/**
 * The Arabic web font is two faces (scripts/build/font-subsets.ts): the letters Arabic is written with,
 * which `/ar` preloads, and the rest of the block (Persian's, Urdu's...), fetched only when a page
 * shows one of them. A name a visitor brings in such letters is shaped across both faces (or, on
 * the visit that first fetches the second, across the web font and the system's Noto Sans Arabic:
 * font-display: optional), and its letters must join either way.
 */
test('/ar: a Persian name mixing both Arabic faces joins its letters, and is drawn by the web font once cached', async ({ page }) => {
  const fetched: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fetched.push(new URL(request.url()).pathname)
  })
  await gotoHydrated(page, '/ar')
  await page.waitForLoadState('networkidle')
  const preloaded = fetched.length
  const heading = page.locator('main h1')
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const headingFonts = async () => {
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 })
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'main h1' })
    return (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })).fonts
  }
  const showName = async () => {
    await heading.evaluate(async (h) => {
      h.textContent = 'پارسا'
      await document.fonts.ready
    })
    await expect.poll(async () => (await headingFonts()).length).toBeGreaterThan(0)
  }

  await showName()
  expect(fetched.length, 'the second face is fetched only now').toBe(preloaded + 1)
  // Web or system face, the same design: no other font's glyphs in the name.
  expect(new Set((await headingFonts()).map((font) => font.familyName))).toEqual(new Set(['Noto Sans Arabic']))
  // پ (second face) before ا (first face): joined, پ takes its narrow initial form; a zero-width
  // non-joiner between them keeps both isolated, as a shaper without the other face's context would.
  const widths = await heading.evaluate((h) => {
    const measure = (text: string) => {
      h.textContent = text
      return h.getBoundingClientRect().width
    }
    h.style.display = 'inline-block'
    return { joined: measure('پارسا'), apart: measure('پ\u200cارسا') }
  })
  expect(widths.joined).toBeLessThan(widths.apart - 2)

  // The next page load finds both faces in the cache in time: the whole name in the web font.
  await page.reload()
  await page.waitForLoadState('networkidle')
  await showName()
  expect((await headingFonts()).map((font) => [font.familyName, font.isCustomFont])).toEqual([['Noto Sans Arabic', true]])
})

/**
 * Android and Linux ship Noto Sans Devanagari and Noto Sans Thai, the very fonts the site would
 * download: the device's own copy draws the text, and no web font is fetched for it. A device
 * without one (here: the stylesheet's local() names for it renamed to fonts no device has) fetches
 * the web font when it lays the text out. Not preloaded, it misses that first paint (font-display:
 * optional, so text never moves) and draws the next page from the cache.
 */
for (const [path, family, script] of [
  ['/hi', 'Noto Sans Devanagari', 'devanagari'],
  ['/th', 'Noto Sans Thai', 'thai'],
] as const) {
  test(`${path}: drawn with the device's own ${family}; only a device without it fetches the web font`, async ({ page, browser }) => {
    const fetched: string[] = []
    const track = (request: Request) => {
      if (request.url().endsWith('.woff2')) fetched.push(new URL(request.url()).pathname)
    }
    const headingFonts = async (on: Page) => {
      const cdp = await on.context().newCDPSession(on)
      await cdp.send('DOM.enable')
      await cdp.send('CSS.enable')
      const { root } = await cdp.send('DOM.getDocument', { depth: -1 })
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'main h1' })
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
      await cdp.detach()
      return fonts.filter((font) => font.familyName === family).map((font) => (font.isCustomFont ? 'web font' : 'system'))
    }
    const webFontRequests = () => fetched.filter((file) => file.includes(`noto-sans-${script}`))

    page.on('request', track)
    await gotoHydrated(page, path)
    await page.waitForLoadState('networkidle')
    expect(webFontRequests()).toEqual([])
    expect(await headingFonts(page)).toEqual(['system'])

    // A device without the font, in a context of its own (Playwright's page.route would turn the
    // HTTP cache off): its stylesheet is rewritten on the way in through the DevTools protocol.
    const context = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: test.info().project.use.baseURL })
    const without = await context.newPage()
    without.on('request', track)
    const cdp = await context.newCDPSession(without)
    cdp.on('Fetch.requestPaused', ({ requestId, responseStatusCode, responseHeaders }) => {
      void (async () => {
        const { body, base64Encoded } = await cdp.send('Fetch.getResponseBody', { requestId })
        const css = base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body
        // The built stylesheet writes the names unquoted: `local(Noto Sans Devanagari Regular)`.
        const renamed = css.replace(new RegExp(`local\\((['"]?)(${family}|${family.replaceAll(' ', '')})`, 'g'), 'local($1Absent $2')
        await cdp.send('Fetch.fulfillRequest', {
          requestId,
          responseCode: responseStatusCode ?? 200,
          responseHeaders,
          body: Buffer.from(renamed).toString('base64'),
        })
      })()
    })
    await cdp.send('Fetch.enable', { patterns: [{ urlPattern: `*/assets/${script}-*.css`, requestStage: 'Response' }] })
    await gotoHydrated(without, path)
    await without.waitForLoadState('networkidle')
    expect(webFontRequests()).toHaveLength(1)
    await gotoHydrated(without, path)
    await without.waitForLoadState('networkidle')
    expect(await headingFonts(without)).toEqual(['web font'])
    await context.close()
  })
}
