import { describe, expect, it } from 'vitest'
import { checkPlaceholders, checkPlurals } from './check-placeholders.ts'
import { fixtureCatalog } from './fixtures/load.ts'
import { formatProblem } from './problems.ts'

describe('placeholders, tags and select cases', () => {
  it('passes a translation that keeps them all', async () => {
    expect(checkPlaceholders(await fixtureCatalog('en.po', 'en'), await fixtureCatalog('de.po', 'de'))).toEqual([])
  })

  it('reports a renamed placeholder, lost and invented tags, a dropped plural and a missing select case', async () => {
    const printed = checkPlaceholders(await fixtureCatalog('en.po', 'en'), await fixtureCatalog('de-broken-placeholders.po', 'de')).map(
      formatProblem,
    )
    expect(printed).toEqual([
      '✖ [placeholders] de: "Hello {name}" drops the placeholder {name}; keep it exactly as written, it is filled in when the page renders.\n    fixtures/catalogs/de-broken-placeholders.po · used at src/dashboard.tsx',
      '✖ [placeholders] de: "Hello {name}" uses the placeholder {nme}, which the source does not have (renamed? the source has {name}).\n    fixtures/catalogs/de-broken-placeholders.po · used at src/dashboard.tsx',
      '✖ [placeholders] de: "Click <0>here</0> to start" drops the tags <0>, </0>; tags mark links and emphasis and must stay, around the words they belong to.\n    fixtures/catalogs/de-broken-placeholders.po · used at src/projects.tsx',
      '✖ [placeholders] de: "Click <0>here</0> to start" has the tag <1/>, which the source does not.\n    fixtures/catalogs/de-broken-placeholders.po · used at src/projects.tsx',
      '✖ [placeholders] de: "{count, plural, one {# clip} other {# clips}}" uses {count} without the source\'s {count, plural, …}; keep the plural and give it this language\'s cases.\n    fixtures/catalogs/de-broken-placeholders.po · used at src/project-card.tsx',
      '✖ [placeholders] de: "{gender, select, female {She is editing} male {He is editing} other {They are editing}}" select {gender} lacks the case male that the source has.\n    fixtures/catalogs/de-broken-placeholders.po · used at src/presence.tsx',
    ])
  })

  it('lets a language with a single plural form write the number without a plural', async () => {
    expect(checkPlaceholders(await fixtureCatalog('en.po', 'en'), await fixtureCatalog('ja.po', 'ja'))).toEqual([])
  })
})

describe('plural categories per CLDR', () => {
  it('passes English, German and Japanese plurals that use exactly their categories', async () => {
    expect(checkPlurals(await fixtureCatalog('en.po', 'en'))).toEqual([])
    expect(checkPlurals(await fixtureCatalog('de.po', 'de'))).toEqual([])
    expect(checkPlurals(await fixtureCatalog('ja.po', 'ja'))).toEqual([])
  })

  it('reports the categories Russian needs and the plural lacks', async () => {
    expect(checkPlurals(await fixtureCatalog('ru-plural.po', 'ru')).map(formatProblem)).toEqual([
      '✖ [plurals] ru: "{count, plural, one {# clip} other {# clips}}" plural {count} lacks the categories few, many; ru uses one, few, many, other (CLDR).\n    fixtures/catalogs/ru-plural.po · used at src/project-card.tsx',
    ])
  })

  it('reports a category Japanese never selects', async () => {
    expect(checkPlurals(await fixtureCatalog('ja-plural.po', 'ja')).map(formatProblem)).toEqual([
      '✖ [plurals] ja: "{count, plural, one {# clip} other {# clips}}" plural {count} has the category one, which ja never selects; ja uses other (CLDR). Remove it.\n    fixtures/catalogs/ja-plural.po · used at src/project-card.tsx',
    ])
  })
})
