import { join, relative } from 'node:path'
import { compareStructure, listFiles, listFolders, pageOf, readJson } from './content.ts'
import type { Problem } from './problems.ts'

export interface ContentCheckOptions {
  rootDir: string
  contentDir: string
  /** Every locale code of the locale table. */
  locales: readonly string[]
  sourceLocale: string
  /**
   * Pages written in English only by design (the legal documents): a locale may leave them out
   * and show the English text with a notice; a translation that does exist must still match.
   */
  englishOnlyPages: readonly string[]
}

/**
 * `content/<locale>/<page>.json` must have exactly the keys of `content/en/<page>.json`. A locale
 * may lack a page and fall back to English, except that a page translated into any locale must be
 * translated into all of them (a half-translated site mixes languages); English-only pages are exempt.
 */
export async function checkContent(options: ContentCheckOptions): Promise<Problem[]> {
  const { rootDir, contentDir, locales, sourceLocale, englishOnlyPages } = options
  const rel = (path: string) => relative(rootDir, path)
  const problems: Problem[] = []
  const add = (locale: string, file: string, detail: string) => problems.push({ check: 'content', locale, file: rel(file), detail })

  const sourceFiles = await listFiles(join(contentDir, sourceLocale))
  const sourceSet = new Set(sourceFiles)
  const present = new Map<string, Set<string>>()

  for (const folder of await listFolders(contentDir)) {
    if (!locales.includes(folder)) {
      add(folder, join(contentDir, folder), `is not a locale of src/lib/i18n/locale-table.ts (known: ${locales.join(', ')}).`)
    }
  }

  for (const locale of locales) {
    if (locale === sourceLocale) continue
    const files = await listFiles(join(contentDir, locale))
    present.set(locale, new Set(files))
    for (const file of files) {
      const path = join(contentDir, locale, file)
      if (!sourceSet.has(file)) {
        add(locale, path, `has no English source ${rel(join(contentDir, sourceLocale, file))}; remove it or add the English file first.`)
        continue
      }
      if (!file.endsWith('.json')) continue
      const [translated, source] = await Promise.all([readJson(path), readJson(join(contentDir, sourceLocale, file))])
      if (!translated.ok) {
        add(locale, path, `is not valid JSON: ${translated.error}`)
        continue
      }
      if (!source.ok) continue
      for (const diff of compareStructure(source.value, translated.value)) add(locale, path, `key ${diff.path} ${diff.detail}.`)
    }
  }

  for (const file of sourceFiles) {
    if (englishOnlyPages.includes(pageOf(file))) continue
    const translatedIn = locales.filter((l) => l !== sourceLocale && present.get(l)?.has(file))
    if (translatedIn.length === 0) continue
    for (const locale of locales) {
      if (locale === sourceLocale || translatedIn.includes(locale)) continue
      add(
        locale,
        join(contentDir, locale, file),
        `is missing: page "${pageOf(file)}" is translated in ${translatedIn.length} other locale${translatedIn.length > 1 ? 's' : ''}, so this locale would show it in English. Translate ${rel(join(contentDir, sourceLocale, file))}.`,
      )
    }
  }
  return problems
}
