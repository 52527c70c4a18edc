/**
 * Every one of the 144 pages, loaded once in the browser and checked for everything a visitor
 * relies on at every address: status and headers, language and direction, hydration, the content
 * security policy, the fonts it preloads, axe's WCAG A/AA rules in every colour scheme the site
 * has, and WCAG 1.4.10 Reflow at 320 px (long German and Russian compounds, Thai and Hindi line
 * heights, the cookie notice of a first visit included). One page per locale walks its eight
 * pages, so the set-up is paid 18 times, not 144 × n.
 */
import { resolve } from 'node:path'
import { devices, expect, test, type Page } from '@playwright/test'
import { LOCALES } from '../src/lib/i18n/locale-table.ts'
import { PAGE_LIST } from '../src/lib/content/pages.ts'
import { pagePath } from '../src/lib/paths/site-paths.ts'
import { parseCsp } from '../scripts/build/csp.ts'
import { axeViolations, siteColorSchemes } from './lib/axe-report.ts'
import { measureText } from './lib/wcag-probes.ts'
import { expectClean, resetLog, watchSecurity } from './security-support.ts'

const schemes = siteColorSchemes(resolve(import.meta.dirname, '../dist'))

/** `inter-latin-wght-normal` of `/assets/inter-latin-wght-normal-DLcSdzaG.woff2`: the font file a built face was cut from. */
const sourceOf = (path: string) => /\/([a-z0-9-]+?)-[A-Za-z0-9_-]{8}\.woff2$/.exec(path)?.[1] ?? path
const DESKTOP = devices['Desktop Chrome'].viewport
const SMALL_PHONE = { width: 320, height: 568 }

/** The page at another width, laid out again and with its overlays placed for it (their observers run a frame later). */
async function resize(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size)
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
}

const repeated = (files: readonly string[]) => {
  const sources = files.map(sourceOf)
  return sources.filter((source, i) => sources.indexOf(source) !== i)
}

for (const locale of LOCALES) {
  test(`${locale.code}: the 8 pages answer, hydrate within the policy, fetch the fonts they preload, pass axe and reflow at 320 px`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const log = await watchSecurity(page)
    const fonts: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (path.endsWith('.woff2')) fonts.push(path)
    })

    for (const { key } of PAGE_LIST) {
      const path = pagePath(locale.code, key)
      resetLog(log)
      fonts.length = 0
      await page.emulateMedia({ colorScheme: 'light' })
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      const header = parseCsp((await response?.allHeaders())?.['content-security-policy'] ?? '')
      expect(header.get('frame-ancestors'), path).toEqual(["'none'"])
      const meta = parseCsp((await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '')
      expect(meta.get('script-src')?.join(' '), path).not.toMatch(/unsafe-inline|unsafe-eval/)
      await expect(page.locator('html'), path).toHaveAttribute('lang', locale.code)
      await expect(page.locator('html'), path).toHaveAttribute('dir', locale.dir)
      await expect(page.locator('html'), path).toHaveAttribute('data-hydrated', 'true')
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible()

      // Each page preloads exactly the font files its text is drawn from, one face per file: a
      // file found only at layout would hold the first paint, a second face of one file is a request for nothing.
      await page.evaluate(() => document.fonts.ready)
      const preloaded = await page
        .locator('link[rel="preload"][as="font"]')
        .evaluateAll((links) => links.map((l) => l.getAttribute('href')))
      expect(preloaded.length, `${path}: preloaded fonts`).toBeGreaterThan(0)
      expect([...fonts].sort(), `${path}: fetched fonts`).toEqual([...preloaded].sort())
      expect(repeated(fonts), `${path}: one face per font file`).toEqual([])

      for (const [index, scheme] of schemes.entries()) {
        await page.emulateMedia({ colorScheme: scheme })
        // Links and buttons ease their colours into the new scheme; axe reads the colours they end on.
        await page.evaluate(() =>
          Promise.all(document.getAnimations().flatMap((a) => (a instanceof CSSTransition ? [a.finished.catch(() => a)] : []))),
        )
        // A scheme changes colours only (CSS custom properties): after the first, axe's colour rules are all it can change.
        expect(await axeViolations(page, { colourOnly: index > 0 }), `${path} (${scheme}): axe`).toEqual([])
      }

      // 1.4.10 Reflow: at 320 CSS px nothing scrolls sideways and no text is cut off by the box it sits in.
      await resize(page, SMALL_PHONE)
      const layout = await page.evaluate(measureText)
      expect(layout.scrollWidth, `${path} at 320 px: content width (no sideways scrolling)`).toBeLessThanOrEqual(layout.clientWidth)
      expect(layout.clipped, `${path} at 320 px: text cut off`).toEqual([])
      await resize(page, DESKTOP)
      expectClean(log, path)
    }

    // The language list writes every language's name in its own script: more files, still one face each.
    fonts.length = 0
    await page.goto(pagePath(locale.code, 'home'))
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await page.locator('header .lang-switcher__button').click()
    await expect(page.locator('.lang-switcher__list')).toBeVisible()
    await page.evaluate(() => document.fonts.ready)
    expect(repeated(fonts), `language list: ${fonts.join(', ')}`).toEqual([])
  })
}
