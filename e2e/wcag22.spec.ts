/**
 * The WCAG 2.2 AA criteria that axe cannot decide (axe runs on every page in every-page.spec.ts),
 * each a test of its own, on the pages where they can go wrong (home, promo-code redemption, a
 * legal document, promotion, download) in Latin, German compounds, Arabic (right to left), Japanese
 * and Hindi (tall lines). One browser page walks them all per test: the set-up is paid once.
 * Reflow at 320 px covers all 144 pages in every-page.spec.ts; 3.3.8 is in firebase-auth-action.spec.ts.
 */
import { resolve } from 'node:path'
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import type { PageKey } from '../src/lib/content/pages.ts'
import { pagePath } from '../src/lib/paths/site-paths.ts'
import { CONSENT_COOKIE } from '../src/features/consent/consent-cookie.ts'
import { siteColorSchemes } from './lib/axe-report.ts'
import { measureTargets, measureText, readFocusStops, recordFocusStops, settledFocusStop, type FocusStop } from './lib/wcag-probes.ts'
import {
  backdropColors,
  crampedTargets,
  fitsBesideOverlays,
  focusVisibility,
  overlappingLines,
  parseColor,
  ringContrast,
} from './lib/wcag.ts'

const schemes = siteColorSchemes(resolve(import.meta.dirname, '../dist'))
const LOCALES = ['en', 'de', 'ar', 'ja', 'hi'] as const
const PAGES: readonly PageKey[] = ['home', 'applycode', 'privacy_and_cookie_policy', 'promo', 'getkinemo']
const inLocales = (locales: readonly string[]) => locales.flatMap((locale) => PAGES.map((key) => pagePath(locale, key)))
const everyPage = inLocales(LOCALES)
const englishAndArabic = inLocales(['en', 'ar'])

const PHONE = { width: 390, height: 844 }
const SMALL_PHONE = { width: 320, height: 568 }
const DESKTOP = { width: 1280, height: 800 }

/** The cookie notice stays closed: the visitor has chosen before. */
async function dismissNotice(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: CONSENT_COOKIE, value: 'denied', url: baseURL ?? 'http://127.0.0.1' }])
}

/** A first visit as far as the cookie notice goes: it shows again. */
const showNotice = (context: BrowserContext) => context.clearCookies({ name: CONSENT_COOKIE })

/** Loaded, hydrated (so the app's own focus handling runs) and drawn with its fonts. */
async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('html'), path).toHaveAttribute('data-hydrated', 'true')
  await page.evaluate(() => document.fonts.ready)
}

/**
 * Each stop of a keyboard walk through the page, from its start until focus leaves it. `settled`:
 * each measured once what a scroll moves has moved (slower); otherwise all recorded in the page.
 */
async function tabThrough(
  page: Page,
  path: string,
  { settled, ready }: { settled: boolean; ready?: (page: Page) => Promise<void> },
): Promise<FocusStop[]> {
  await open(page, path)
  await ready?.(page)
  const expected = await page.evaluate(recordFocusStops, !settled)
  const stops: FocusStop[] = []
  if (settled) {
    for (let i = 0; i <= expected + 2; i++) {
      await page.keyboard.press('Tab')
      const stop = await page.evaluate(settledFocusStop)
      if (!stop || stops.some((s) => s.name === stop.name && s.box.top === stop.box.top && s.box.left === stop.box.left)) break
      stops.push(stop)
    }
  } else {
    for (let i = 0; i <= expected + 2; i++) await page.keyboard.press('Tab')
    stops.push(...(await page.evaluate(readFocusStops)).stops)
  }
  expect(stops.length, `${path}: focus stops`).toBeGreaterThan(5)
  return stops
}

const where = (path: string, size: { width: number; height: number }, notice: string) =>
  `${path} at ${String(size.width)}×${String(size.height)}, notice ${notice}`

/** The notice takes the most room on phones: there, every language; elsewhere, fewer. */
const FOCUS_WALKS = [
  { notice: 'showing', size: PHONE, paths: everyPage },
  { notice: 'showing', size: SMALL_PHONE, paths: inLocales(['en', 'de', 'ar']) },
  { notice: 'showing', size: DESKTOP, paths: englishAndArabic },
  { notice: 'dismissed', size: PHONE, paths: englishAndArabic },
  { notice: 'dismissed', size: DESKTOP, paths: inLocales(['en']) },
] as const

/** 2.4.7 and 1.4.11: a whole ring, 3:1 against what is behind it; one line per problem. */
function ringProblems(stop: FocusStop, at: string): string[] {
  const ring = parseColor(stop.outline.color)
  if (stop.outline.style === 'none' || stop.outline.width < 2 || !ring)
    return [`${at}: no focus ring (outline ${stop.outline.style} ${String(stop.outline.width)}px)`]
  const problems = stop.ringWhole ? [] : [`${at}: the ring is cut off by a box around it`]
  const contrast = ringContrast(ring, backdropColors(stop.backdrop))
  if (contrast < 3) problems.push(`${at}: ring ${stop.outline.color} at ${contrast.toFixed(2)}:1 against what is behind it`)
  return problems
}

/** 2.5.8 on the page as it loaded: every control 24 × 24 px or spaced so a 24 px circle on it touches no other. */
async function targetProblems(page: Page, at: string): Promise<string[]> {
  return crampedTargets(await page.evaluate(measureTargets)).map((target) => `${at}: ${target}`)
}

