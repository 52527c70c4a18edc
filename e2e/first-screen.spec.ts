/**
 * A first-time visitor's first screen on a phone: the cookie notice shows, and still the page's
 * headline and main call to action are not covered by it, the notice takes at most a third of the
 * screen with both choices on screen and easy to tap, and the header stays compact. Checked by the
 * elements' boxes, in the scripts with the tallest lines (Devanagari, Thai, Arabic), CJK and Latin.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'

/** The notice's texts in each locale (src/locales/<code>/messages.po). */
const NOTICE = {
  en: { prefix: '', title: 'Cookies and analytics', accept: 'Accept analytics', reject: 'Reject analytics' },
  ar: { prefix: '/ar', title: 'ملفات تعريف الارتباط والتحليلات', accept: 'قبول التحليلات', reject: 'رفض التحليلات' },
  hi: { prefix: '/hi', title: 'कुकी और एनालिटिक्स', accept: 'एनालिटिक्स स्वीकार करें', reject: 'एनालिटिक्स अस्वीकार करें' },
  th: { prefix: '/th', title: 'คุกกี้และการวิเคราะห์', accept: 'ยอมรับการวิเคราะห์', reject: 'ปฏิเสธการวิเคราะห์' },
  ja: { prefix: '/ja', title: 'Cookieと分析', accept: '分析を許可', reject: '分析を拒否' },
} as const

const PAGES = ['', '/promo', '/getkinemo', '/applycode'] as const

/** iPhone SE (1st gen), a small Android, iPhone 12 to 14, iPhone 14 Pro Max and the like. */
const PHONES = [
  { width: 320, height: 568 },
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 430, height: 932 },
] as const

/** Two rows of 44 px targets (logo and language, then the links), 4 px above and below, the border. */
const HEADER_MAX = 98

/** The smallest touch target the site allows. */
const TARGET = 44

interface Box {
  x: number
  y: number
  width: number
  height: number
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox()
  if (!box) throw new Error(`no box for ${locator.toString()}`)
  return box
}

const overlaps = (a: Box, b: Box) => a.y < b.y + b.height && b.y < a.y + a.height && a.x < b.x + b.width && b.x < a.x + a.width
const inViewport = (box: Box, viewport: { width: number; height: number }) =>
  box.y < viewport.height && box.y + box.height > 0 && box.x < viewport.width && box.x + box.width > 0
const fullyInside = (box: Box, viewport: { width: number; height: number }) =>
  box.x >= -0.5 && box.y >= -0.5 && box.x + box.width <= viewport.width + 0.5 && box.y + box.height <= viewport.height + 0.5

/** The page's main calls to action, as the notice's placement knows them. */
const callsToAction = (page: Page) => page.locator('[data-primary-cta], main .button--primary')

test.use({ deviceScaleFactor: 2, isMobile: true, hasTouch: true })

for (const [locale, text] of Object.entries(NOTICE)) {
  test(`${locale}: on every phone, the cookie notice leaves the headline and main call to action visible and stays compact`, async ({
    page,
  }) => {
    test.slow()
    for (const path of PAGES) {
      const url = text.prefix + path || '/'
      for (const viewport of PHONES) {
        const where = `${url} at ${String(viewport.width)}×${String(viewport.height)}`
        // The notice is placed once, as the page loads: each size is a fresh load.
        await page.setViewportSize(viewport)
        await page.goto(url)
        const notice = page.getByRole('region', { name: text.title })
        await expect(notice, where).toBeVisible()
        await page.waitForLoadState('load')
        // Late web fonts (font-display: optional) may still be applied: measure a settled frame.
        await page.evaluate(async () => {
          await document.fonts.ready
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
        })

        const box = await boxOf(notice)
        expect(box.height, `${where}: the notice takes at most a third of the screen`).toBeLessThanOrEqual(viewport.height / 3)
        expect(fullyInside(box, viewport), `${where}: the notice is entirely on screen`).toBe(true)
        const cut = await notice.evaluate((el) =>
          [el, ...el.querySelectorAll('*')].some((e) => e.scrollHeight > e.clientHeight + 1 && getComputedStyle(e).display !== 'inline'),
        )
        expect(cut, `${where}: nothing in the notice is cut or scrolls`).toBe(false)
        await expect(notice.getByRole('link'), `${where}: the policy link`).toHaveAttribute(
          'href',
          `${text.prefix}/privacy_and_cookie_policy`,
        )
        expect(fullyInside(await boxOf(notice.getByRole('link')), viewport), `${where}: the policy link is on screen`).toBe(true)

        for (const name of [text.accept, text.reject]) {
          const button = await boxOf(notice.getByRole('button', { name }))
          expect(fullyInside(button, viewport), `${where}: "${name}" is on screen`).toBe(true)
          expect(button.height, `${where}: "${name}" is tall enough to tap`).toBeGreaterThanOrEqual(TARGET)
          expect(button.width, `${where}: "${name}" is wide enough to tap`).toBeGreaterThanOrEqual(TARGET)
        }

        const heading = await boxOf(page.getByRole('main').getByRole('heading', { level: 1 }))
        expect(inViewport(heading, viewport), `${where}: the headline is in the first screen`).toBe(true)
        expect(overlaps(heading, box), `${where}: the headline is clear of the notice`).toBe(false)
        for (const cta of await callsToAction(page).all()) {
          if (!(await cta.isVisible())) continue
          const ctaBox = await boxOf(cta)
          if (inViewport(ctaBox, viewport))
            expect(overlaps(ctaBox, box), `${where}: the call to action "${await cta.innerText()}" is clear of the notice`).toBe(false)
        }

        const header = page.getByRole('banner')
        expect((await boxOf(header)).height, `${where}: the header is compact`).toBeLessThanOrEqual(HEADER_MAX)
        // Its links all stay on screen and tappable (under the notice only when nothing else fits).
        for (const link of await header.getByRole('navigation').getByRole('link').all()) {
          const linkBox = await boxOf(link)
          expect(fullyInside(linkBox, viewport), `${where}: header link "${await link.innerText()}" is on screen`).toBe(true)
          expect(linkBox.height, `${where}: header link "${await link.innerText()}" is tall enough to tap`).toBeGreaterThanOrEqual(TARGET)
        }
      }
    }
  })
}

// A preloaded web font that lands after the inline script placed the notice is still drawn in the
// first paint (font-display: optional waits for it until then), and may make the headline taller.
// Here the fonts are held back until the notice is placed and the app's code never runs, as on a slow phone.
for (const locale of ['ar', 'hi', 'th'] as const) {
  test(`${locale}: a web font landing after the notice was placed, before the app runs, leaves the headline clear`, async ({ page }) => {
    await page.setViewportSize(PHONES[0])
    const notice = page.getByRole('region', { name: NOTICE[locale].title })
    await page.route('**/*.woff2', async (route) => {
      // Should the notice never show, the check below fails; the font goes on regardless.
      await expect(notice)
        .toBeVisible()
        .catch(() => undefined)
      await route.continue()
    })
    await page.route('**/assets/**/*.js', (route) => route.abort())
    await page.goto(NOTICE[locale].prefix)
    await expect(notice).toBeVisible()
    await page.evaluate(async () => {
      await document.fonts.ready
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    })
    const heading = await boxOf(page.getByRole('main').getByRole('heading', { level: 1 }))
    expect(overlaps(heading, await boxOf(notice)), `${NOTICE[locale].prefix}: the headline is clear of the notice`).toBe(false)
  })
}
