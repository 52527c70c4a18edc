import { expect, test } from '@playwright/test'
import { gotoHydrated } from './support.ts'

interface FooterItem {
  tag: string
  text: string
  height: number
  /** Where the item's text sits: the bottom of its line box, in viewport pixels. */
  textBottom: number
  top: number
}

/**
 * The footer's legal links and its "Cookie settings" button, as laid out: a button among links
 * should read, line up and take taps like them, in every script and on every width.
 */
for (const width of [360, 1280]) {
  for (const path of ['/', '/ar', '/ja/promo', '/hi/applycode']) {
    test(`footer controls line up and are easy to tap on ${path} at ${String(width)} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await gotoHydrated(page, path)
      await page.evaluate(() => document.fonts.ready)
      const items = await page.locator('.site-footer__links li > :is(a, button)').evaluateAll((elements): FooterItem[] =>
        elements.map((element) => {
          const box = element.getBoundingClientRect()
          const range = document.createRange()
          range.selectNodeContents(element)
          return {
            tag: element.tagName.toLowerCase(),
            text: element.textContent.trim(),
            height: box.height,
            textBottom: range.getBoundingClientRect().bottom,
            top: box.top,
          }
        }),
      )
      expect(items.map((item) => item.tag)).toContain('button')
      for (const item of items) expect(item.height, `"${item.text}" is at least 44 px tall`).toBeGreaterThanOrEqual(44)
      // Items in the same row share one baseline: their text ends at the same height.
      for (const item of items) {
        for (const other of items.filter((o) => Math.abs(o.top - item.top) < 1)) {
          expect(
            Math.abs(other.textBottom - item.textBottom),
            `"${other.text}" sits on the same line as "${item.text}"`,
          ).toBeLessThanOrEqual(1)
        }
      }
      // The button wears the links' underline.
      const decoration = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((element) => {
            const style = getComputedStyle(element)
            return { line: style.textDecorationLine, color: style.textDecorationColor, offset: style.textUnderlineOffset }
          })
      expect(await decoration('.site-footer__links button')).toEqual(await decoration('.site-footer__links a'))
    })
  }
}
