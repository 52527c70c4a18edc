/**
 * Cumulative Layout Shift must be exactly 0 on every page type, measured in Chromium with a
 * `layout-shift` PerformanceObserver from navigation start until load, hydration and the web
 * font swap are over. Font responses are held back so the fallback font paints first and
 * the swap happens on screen, as it does on a slow phone.
 */
import { expect, test, type Page } from '@playwright/test'
import { LOCALES } from '../src/features/i18n/locale-table.ts'
import { PAGE_LIST, pagePath } from '../src/features/content/pages.ts'

const FONT_DELAY_MS = 400

interface Shift {
  value: number
  sources: string[]
}

declare global {
  interface Window {
    __layoutShifts?: Shift[]
  }
}

/** Mobile viewport: narrow lines wrap most, so a font swap is likeliest to move things there. */
test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true })

async function observeShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = []
    window.__layoutShifts = shifts
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '(gone)'
      const id = node.id ? `#${node.id}` : ''
      const cls = typeof node.className === 'string' && node.className ? `.${node.className.trim().split(/\s+/).join('.')}` : ''
      return `${node.tagName.toLowerCase()}${id}${cls}`
    }
    // LayoutShift is not in TypeScript's DOM library yet.
    type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node: Node | null }[] }
    const isLayoutShift = (entry: PerformanceEntry): entry is LayoutShift => 'value' in entry && 'hadRecentInput' in entry
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!isLayoutShift(entry) || entry.hadRecentInput) continue
        shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((s) => describe(s.node)) })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
  await page.evaluate(async () => {
    await document.fonts.ready
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  })
  // Layout-shift entries are delivered asynchronously after the frame that produced them.
  await page.waitForTimeout(200)
}

const pages = [
  ...['en', 'ar'].flatMap((locale) => PAGE_LIST.map((page) => pagePath(locale, page.key))),
  ...LOCALES.filter((l) => l.code !== 'en' && l.code !== 'ar').map((l) => pagePath(l.code, 'home')),
]

test.describe('no layout shift while loading', () => {
  for (const path of pages) {
    test(`${path}: CLS is 0 through load and font swap`, async ({ page }) => {
      await observeShifts(page)
      await page.route(/\.(woff2?|ttf|otf)(\?|$)/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, FONT_DELAY_MS))
        await route.continue()
      })
      const response = await page.goto(path, { waitUntil: 'load' })
      expect(response?.status()).toBe(200)
      await settle(page)
      const shifts = await page.evaluate(() => window.__layoutShifts ?? [])
      const cls = shifts.reduce((sum, s) => sum + s.value, 0)
      expect(shifts.map((s) => `${s.value.toFixed(4)} ${s.sources.join(', ')}`), `CLS ${cls}`).toEqual([])
    })
  }
})

test('the layout-shift observer sees a shift when content is pushed down after first paint', async ({ page }) => {
  // Control for the tests above: a zero is only meaningful if this observer reports real shifts.
  await observeShifts(page)
  await page.goto('/', { waitUntil: 'load' })
  await settle(page)
  await page.evaluate(() => {
    const banner = document.createElement('div')
    banner.style.blockSize = '200px'
    document.body.prepend(banner)
  })
  await settle(page)
  const shifts = await page.evaluate(() => window.__layoutShifts ?? [])
  expect(shifts.reduce((sum, s) => sum + s.value, 0)).toBeGreaterThan(0)
})
