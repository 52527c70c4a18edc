// @vitest-environment node
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { fixtureCatalog } from './fixtures/load.ts'
import { writeTree } from './fixtures/tree.ts'
import { checkGlossary, termFindings, termsInSource, type LocaleGlossary, type SourceGlossary } from './glossary.ts'
import { formatProblem } from './problems.ts'
import { catalogUnits, contentUnits, type TextUnit } from './units.ts'

const source: SourceGlossary = {
  terms: {
    code: { source: ['code', 'codes'], except: ['QR code'], notIn: ['license'] },
    redeem: { source: ['redeem', 'redeemed'] },
  },
}
const fr: LocaleGlossary = {
  terms: {
    code: { use: ['code'], avoid: ['coupon'] },
    redeem: { use: ['utilis'], avoid: ['activ', 'échang'] },
  },
}
const promo = { intro: 'Redeem this code before the offer ends.', terms: ['The code is personal.'] }
let root = ''

afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

async function run(files: Record<string, unknown>, extraUnits: TextUnit[] = []): Promise<string[]> {
  root = await writeTree(files)
  const en = await fixtureCatalog('en-glossary.po', 'en')
  const units = [
    ...catalogUnits(en, await fixtureCatalog('fr-glossary.po', 'fr')),
    ...(await contentUnits({ rootDir: root, contentDir: join(root, 'content'), locale: 'fr', sourceLocale: 'en' })),
    ...extraUnits,
  ]
  const problems = await checkGlossary({
    rootDir: root,
    catalogsDir: join(root, 'src/locales'),
    sourceLocale: 'en',
    locales: ['en', 'fr'],
    units,
  })
  return problems.map(formatProblem)
}

