import { existsSync, readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { legalDocumentSchema } from '../src/features/legal/legal-schema.ts'
import { gotoHydrated } from './support.ts'

type PromoContent = { code: string; title: string; intro: string; benefits: { title: string }[]; terms: string[] }

function promoContent(locale: string): PromoContent {
  return JSON.parse(readFileSync(new URL(`../content/${locale}/promo.json`, import.meta.url), 'utf8')) as PromoContent
}

/**
 * Hydration mismatches (for example a date that Node and Chromium format differently) surface as
 * console errors; production React reports them as minified errors #418-#425.
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|react\.dev\/errors\/4(1[89]|2[0-5])/i.test(message.text())) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

const english = promoContent('en')

const PROMO_CASES = [
  {
    locale: 'en',
    path: '/promo',
    dir: 'ltr',
    benefitsHeading: 'What Kinemo Pro unlocks',
    cta: 'Redeem code',
    validity: 'Redeem from November 15, 2026 to January 31, 2027.',
  },
  {
    locale: 'ar',
    path: '/ar/promo',
    dir: 'rtl',
    benefitsHeading: 'ما الذي يفتحه لك Kinemo Pro',
    cta: 'استرداد الرمز',
    validity: 'يمكنك استرداد الرمز من ١٥ نوفمبر ٢٠٢٦ حتى ٣١ يناير ٢٠٢٧.',
  },
  {
    locale: 'ja',
    path: '/ja/promo',
    dir: 'ltr',
    benefitsHeading: 'Kinemo Proでアンロックされる機能',
    cta: 'コードを引き換える',
    validity: '引き換え期間：2026年11月15日〜2027年1月31日',
  },
] as const

test.describe('promo page', () => {
  for (const c of PROMO_CASES) {
    test(`${c.locale}: shows the offer from the ${c.locale} payload with dates in the ${c.locale} format`, async ({ page }) => {
      const errors = collectErrors(page)
      const content = promoContent(c.locale)
      await page.goto(c.path)
      await expect(page.locator('html')).toHaveAttribute('dir', c.dir)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(content.title)
      if (c.locale !== 'en') expect(content.title).not.toBe(english.title)
      await expect(main.getByText(content.intro)).toBeVisible()
      await expect(main.getByRole('heading', { level: 2, name: c.benefitsHeading })).toBeVisible()
      for (const benefit of content.benefits) {
        await expect(main.getByRole('heading', { level: 3, name: benefit.title })).toBeVisible()
      }
      await expect(main.getByText(content.terms[0] ?? '')).toBeVisible()
      await expect(main.getByText(c.validity)).toBeVisible()
      await expect(main.getByText(english.code, { exact: true })).toBeVisible()
      expect(errors).toEqual([])
    })

    test(`${c.locale}: the call to action opens the redeem page with the code, in the same language`, async ({ page }) => {
      await gotoHydrated(page, c.path)
      await page.getByRole('main').getByRole('link', { name: c.cta }).click()
      const prefix = c.locale === 'en' ? '' : `/${c.locale}`
      await expect(page).toHaveURL(`${prefix}/applycode?code=${english.code}`)
      await expect(page.locator('html')).toHaveAttribute('lang', c.locale)
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
    })
  }

  // The page is prerendered before anyone reads it; the visitor's own calendar decides, once hydrated.
  for (const c of [
    { path: '/promo', ended: 'This offer ended on January 31, 2027.', window: PROMO_CASES[0].validity },
    { path: '/ar/promo', ended: 'انتهى هذا العرض في ٣١ يناير ٢٠٢٧.', window: PROMO_CASES[1].validity },
    { path: '/ja/promo', ended: 'このキャンペーンは2027年1月31日に終了しました。', window: PROMO_CASES[2].validity },
  ]) {
    test(`${c.path}: after the last day, says the offer ended, without a hydration error`, async ({ page }) => {
      const errors = collectErrors(page)
      await page.clock.setFixedTime(new Date('2027-02-01T12:00:00'))
      await gotoHydrated(page, c.path)
      const main = page.getByRole('main')
      await expect(main.getByText(c.ended)).toBeVisible()
      await expect(main.getByText(c.window)).toHaveCount(0)
      expect(errors).toEqual([])
    })

    test(`${c.path}: on the last day, still shows the redemption window`, async ({ page }) => {
      await page.clock.setFixedTime(new Date('2027-01-31T23:30:00'))
      await gotoHydrated(page, c.path)
      await expect(page.getByRole('main').getByText(c.window)).toBeVisible()
    })
  }

  test('the prerendered call to action works before JavaScript runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/ja/promo')
    await expect(page.getByRole('main').getByRole('link', { name: 'コードを引き換える' })).toHaveAttribute(
      'href',
      `/ja/applycode?code=${english.code}`,
    )
    await context.close()
  })
})

/** A section heading as the page shows it: from the locale's translation, or the English text it falls back to. */
function legalHeading(locale: string, page: string, id: string): string {
  const file = new URL(`../content/${locale}/${page}.json`, import.meta.url)
  const source = existsSync(file) ? file : new URL(`../content/en/${page}.json`, import.meta.url)
  const content = legalDocumentSchema.parse(JSON.parse(readFileSync(source, 'utf8')))
  const heading = content.sections.find((s) => s.id === id)?.heading
  if (heading === undefined) throw new Error(`${page} has no section ${id}`)
  return heading
}

test.describe('legal pages', () => {
  const TOC_CASES = [
    { path: '/privacy_and_cookie_policy', link: 'Children', hash: '#children' },
    { path: '/license', link: 'Limitation of liability', hash: '#liability' },
    { path: '/ar/copyright_policy', link: legalHeading('ar', 'copyright_policy', 'repeat-infringers'), hash: '#repeat-infringers' },
  ]

  for (const c of TOC_CASES) {
    test(`${c.path}: the contents link "${c.link}" scrolls its section into view`, async ({ page }) => {
      await gotoHydrated(page, c.path)
      const heading = page.getByRole('main').getByRole('heading', { level: 2, name: c.link })
      await expect(heading).not.toBeInViewport()
      await page.getByRole('main').getByRole('navigation').getByRole('link', { name: c.link }).click()
      await expect(page).toHaveURL(new RegExp(`${c.hash}$`))
      await expect(heading).toBeInViewport()
      // The heading clears the sticky header instead of hiding under it.
      const headerBottom = await page
        .locator('header')
        .first()
        .evaluate((el) => el.getBoundingClientRect().bottom)
      const headingTop = await heading.evaluate((el) => el.getBoundingClientRect().top)
      expect(headingTop).toBeGreaterThanOrEqual(headerBottom)
    })
  }

  test('a link to a section opens the page scrolled to it', async ({ page }) => {
    await page.goto('/privacy_and_cookie_policy#cookies')
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Cookies and similar technologies' })).toBeInViewport()
    await expect(
      page.getByRole('table', { name: 'Cookies used on kinemo.app' }).getByRole('rowheader', { name: 'i18n_redirected' }),
    ).toBeVisible()
  })

  test('/license shows no notice and no language override', async ({ page }) => {
    await page.goto('/license')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(main.getByRole('note')).toHaveCount(0)
    await expect(main.locator('[lang]')).toHaveCount(0)
  })
})
