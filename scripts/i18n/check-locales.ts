import { relative } from 'node:path'
import { listFolders } from './content.ts'
import type { Problem } from './problems.ts'

/**
 * The locale table is the only list of languages. A catalog folder it does not name is never
 * loaded (a typo such as `zh-cn`, or a language added in the wrong place), and a Lingui config
 * that lists other locales than the table would extract catalogs nobody can reach.
 */
export async function checkLocaleFolders(options: {
  rootDir: string
  catalogsDir: string
  tableLocales: readonly string[]
  configLocales: readonly string[]
}): Promise<Problem[]> {
  const { rootDir, catalogsDir, tableLocales, configLocales } = options
  const problems: Problem[] = []
  for (const folder of await listFolders(catalogsDir)) {
    if (!tableLocales.includes(folder)) {
      problems.push({
        check: 'locales',
        locale: folder,
        file: relative(rootDir, `${catalogsDir}/${folder}`),
        detail:
          'is a catalog folder for a locale that src/lib/i18n/locale-table.ts does not have; add the locale to the table or delete the folder.',
      })
    }
  }
  const extra = configLocales.filter((l) => !tableLocales.includes(l))
  const lacking = tableLocales.filter((l) => !configLocales.includes(l))
  if (extra.length > 0 || lacking.length > 0) {
    problems.push({
      check: 'locales',
      locale: [...extra, ...lacking].join(', '),
      file: 'lingui.config.ts',
      detail: 'lists other locales than the locale table; it must use LOCALE_CODES from src/lib/i18n/locale-table.ts.',
    })
  }
  return problems
}
