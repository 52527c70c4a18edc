import { describe, expect, it } from 'vitest'
import { checkIcuSyntax } from './check-icu.ts'
import { fixtureCatalog } from './fixtures/load.ts'
import { formatProblem } from './problems.ts'

describe('ICU syntax', () => {
  it('passes well-formed messages, plurals and selects', async () => {
    expect(checkIcuSyntax(await fixtureCatalog('de.po', 'de'))).toEqual([])
    expect(checkIcuSyntax(await fixtureCatalog('en.po', 'en'))).toEqual([])
  })

  it('reports an unclosed placeholder and an unclosed plural with the parser error and the text', async () => {
    const printed = checkIcuSyntax(await fixtureCatalog('de-broken-icu.po', 'de')).map(formatProblem)
    expect(printed).toHaveLength(2)
    expect(printed[0]).toMatch(
      /^✖ \[icu\] de: "Hello \{name\}" translation is not valid ICU MessageFormat \(.+line 1 col \d+\): "Hallo \{name"\n {4}fixtures\/catalogs\/de-broken-icu\.po · used at src\/dashboard\.tsx$/,
    )
    expect(printed[1]).toContain('"{count, plural, one {# clip} other {# clips}}" translation is not valid ICU MessageFormat')
    expect(printed[1]).toContain('"{count, plural, one {# Clip} other {# Clips}"')
  })
})
