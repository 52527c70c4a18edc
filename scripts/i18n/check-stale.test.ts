import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { getCatalogs } from '@lingui/cli/api'
import { makeConfig, type LinguiConfigNormalized } from '@lingui/conf'
import { formatter } from '@lingui/format-po'
import { checkStale } from './check-stale.ts'
import { writeTree } from './fixtures/tree.ts'
import { formatProblem } from './problems.ts'

const toolbar = `import { t } from '@lingui/core/macro'

export const labels = () => [
  t({ message: 'Trim the selected clip', comment: 'Toolbar button tooltip' }),
  t({ message: 'Split at the playhead', comment: 'Toolbar button tooltip' }),
]
`
let root = ''

/** A tiny Lingui project in a temp folder, with catalogs freshly extracted like `npm run i18n:extract`. */
async function project(): Promise<LinguiConfigNormalized> {
  root = await writeTree({ 'src/toolbar.ts': toolbar })
  const config = makeConfig({
    rootDir: root,
    sourceLocale: 'en',
    locales: ['en', 'de'],
    fallbackLocales: { default: 'en' },
    catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['<rootDir>/src'] }],
    format: formatter({ lineNumbers: false }),
    orderBy: 'messageId',
  })
  for (const catalog of await getCatalogs(config)) await catalog.make({ clean: true, overwrite: false, orderBy: config.orderBy })
  return config
}

afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('stale catalogs', () => {
  it('passes catalogs that match what extract writes, and knows each message\'s line', async () => {
    const config = await project()
    const { problems, sourceLocations } = await checkStale(config)
    expect(problems).toEqual([])
    expect([...sourceLocations.values()].sort()).toEqual(['src/toolbar.ts:4', 'src/toolbar.ts:5'])
  })

  it('reports a message added to the code without extracting, once for all locales, with its source line', async () => {
    const config = await project()
    await writeFile(join(root, 'src/toolbar.ts'), toolbar.replace('\n]', "\n  t({ message: 'Duplicate the clip', comment: 'Toolbar button tooltip' }),\n]"))
    const { problems } = await checkStale(config)
    expect(problems.map(formatProblem)).toEqual([
      '✖ [stale] all locales: "Duplicate the clip" is used in the source but not in the catalog yet. Run `npm run i18n:extract`, then translate it.\n    locales · used at src/toolbar.ts:6',
    ])
  })

  it('reports a message removed from the code and a comment changed in the code', async () => {
    const config = await project()
    await writeFile(join(root, 'src/toolbar.ts'), toolbar.replace("  t({ message: 'Split at the playhead', comment: 'Toolbar button tooltip' }),\n", '').replace('Toolbar button tooltip', 'Tooltip of the trim button; under 40 characters'))
    const printed = (await checkStale(config)).problems.map(formatProblem)
    expect(printed).toEqual([
      '✖ [stale] all locales: "Trim the selected clip" has a changed translator comment in the source ("Tooltip of the trim button; under 40 characters"). Run `npm run i18n:extract`.\n    locales · used at src/toolbar.ts:4',
      '✖ [stale] all locales: "Split at the playhead" is no longer used in the source. Run `npm run i18n:extract`.\n    locales · used at src/toolbar.ts',
    ])
  })

  it('reports a hand-edited catalog file that extract would rewrite', async () => {
    const config = await project()
    const en = join(root, 'locales/en/messages.po')
    // An editor that wraps long strings produces the same messages in a different layout.
    await writeFile(en, (await readFile(en, 'utf8')).replace('msgstr "Trim the selected clip"', 'msgstr ""\n"Trim the selected clip"'))
    expect((await checkStale(config)).problems.map(formatProblem)).toEqual([
      '✖ [stale] en: differs from what extract writes (order, header or formatting); run `npm run i18n:extract`.\n    locales/en/messages.po',
    ])
  })
})
