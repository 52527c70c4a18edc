/**
 * Cumulative Layout Shift must be exactly 0 on every page type, for a first-time visitor (the
 * cookie notice appears) and a returning one, measured in Chromium with a `layout-shift`
 * PerformanceObserver from navigation start until load, hydration and the late web fonts are
 * over. Font responses are held back until the page has painted and settled with its fallback
 * fonts, as on a slow phone, and always from the same state (a fixed delay would race with
 * rendering on a busy machine): a font that arrives then must move nothing. (The site's faces are
 * `font-display: optional`, so such a font is not swapped in at all; the last test holds that.)
 */
import { expect, test, type Page } from '@playwright/test'
import { LOCALES } from '../src/lib/i18n/locale-table.ts'
import { PAGE_LIST } from '../src/lib/content/pages.ts'
import { pagePath } from '../src/lib/paths/site-paths.ts'
import { recordLayoutShifts, type LayoutShiftRecord as Shift } from './support.ts'

/** Mobile viewport: narrow lines wrap most, so a late font is likeliest to move things there. */
test.use({
  viewport: { width: 412, height: 823 },
  screen: { width: 412, height: 823 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
})

/**
 * Waits until loading, hydration and the late fonts are rendered, then reads the shifts. Two
 * animation frames after the fonts are ready, the frame that laid out the new fonts has been
 * painted; `takeRecords()` then picks up its entries even if the observer has not been called.
 */
async function settledShifts(page: Page): Promise<Shift[]> {
  await page.waitForLoadState('networkidle')
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    await document.fonts.ready
    await frame()
    await frame()
    await frame()
    return window.__readLayoutShifts?.() ?? []
  })
}

/** Resolves once the DOM has not changed for 300 ms (at most 5 s), then two frames later. */
async function domQuiet(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, 300)
        const deadline = setTimeout(done, 5000)
        const observer = new MutationObserver(() => {
          clearTimeout(timer)
          timer = setTimeout(done, 300)
        })
        observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true, attributes: true })
        function done() {
          observer.disconnect()
          clearTimeout(timer)
          clearTimeout(deadline)
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()))
        }
      }),
  )
}

// Every page type in English (Latin) and Arabic (right to left, its own script), and every home.
const pages = [
  ...['en', 'ar'].flatMap((locale) => PAGE_LIST.map((page) => pagePath(locale, page.key))),
  ...LOCALES.filter((l) => l.code !== 'en' && l.code !== 'ar').map((l) => pagePath(l.code, 'home')),
]

/** One measured load: fonts held until the page has settled on its fallbacks, then let through. */
async function measuredLoad(page: Page, path: string): Promise<Shift[]> {
  let releaseFonts = () => {}
  const fontsReleased = new Promise<void>((resolve) => (releaseFonts = resolve))
  await page.route(/\.(woff2?|ttf|otf)(\?|$)/, async (route) => {
    await fontsReleased
    await route.continue()
  })
  const response = await page.goto(path, { waitUntil: 'commit' })
  expect(response?.status()).toBe(200)
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
  // Let hydration finish with the fallback fonts on screen, so the swap is one transition
  // from a settled page rather than a race with rendering.
  await domQuiet(page)
  releaseFonts()
  await page.waitForLoadState('load')
  const shifts = await settledShifts(page)
  await page.unrouteAll({ behavior: 'wait' })
  return shifts
}

const cls = (shifts: Shift[]) => shifts.reduce((sum, s) => sum + s.value, 0)

function report(visitor: string, shifts: Shift[]): string {
  return `${visitor}: CLS ${cls(shifts)}\n${shifts.map((s) => `${s.value.toFixed(4)} ${s.sources.join(', ')}`).join('\n')}`
}

test.describe('no layout shift while loading', () => {
  for (const path of pages) {
    test(`${path}: CLS is 0 through load and late fonts, on a first visit and a return`, async ({ page, baseURL }) => {
      // A first, unmeasured load warms the browser's local fonts (the metric-matched fallbacks
      // are local() faces); a cold font lookup would change what the first paint uses.
      await page.goto(path, { waitUntil: 'load' })
      await recordLayoutShifts(page)

      // First visit: no consent cookie, so the cookie notice appears while the page loads.
      const first = await measuredLoad(page, path)
      await expect(page.locator('.cookie-notice')).toBeVisible()

      // Returning visitor: a choice was made, so no notice.
      await page.context().addCookies([{ name: 'kinemo_consent', value: 'denied', url: baseURL ?? '' }])
      const returning = await measuredLoad(page, path)
      await expect(page.locator('.cookie-notice')).toHaveCount(0)

      // Exactly 0, no tolerance: every shift Chromium reports (it already ignores movements under
      // 3 CSS pixels) is listed with its sources.
      expect(cls(first) + cls(returning), `${report('first visit', first)}\n${report('returning visitor', returning)}`).toBe(0)
    })
  }
})

test('the layout-shift observer sees a shift when content is pushed down after first paint', async ({ page }) => {
  // Control for the tests above: a zero is only meaningful if this observer reports real shifts.
  await recordLayoutShifts(page)
  await page.goto('/', { waitUntil: 'load' })
  await settledShifts(page)
  await page.evaluate(() => {
    const banner = document.createElement('div')
    banner.style.blockSize = '200px'
    document.body.prepend(banner)
  })
  const shifts = await settledShifts(page)
  expect(shifts.reduce((sum, s) => sum + s.value, 0)).toBeGreaterThan(0)
})

test('web fonts never swap in over text on screen: every face is font-display: optional', async ({ page }) => {
  // What keeps a late font from moving text. Faces of local fonts (the fallbacks, and the phone's
  // own Noto Sans Devanagari and Thai) have no display: nothing is fetched for them.
  for (const locale of ['en', 'ar', 'hi', 'th', 'ja', 'ko', 'zh-CN', 'zh-TW']) {
    await page.goto(pagePath(locale, 'home'), { waitUntil: 'load' })
    const faces = await page.evaluate(() =>
      [...document.fonts].filter((f) => !/ (Fallback|Local)$/.test(f.family)).map((f) => `${f.family} ${f.unicodeRange}: ${f.display}`),
    )
    expect(faces.length, locale).toBeGreaterThan(0)
    expect(
      faces.filter((f) => !f.endsWith(': optional')),
      locale,
    ).toEqual([])
  }
})