// Each walk (light scheme) checks at every stop that it is not hidden (2.4.11), that its ring shows
// (2.4.7, 1.4.11), and on each page that its controls are large enough (2.5.8): one load per page for all three.
for (const { notice, size, paths } of FOCUS_WALKS) {
  test(`2.4.11, 2.4.7, 1.4.11 and 2.5.8: at ${String(size.width)}×${String(size.height)} with the cookie notice ${notice}, tabbing never leaves the focused element hidden under it or the header, every stop shows its ring and every control is large enough`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(150_000)
    if (notice === 'dismissed') await dismissNotice(context, baseURL)
    await page.setViewportSize(size)
    const problems: string[] = []
    for (const path of paths) {
      // A first visit each time: the notice is placed as the page loads.
      if (notice === 'showing') await showNotice(context)
      const targetsMeasured = async (loaded: Page) => {
        problems.push(...(await targetProblems(loaded, where(path, size, notice))))
      }
      for (const stop of await tabThrough(page, path, { settled: true, ready: targetsMeasured })) {
        const seen = focusVisibility(stop.samples)
        const fits = fitsBesideOverlays(stop.box.bottom - stop.box.top, stop.viewportHeight, stop.overlays)
        // 2.4.11 asks for part of it; where it fits beside the overlays, all of it (2.4.12).
        if (seen === 'hidden' || (seen === 'partly' && fits))
          problems.push(
            `${where(path, size, notice)}: ${stop.name} ${seen}, under ${stop.coveredBy.join(', ') || 'the edge of the screen'}`,
          )
        problems.push(...ringProblems(stop, `${where(path, size, notice)}: ${stop.name}`))
      }
    }
    expect(problems).toEqual([])
  })
}

for (const size of [PHONE, SMALL_PHONE]) {
  test(`2.4.11 Focus Not Obscured: at ${String(size.width)}×${String(size.height)} on a first visit with the language offer and the cookie notice both showing, tabbing never leaves the focused element hidden`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const problems: string[] = []
    for (const path of inLocales(['ja', 'ar'])) {
      // A German browser's first visit: no language or consent cookie, so both overlays show.
      const context = await browser.newContext({ baseURL, locale: 'de-DE', viewport: size, storageState: { cookies: [], origins: [] } })
      const page = await context.newPage()
      const offerShown = async (shown: Page) => {
        await expect(shown.locator('.language-offer:not([data-edge="placing"])'), path).toBeVisible()
      }
      for (const stop of await tabThrough(page, path, { settled: true, ready: offerShown })) {
        const seen = focusVisibility(stop.samples)
        const fits = fitsBesideOverlays(stop.box.bottom - stop.box.top, stop.viewportHeight, stop.overlays)
        if (seen === 'hidden' || (seen === 'partly' && fits))
          problems.push(
            `${where(path, size, 'and offer showing')}: ${stop.name} ${seen}, under ${stop.coveredBy.join(', ') || 'the edge of the screen'}`,
          )
      }
      await context.close()
    }
    expect(problems).toEqual([])
  })
}

// The light scheme's rings are checked in the walks above; the other schemes' here, at the same sizes.
for (const scheme of schemes.slice(1)) {
  test(`2.4.7 and 1.4.11 Focus Visible: every focus stop shows a whole ring of 3:1 against what is behind it (${scheme})`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.emulateMedia({ colorScheme: scheme })
    const problems: string[] = []
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size)
      for (const path of size === PHONE ? everyPage : inLocales(['en'])) {
        await showNotice(page.context())
        for (const stop of await tabThrough(page, path, { settled: false }))
          problems.push(...ringProblems(stop, `${path} at ${String(size.width)}px (${scheme}): ${stop.name}`))
      }
    }
    expect(problems).toEqual([])
  })
}

/** 1.4.12's minimum spacing, applied by the visitor's own stylesheet. */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-block-end: 2em !important; }`

/** 1.4.4: the visitor's text size doubled, as a browser's text-size setting does. */
const DOUBLE_TEXT = 'html { font-size: 200% !important; }'

for (const [criterion, css, size] of [
  ['1.4.12 Text Spacing: with the spacing the criterion asks for, no text is cut off or drawn over other text', TEXT_SPACING, PHONE],
  ['1.4.4 Resize Text: at 200 % text size, no text is cut off or drawn over other text', DOUBLE_TEXT, DESKTOP],
] as const) {
  test(criterion, async ({ page, context, baseURL }) => {
    test.setTimeout(120_000)
    await dismissNotice(context, baseURL)
    await page.setViewportSize(size)
    const problems: string[] = []
    for (const path of everyPage) {
      await open(page, path)
      // A constructed sheet, as a user stylesheet or extension adds it: the page's CSP governs <style>, not this.
      await page.evaluate((rules) => {
        const sheet = new CSSStyleSheet()
        sheet.replaceSync(rules)
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
      }, css)
      const layout = await page.evaluate(measureText)
      for (const cut of layout.clipped) problems.push(`${path}: cut off: ${cut}`)
      for (const pair of overlappingLines(layout.lines)) problems.push(`${path}: drawn over each other: ${pair}`)
    }
    expect(problems).toEqual([])
  })
}
