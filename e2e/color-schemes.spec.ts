/**
 * The page follows the device's colour scheme with CSS alone, and stays usable in a Windows
 * contrast theme (forced colours). The contrast of every colour pair is src/styles/contrast.test.ts's;
 * axe checks both schemes on every page in every-page.spec.ts.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { SITE } from '../src/config/site.ts'
import { gotoHydrated } from './support.ts'

/** `#110e1c` as getComputedStyle writes it. */
const rgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16)
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`
}

const PAGES = ['/', '/de/getkinemo', '/ar/promo', '/ja/applycode', '/hi/auth_action', '/ru/license', '/de/nope']

test('without JavaScript, each scheme is drawn from the first paint, with the same layout and a theme colour of its own', async ({
  browser,
}) => {
  const contexts = {
    light: await browser.newContext({ javaScriptEnabled: false, colorScheme: 'light' }),
    dark: await browser.newContext({ javaScriptEnabled: false, colorScheme: 'dark' }),
  }
  const pages = { light: await contexts.light.newPage(), dark: await contexts.dark.newPage() }
  // Nothing runs, so what the page shows once loaded is what its first frame showed.
  const look = (page: Page) =>
    page.evaluate(() => {
      const body = getComputedStyle(document.body)
      const h1 = document.querySelector('h1')?.getBoundingClientRect()
      return {
        background: body.backgroundColor,
        text: body.color,
        scheme: getComputedStyle(document.documentElement).colorScheme,
        layout: [h1?.top, h1?.height, document.documentElement.scrollHeight],
        themeColors: [...document.querySelectorAll('meta[name="theme-color"]')].map((m) => [
          m.getAttribute('media'),
          m.getAttribute('content'),
        ]),
      }
    })

  for (const path of PAGES) {
    await pages.light.goto(path)
    await pages.dark.goto(path)
    const [light, dark] = [await look(pages.light), await look(pages.dark)]
    expect(light.background, path).toBe('rgb(255, 255, 255)')
    expect(dark.background, `${path}: the dark page surface`).toBe(rgb(SITE.themeColor.dark))
    expect(dark.text, `${path}: light text on it`).not.toBe(light.text)
    // Form controls, scrollbars and the browser's own surfaces follow the scheme too.
    expect(dark.scheme, path).toBe('light dark')
    expect(dark.layout, `${path}: nothing moves between schemes`).toEqual(light.layout)
    expect(dark.themeColors, path).toEqual([
      ['(prefers-color-scheme: light)', SITE.themeColor.light],
      ['(prefers-color-scheme: dark)', SITE.themeColor.dark],
    ])
  }
  await contexts.light.close()
  await contexts.dark.close()
})

test.describe('forced colours (Windows contrast themes)', () => {
  test.use({ colorScheme: 'dark' })

  /** The theme's page background, and how an element draws its edge and its text. */
  async function canvas(page: Page) {
    return page.evaluate(() => {
      const probe = document.createElement('div')
      probe.style.backgroundColor = 'Canvas'
      document.body.append(probe)
      const color = getComputedStyle(probe).backgroundColor
      probe.remove()
      return color
    })
  }
  const drawn = (locator: Locator, pseudo?: '::before') =>
    locator.evaluate((el, pseudoElement) => {
      const s = getComputedStyle(el, pseudoElement)
      return {
        border: s.borderTopStyle !== 'none' && parseFloat(s.borderTopWidth) > 0 ? s.borderTopColor : null,
        outline: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2 ? s.outlineColor : null,
        color: s.color,
        fill: s.backgroundColor,
      }
    }, pseudo ?? null)

  test('buttons, links, focus rings, the current language and the slideshow controls stay visible', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' })
    await gotoHydrated(page, '/')
    expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true)
    const bg = await canvas(page)

    const buttons = [
      page.getByRole('link', { name: /Get Kinemo free/ }),
      page.getByRole('button', { name: 'Accept analytics' }),
      page.getByRole('banner').getByRole('button', { name: /English/ }),
      page.getByRole('button', { name: 'Previous slide' }),
      page.getByRole('button', { name: 'Next slide' }),
    ]
    for (const button of buttons) {
      const look = await drawn(button)
      expect(look.border, `${await button.textContent()}: an edge of its own`).not.toBeNull()
      expect(look.border).not.toBe(bg)
      expect(look.color).not.toBe(bg)
    }
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy and cookie policy' })
    expect((await drawn(link)).color).not.toBe(bg)

    // The slideshow's dots are drawn shapes: each shows, and the current one differs from the rest.
    const dots = page.getByRole('button', { name: /^Show slide \d/ })
    const dotFills = await Promise.all((await dots.all()).map(async (dot) => (await drawn(dot, '::before')).fill))
    expect(dotFills.length).toBeGreaterThan(2)
    for (const fill of dotFills) expect(fill).not.toBe(bg)
    expect(new Set(dotFills).size, 'the current dot stands out').toBe(2)

    // Keyboard focus shows a ring in the theme's colours.
    await page.keyboard.press('Tab')
    const focusRing = await drawn(page.locator(':focus'))
    expect(focusRing.outline, 'a focus ring').not.toBeNull()
    expect(focusRing.outline).not.toBe(bg)
    await page.getByRole('button', { name: 'Next slide' }).focus()
    expect((await drawn(page.getByRole('button', { name: 'Next slide' }))).outline).not.toBeNull()

    // The current language, marked by a border now that its fill is gone.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /English/ })
      .click()
    const current = page.getByRole('banner').getByRole('link', { name: 'English' })
    await expect(current).toHaveAttribute('aria-current', 'true')
    const mark = await drawn(current)
    expect(mark.border, 'the current language has a border').not.toBeNull()
    expect(mark.border).not.toBe(bg)
    expect((await drawn(page.getByRole('banner').getByRole('link', { name: 'Deutsch' }))).border).toBeNull()
  })

  test('the progress bar shows, and shows a failure in a colour of its own', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' })
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/payloads/en/promo.json', async (route) => {
      await held
      await route.continue()
    })
    await page.route('**/payloads/en/getkinemo.json', (route) => route.abort())
    await gotoHydrated(page, '/')
    const bg = await canvas(page)
    const progress = page.locator('.nav-progress')
    const bar = page.locator('.nav-progress__bar')

    await page.getByRole('banner').getByRole('link', { name: 'Offer' }).click()
    await expect(progress).toHaveAttribute('data-visible', 'true')
    const working = (await drawn(bar)).fill
    expect(working).not.toBe(bg)
    expect(working).not.toBe('rgba(0, 0, 0, 0)')
    release()
    await expect(page.getByRole('heading', { level: 1, name: /Kinemo Pro/ })).toBeVisible()

    // The failure shows for half a second before the bar hides and resets, and the bar eases into its
    // colour: the page reads the colour it settles on while the failure shows.
    const failedFill = page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const bar = document.querySelector('.nav-progress__bar')
          const progress = bar?.parentElement
          if (!bar || !progress) throw new Error('no progress bar')
          new MutationObserver((_, observer) => {
            if (progress.getAttribute('data-failed') !== 'true') return
            observer.disconnect()
            void Promise.all(bar.getAnimations().map((a) => a.finished.catch(() => a))).then(() =>
              resolve(getComputedStyle(bar).backgroundColor),
            )
          }).observe(progress, { attributes: true, attributeFilter: ['data-failed'] })
        }),
    )
    await page.getByRole('banner').getByRole('link', { name: 'Download' }).click()
    const failed = await failedFill
    expect(failed, 'a failure has a colour of its own').not.toBe(working)
    expect(failed).not.toBe(bg)
  })
})
