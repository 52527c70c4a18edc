import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { liveEntries, readPo } from '../scripts/i18n/po.ts'
import { ENGLISH_ONLY_PAGES } from '../scripts/i18n/project.ts'
import { LOCALES } from '../src/lib/i18n/locale-table.ts'
import { legalDocumentSchema, type LegalDocumentContent } from '../src/features/legal/legal-schema.ts'

const PREVAILS = 'This document is a translation. Where it differs from the English version, the English version prevails.'

function legalContent(locale: string, page: string): LegalDocumentContent {
  return legalDocumentSchema.parse(JSON.parse(readFileSync(new URL(`../content/${locale}/${page}.json`, import.meta.url), 'utf8')))
}

/** The notice as the locale's catalog words it. */
async function prevailsNotice(locale: string, file: string): Promise<string> {
  const catalog = await readPo(new URL(`../src/locales/${file}/messages.po`, import.meta.url).pathname, locale, file)
  const entry = liveEntries(catalog).find((e) => e.message === PREVAILS)
  if (!entry?.translation) throw new Error(`${locale}: the catalog has no translation of the English-prevails notice`)
  return entry.translation
}

// Every language ships its own legal documents: the page, its text and its table of contents are
// all in that language, with the English section ids so shared #anchors work everywhere.
for (const { code, file } of LOCALES.filter((l) => l.code !== 'en')) {
  for (const page of ENGLISH_ONLY_PAGES) {
    test(`/${code}/${page} is in ${code}, says English prevails and keeps the English section ids`, async ({ page: browser }) => {
      const english = legalContent('en', page)
      const translated = legalContent(code, page)
      await browser.goto(`/${code}/${page}`)
      await expect(browser.locator('html')).toHaveAttribute('lang', code)
      const main = browser.getByRole('main')
      await expect(main.getByRole('note')).toHaveText(await prevailsNotice(code, file))
      const foreign = await main.evaluate(
        (el, lang) => [...el.querySelectorAll('[lang]')].map((e) => e.getAttribute('lang')).filter((l) => l !== lang),
        code,
      )
      expect(foreign).toEqual([])
      await expect(main.getByText(translated.intro[0] ?? '', { exact: true })).toBeVisible()
      await expect(main.locator(`time[datetime="${translated.effectiveDate}"]`)).toBeVisible()

      const ids = english.sections.map((s) => s.id)
      expect(translated.sections.map((s) => s.id)).toEqual(ids)
      const tocLinks = main.getByRole('navigation').getByRole('link')
      expect(await tocLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(ids.map((id) => `#${id}`))
      for (const [i, section] of translated.sections.entries()) {
        await expect(main.locator(`section#${section.id}`).getByRole('heading', { level: 2 })).toHaveText(`${i + 1}. ${section.heading}`)
      }
    })
  }
}