describe('glossary terms', () => {
  it('finds the concepts of an English text as whole words, skipping excepted phrases and pages', () => {
    expect(termsInSource(source, 'Redeem your code', undefined)).toEqual(['code', 'redeem'])
    expect(termsInSource(source, 'Scan the QR code', undefined)).toEqual([])
    expect(termsInSource(source, 'Encoded, decoded', undefined)).toEqual([])
    expect(termsInSource(source, 'The code may be redeemed once', 'license')).toEqual(['redeem'])
  })

  it('accepts an approved stem in any inflection and ignores a variant inside an approved word', () => {
    expect(termFindings('ru', 'Активируйте промокод', { use: ['промокод'], avoid: ['код'] })).toEqual({ lacks: false, avoided: [] })
    expect(termFindings('ru', 'Введите код', { use: ['промокод'], avoid: ['код'] })).toEqual({ lacks: true, avoided: ['код'] })
    expect(termFindings('tr', 'KODU KULLANIN', { use: ['kod'] })).toEqual({ lacks: false, avoided: [] })
    expect(termFindings('ar', 'الملفات المصدَّرة', { use: ['صدّر'] })).toEqual({ lacks: false, avoided: [] })
  })

  it('names the file, message or content key and term of a translation without the approved word or with a variant to avoid', async () => {
    const printed = await run({
      'src/locales/en/glossary.json': source,
      'src/locales/fr/glossary.json': fr,
      'content/en/promo.json': promo,
      'content/fr/promo.json': { intro: 'Échangez ce coupon avant la fin de l’offre.', terms: ['Le code est personnel.'] },
    })
    expect(printed).toEqual([
      '✖ [glossary] fr: "Redeem a {name} code" translates the term "code" (“code”, “codes”) without the approved “code” (src/locales/fr/glossary.json).\n    fixtures/catalogs/fr-glossary.po · used at src/header.tsx',
      '✖ [glossary] fr: "Redeem a {name} code" uses “coupon” for the term "code"; the glossary says “code” (src/locales/fr/glossary.json).\n    fixtures/catalogs/fr-glossary.po · used at src/header.tsx',
      '✖ [glossary] fr: "Redeem a {name} code" translates the term "redeem" (“redeem”, “redeemed”) without the approved “utilis” (src/locales/fr/glossary.json).\n    fixtures/catalogs/fr-glossary.po · used at src/header.tsx',
      '✖ [glossary] fr: "Redeem a {name} code" uses “activ” for the term "redeem"; the glossary says “utilis” (src/locales/fr/glossary.json).\n    fixtures/catalogs/fr-glossary.po · used at src/header.tsx',
      '✖ [glossary] fr: key intro translates the term "code" (“code”, “codes”) without the approved “code” (src/locales/fr/glossary.json).\n    content/fr/promo.json',
      '✖ [glossary] fr: key intro uses “coupon” for the term "code"; the glossary says “code” (src/locales/fr/glossary.json).\n    content/fr/promo.json',
      '✖ [glossary] fr: key intro translates the term "redeem" (“redeem”, “redeemed”) without the approved “utilis” (src/locales/fr/glossary.json).\n    content/fr/promo.json',
      '✖ [glossary] fr: key intro uses “échang” for the term "redeem"; the glossary says “utilis” (src/locales/fr/glossary.json).\n    content/fr/promo.json',
    ])
  })

  it('checks a translated legal page like any other content, except for the terms it opts out of', async () => {
    const printed = await run({
      'src/locales/en/glossary.json': source,
      'src/locales/fr/glossary.json': {
        ...fr,
        exceptions: [
          { term: 'code', message: 'Redeem a {name} code', reason: 'Fixture: the header link is short on space.' },
          { term: 'redeem', message: 'Redeem a {name} code', reason: 'Fixture: the header link is short on space.' },
        ],
      },
      'content/en/license.json': { promo: 'A code can be redeemed once.' },
      'content/fr/license.json': { promo: 'Un coupon peut être activé une fois.' },
    })
    expect(printed).toEqual([
      '✖ [glossary] fr: key promo translates the term "redeem" (“redeem”, “redeemed”) without the approved “utilis” (src/locales/fr/glossary.json).\n    content/fr/license.json',
      '✖ [glossary] fr: key promo uses “activ” for the term "redeem"; the glossary says “utilis” (src/locales/fr/glossary.json).\n    content/fr/license.json',
    ])
  })

  it('lets an exception with a reason exempt one text from one term, and reports an exception nothing needs', async () => {
    const printed = await run({
      'src/locales/en/glossary.json': source,
      'src/locales/fr/glossary.json': {
        ...fr,
        exceptions: [
          { term: 'code', message: 'Redeem a {name} code', reason: 'Fixture: the header link is short on space.' },
          { term: 'redeem', message: 'Redeem a {name} code', reason: 'Fixture: the header link is short on space.' },
          { term: 'code', page: 'promo', key: 'terms[0]', reason: 'Fixture: this text already uses the approved word.' },
        ],
      },
      'content/en/promo.json': promo,
      'content/fr/promo.json': { intro: 'Utilisez ce code avant la fin de l’offre.', terms: ['Le code est personnel.'] },
    })
    expect(printed).toEqual([
      '✖ [glossary] fr: has an exception for "code" in promo key terms[0] that nothing needs any more (the text now follows the glossary, or the text or term is gone): remove it.\n    src/locales/fr/glossary.json',
    ])
  })

  it('requires a glossary with every term for every locale, in the documented shape, and an exception with a reason', async () => {
    expect(await run({ 'src/locales/en/glossary.json': source })).toEqual([
      "✖ [glossary] fr: is missing: copy another language's glossary and give this language's word for each term of src/locales/en/glossary.json.\n    src/locales/fr/glossary.json",
    ])
    expect(
      (
        await run({
          'src/locales/en/glossary.json': source,
          'src/locales/fr/glossary.json': { terms: { code: fr.terms.code, redem: fr.terms.redeem } },
        })
      ).filter((p) => p.endsWith('src/locales/fr/glossary.json')),
    ).toEqual([
      '✖ [glossary] fr: lacks the term "redeem" (“redeem”, “redeemed”): add its approved word.\n    src/locales/fr/glossary.json',
      '✖ [glossary] fr: has the term "redem", which src/locales/en/glossary.json does not define.\n    src/locales/fr/glossary.json',
    ])
    const printed = await run({
      'src/locales/en/glossary.json': source,
      'src/locales/fr/glossary.json': { ...fr, exceptions: [{ term: 'code', message: 'Redeem code', reason: '' }] },
    })
    expect(printed).toHaveLength(1)
    expect(printed[0]).toMatch(/^✖ \[glossary\] fr: does not have the glossary's shape: .+\n {4}src\/locales\/fr\/glossary\.json$/)
  })
})
