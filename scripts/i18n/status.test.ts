import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { fixtureCatalog } from './fixtures/load.ts'
import { writeTree } from './fixtures/tree.ts'
import { catalogStatus, contentStatus, renderTable } from './status.ts'

let root = ''
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('i18n:status', () => {
  it('counts translated, missing and fuzzy messages against the source catalog', async () => {
    const en = await fixtureCatalog('en.po', 'en')
    expect(catalogStatus(en, await fixtureCatalog('de.po', 'de'), 'de')).toEqual({
      locale: 'de',
      total: 5,
      translated: 5,
      missing: 0,
      fuzzy: 0,
      obsolete: 0,
    })
    expect(catalogStatus(en, await fixtureCatalog('de-missing.po', 'de'), 'de')).toEqual({
      locale: 'de',
      total: 5,
      translated: 2,
      missing: 2,
      fuzzy: 1,
      obsolete: 0,
    })
    expect(catalogStatus(en, undefined, 'fr')).toEqual({ locale: 'fr', total: 5, translated: 0, missing: 5, fuzzy: 0, obsolete: 0 })
  })

  it('counts messages the source no longer has as obsolete', async () => {
    const status = catalogStatus(await fixtureCatalog('en-no-context.po', 'en'), await fixtureCatalog('de.po', 'de'), 'de')
    expect(status).toMatchObject({ total: 4, translated: 0, missing: 4, obsolete: 5 })
  })

  it('counts content texts per locale, keeping English-only pages apart', async () => {
    root = await writeTree({
      'content/en/home.json': { title: 'Reimagine Creativity', slides: [{ title: 'Keyframes' }, { title: 'Effects' }] },
      'content/en/license.json': { intro: 'Terms' },
      'content/de/home.json': { title: 'Kreativität neu gedacht', slides: [{ title: 'Keyframes' }], extra: 'alt' },
      'content/de/license.json': { intro: 'Bedingungen' },
    })
    const rows = await contentStatus({
      contentDir: join(root, 'content'),
      locales: ['en', 'de', 'fr'],
      sourceLocale: 'en',
      englishOnlyPages: ['license'],
    })
    expect(rows).toEqual([
      { locale: 'en', total: 3, translated: 3, missing: 0, obsolete: 0, pages: 1, pagesTotal: 1, englishOnly: 1, englishOnlyTotal: 1 },
      { locale: 'de', total: 3, translated: 2, missing: 1, obsolete: 1, pages: 1, pagesTotal: 1, englishOnly: 1, englishOnlyTotal: 1 },
      { locale: 'fr', total: 3, translated: 0, missing: 3, obsolete: 0, pages: 0, pagesTotal: 1, englishOnly: 0, englishOnlyTotal: 1 },
    ])
  })

  it('renders an aligned table', () => {
    expect(
      renderTable(
        ['Locale', 'Total'],
        [
          ['de', 41],
          ['zh-TW', 7],
        ],
      ),
    ).toBe('Locale  Total\n------  -----\nde         41\nzh-TW       7')
  })
})
