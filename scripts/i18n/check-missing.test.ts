import { describe, expect, it } from 'vitest'
import { checkMissing } from './check-missing.ts'
import { fixtureCatalog } from './fixtures/load.ts'
import { formatProblem } from './problems.ts'

describe('missing translations', () => {
  it('passes a complete catalog', async () => {
    expect(checkMissing(await fixtureCatalog('en.po', 'en'), await fixtureCatalog('de.po', 'de'))).toEqual([])
  })

  it('names the locale, message and source location of an empty, a fuzzy and an absent translation', async () => {
    const printed = checkMissing(await fixtureCatalog('en.po', 'en'), await fixtureCatalog('de-missing.po', 'de')).map(formatProblem)
    expect(printed).toEqual([
      '✖ [missing] de: "Hello {name}" has no translation (empty msgstr).\n    fixtures/catalogs/de-missing.po · used at src/dashboard.tsx',
      '✖ [missing] de: "Click <0>here</0> to start" is marked fuzzy: review the translation, then delete the `#, fuzzy` line.\n    fixtures/catalogs/de-missing.po · used at src/projects.tsx',
      '✖ [missing] de: "Export" (context "button") is not in this catalog at all; run `npm run i18n:extract`, then translate it.\n    fixtures/catalogs/de-missing.po · used at src/export.tsx',
    ])
  })

  it('uses the precise source location when one is known', async () => {
    const [problem] = checkMissing(await fixtureCatalog('en.po', 'en'), await fixtureCatalog('de-missing.po', 'de'), () => 'src/dashboard.tsx:12')
    expect(problem?.location).toBe('src/dashboard.tsx:12')
  })
})
