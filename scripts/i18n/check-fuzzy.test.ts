import { describe, expect, it } from 'vitest'
import { checkFuzzy } from './check-fuzzy.ts'
import { fixtureCatalog } from './fixtures/load.ts'
import { formatProblem } from './problems.ts'

describe('fuzzy translations', () => {
  it('passes a catalog without fuzzy entries', async () => {
    expect(checkFuzzy(await fixtureCatalog('de.po', 'de'))).toEqual([])
  })

  it('names the locale, message and source location of a fuzzy translation', async () => {
    const printed = checkFuzzy(await fixtureCatalog('de-missing.po', 'de')).map(formatProblem)
    expect(printed).toEqual([
      '✖ [missing] de: "Click <0>here</0> to start" is marked fuzzy: review the translation, then delete the `#, fuzzy` line.\n    fixtures/catalogs/de-missing.po · used at src/projects.tsx',
    ])
  })
})
