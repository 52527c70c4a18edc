/**
 * WCAG 1.4.10 Reflow on all 144 pages: at 320 CSS px wide no page scrolls sideways and no text is
 * cut off by the box it sits in (long German and Russian compounds, Thai and Hindi line heights,
 * the cookie notice of a first visit included). One browser page per locale walks its eight pages.
 */
import { expect, test } from '@playwright/test'
import { LOCALES } from '../src/lib/i18n/locale-table.ts'
import { PAGE_LIST } from '../src/lib/content/pages.ts'
import { pagePath } from '../src/lib/paths/site-paths.ts'
import { measureText } from './lib/wcag-probes.ts'

test.use({ viewport: { width: 320, height: 568 } })

for (const locale of LOCALES) {
  test(`1.4.10 Reflow: ${locale.code}, the 8 pages at 320 px neither scroll sideways nor cut text off`, async ({ page }) => {
    const problems: string[] = []
    for (const { key } of PAGE_LIST) {
      const path = pagePath(locale.code, key)
      await page.goto(path)
      await expect(page.locator('html'), path).toHaveAttribute('data-hydrated', 'true')
      await page.evaluate(() => document.fonts.ready)
      const layout = await page.evaluate(measureText)
      if (layout.scrollWidth > layout.clientWidth)
        problems.push(`${path}: scrolls sideways (${String(layout.scrollWidth)} px of content in ${String(layout.clientWidth)})`)
      for (const cut of layout.clipped) problems.push(`${path}: cut off: ${cut}`)
    }
    expect(problems).toEqual([])
  })
}
