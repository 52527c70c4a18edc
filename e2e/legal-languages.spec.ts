/**
 * Every language ships its own legal documents: the page, its text and its table of contents are
 * all in that language, with the English section ids so shared #anchors work everywhere. Read from
 * the served HTML (what the visitor gets before and after hydration: hydration.spec.ts holds that
 * they are the same), so 51 documents need no browser.
 */
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { liveEntries, readPo } from '../scripts/i18n/po.ts'
import { ENGLISH_ONLY_PAGES } from '../scripts/i18n/project.ts'
import { LOCALES } from '../src/lib/i18n/locale-table.ts'
import { legalDocumentSchema, type LegalDocumentContent } from '../src/features/legal/legal-schema.ts'
import { attr, elements, find, parseHtml, textOf } from './lib/html.ts'

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

for (const { code, file } of LOCALES.filter((l) => l.code !== 'en')) {
  test(`/${code}: the three legal documents are in ${code}, say English prevails and keep the English section ids`, async ({ request }) => {
    const notice = await prevailsNotice(code, file)
    for (const page of ENGLISH_ONLY_PAGES) {
      const path = `/${code}/${page}`
      const english = legalContent('en', page)
      const translated = legalContent(code, page)
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      const document = parseHtml(await response.text())
      expect(
        find(document, 'html').map((e) => attr(e, 'lang')),
        path,
      ).toEqual([code])
      const [main] = find(document, 'main')
      if (!main) throw new Error(`${path} has no main`)
      const notes = [...elements(main)].filter((e) => attr(e, 'role') === 'note')
      expect(notes.map(textOf), `${path}: notice`).toEqual([notice])
      const foreign = [...elements(main)].map((e) => attr(e, 'lang')).filter((l) => l !== undefined && l !== code)
      expect(foreign, `${path}: nothing marked as another language`).toEqual([])
      const intro = translated.intro[0] ?? ''
      expect(
        find(main, 'p').some((p) => textOf(p) === intro),
        `${path}: intro`,
      ).toBe(true)
      expect(find(main, 'time', { datetime: translated.effectiveDate }), `${path}: effective date`).toHaveLength(1)

      const ids = english.sections.map((s) => s.id)
      expect(
        translated.sections.map((s) => s.id),
        path,
      ).toEqual(ids)
      const toc = find(main, 'nav').flatMap((nav) => find(nav, 'a').map((a) => attr(a, 'href')))
      expect(toc, `${path}: table of contents`).toEqual(ids.map((id) => `#${id}`))
      for (const [i, section] of translated.sections.entries()) {
        const headings = find(main, 'section', { id: section.id }).flatMap((el) => find(el, 'h2').slice(0, 1))
        expect(headings.map(textOf), `${path}#${section.id}`).toEqual([`${i + 1}. ${section.heading}`])
      }
    }
  })
}
