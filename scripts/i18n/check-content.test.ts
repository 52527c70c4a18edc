import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkContent } from './check-content.ts'
import { writeTree } from './fixtures/tree.ts'
import { formatProblem } from './problems.ts'

const home = { hero: { title: 'Reimagine Creativity', cta: 'Get Kinemo' }, slides: [{ title: 'Keyframes' }, { title: 'Effects' }] }
const license = { intro: 'These terms govern your use of the Kinemo app.' }
let root = ''

async function check(files: Record<string, unknown>): Promise<string[]> {
  root = await writeTree(files)
  const problems = await checkContent({
    rootDir: root,
    contentDir: join(root, 'content'),
    locales: ['en', 'de', 'fr', 'ko'],
    sourceLocale: 'en',
    englishOnlyPages: ['license'],
  })
  return problems.map(formatProblem)
}

afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('content files', () => {
  it('passes translations with the same keys, and English-only pages left untranslated', async () => {
    const translated = {
      hero: { title: 'Kreativität neu gedacht', cta: 'Kinemo holen' },
      slides: [{ title: 'Keyframes' }, { title: 'Effekte' }],
    }
    expect(
      await check({
        'content/en/home.json': home,
        'content/en/license.json': license,
        'content/de/home.json': translated,
        'content/fr/home.json': translated,
        'content/ko/home.json': translated,
      }),
    ).toEqual([])
  })

  it('passes when no locale has translated a page yet (every locale falls back to English)', async () => {
    expect(await check({ 'content/en/home.json': home, 'content/en/license.json': license })).toEqual([])
  })

  it('names the file and key that is missing, misspelt, of the wrong kind or a list of the wrong length', async () => {
    const broken = { hero: { titel: 'Kreativität neu gedacht', cta: ['Kinemo holen'] }, slides: [{ title: 'Keyframes' }] }
    const ok = {
      hero: { title: 'Réinventez la créativité', cta: 'Obtenir Kinemo' },
      slides: [{ title: 'Images clés' }, { title: 'Effets' }],
    }
    const printed = await check({
      'content/en/home.json': home,
      'content/de/home.json': broken,
      'content/fr/home.json': ok,
      'content/ko/home.json': ok,
    })
    expect(printed).toEqual([
      '✖ [content] de: key hero.title is missing (the English file has it).\n    content/de/home.json',
      '✖ [content] de: key hero.cta is a list here but a text in English.\n    content/de/home.json',
      '✖ [content] de: key hero.titel is not in the English file (misspelt, or removed from the source?).\n    content/de/home.json',
      '✖ [content] de: key slides has 1 item, English has 2.\n    content/de/home.json',
    ])
  })

  it('checks an English-only page that does have a translation', async () => {
    expect(await check({ 'content/en/license.json': license, 'content/de/license.json': { einleitung: 'Diese Bedingungen …' } })).toEqual([
      '✖ [content] de: key intro is missing (the English file has it).\n    content/de/license.json',
      '✖ [content] de: key einleitung is not in the English file (misspelt, or removed from the source?).\n    content/de/license.json',
    ])
  })

  it('requires a page translated in one locale in every locale', async () => {
    expect(await check({ 'content/en/home.json': home, 'content/de/home.json': home })).toEqual([
      '✖ [content] fr: is missing: page "home" is translated in 1 other locale, so this locale would show it in English. Translate content/en/home.json.\n    content/fr/home.json',
      '✖ [content] ko: is missing: page "home" is translated in 1 other locale, so this locale would show it in English. Translate content/en/home.json.\n    content/ko/home.json',
    ])
  })

  it('reports invalid JSON, a file without English source and a folder that is not a locale', async () => {
    const printed = await check({
      'content/en/license.json': license,
      'content/de/license.json': '{ "intro": "Diese Bedingungen", }',
      'content/de/promo.json': { intro: 'Angebot' },
      'content/xx/license.json': license,
    })
    expect(printed).toHaveLength(3)
    expect(printed[0]).toBe('✖ [content] xx: is not a locale of src/lib/i18n/locale-table.ts (known: en, de, fr, ko).\n    content/xx')
    expect(printed[1]).toMatch(/^✖ \[content\] de: is not valid JSON: .+\n {4}content\/de\/license\.json$/)
    expect(printed[2]).toBe(
      '✖ [content] de: has no English source content/en/promo.json; remove it or add the English file first.\n    content/de/promo.json',
    )
  })
})
