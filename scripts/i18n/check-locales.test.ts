import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkLocaleFolders } from './check-locales.ts'
import { writeTree } from './fixtures/tree.ts'
import { formatProblem } from './problems.ts'

let root = ''
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('locale folders', () => {
  it('passes catalogs that match the locale table', async () => {
    root = await writeTree({ 'src/locales/en/messages.po': '', 'src/locales/de/messages.po': '' })
    expect(
      await checkLocaleFolders({
        rootDir: root,
        catalogsDir: join(root, 'src/locales'),
        tableLocales: ['en', 'de'],
        configLocales: ['en', 'de'],
      }),
    ).toEqual([])
  })

  it('reports a catalog folder the table does not know and a Lingui config with its own locale list', async () => {
    root = await writeTree({ 'src/locales/en/messages.po': '', 'src/locales/zh-cn/messages.po': '' })
    const problems = await checkLocaleFolders({
      rootDir: root,
      catalogsDir: join(root, 'src/locales'),
      tableLocales: ['en', 'zh-CN'],
      configLocales: ['en', 'zh-cn'],
    })
    expect(problems.map(formatProblem)).toEqual([
      '✖ [locales] zh-cn: is a catalog folder for a locale that src/lib/i18n/locale-table.ts does not have; add the locale to the table or delete the folder.\n    src/locales/zh-cn',
      '✖ [locales] zh-cn, zh-CN: lists other locales than the locale table; it must use LOCALE_CODES from src/lib/i18n/locale-table.ts.\n    lingui.config.ts',
    ])
  })
})
