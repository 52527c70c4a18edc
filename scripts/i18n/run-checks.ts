import { existsSync } from 'node:fs'
import { relative } from 'node:path'
import { getCatalogs } from '@lingui/cli/api'
import { getConfig, type LinguiConfigNormalized } from '@lingui/conf'
import { checkComments } from './check-comments.ts'
import { checkContent } from './check-content.ts'
import { checkIcuSyntax } from './check-icu.ts'
import { checkLocaleFolders } from './check-locales.ts'
import { checkFuzzy } from './check-fuzzy.ts'
import { checkPlaceholders, checkPlurals } from './check-placeholders.ts'
import { checkTypography } from './check-typography.ts'
import { checkGlossary } from './glossary.ts'
import { readPo, type PoCatalog } from './po.ts'
import { originsText, type Locate, type Problem } from './problems.ts'
import { catalogUnits, contentUnits, type TextUnit } from './units.ts'

export interface I18nProject {
  rootDir: string
  linguiConfig: string
  contentDir: string
  /** The folder of the catalogs, `<catalogsDir>/<locale>/messages.po`, and of the glossaries next to them. */
  catalogsDir: string
  /** The locale table's codes, source locale first or not. */
  locales: readonly string[]
  sourceLocale: string
  englishOnlyPages: readonly string[]
}

export function loadLinguiConfig(project: I18nProject): LinguiConfigNormalized {
  return getConfig({ configPath: project.linguiConfig, skipValidation: false })
}

/** Every catalog file (one per Lingui catalog per locale) that exists, parsed. */
export async function readCatalogSets(
  config: LinguiConfigNormalized,
  locales: readonly string[],
): Promise<Array<{ localeDir: string; byLocale: Map<string, PoCatalog> }>> {
  const sets = []
  for (const catalog of await getCatalogs(config)) {
    const byLocale = new Map<string, PoCatalog>()
    for (const locale of locales) {
      const path = catalog.getFilename(locale)
      if (existsSync(path)) byLocale.set(locale, await readPo(path, locale, relative(config.rootDir, path)))
    }
    sets.push({ localeDir: catalog.localeDir, byLocale })
  }
  return sets
}

/** All checks of `npm run i18n:check`, in the order a translator would fix them. */
export async function runChecks(project: I18nProject): Promise<Problem[]> {
  const config = loadLinguiConfig(project)
  const problems: Problem[] = []
  const units: TextUnit[] = []

  // Stale and missing messages are Lingui's own checks, run before this one (`npm run i18n:check`).
  const locate: Locate = (entry) => originsText(entry.origins)

  for (const { localeDir, byLocale } of await readCatalogSets(config, project.locales)) {
    problems.push(
      ...(await checkLocaleFolders({
        rootDir: project.rootDir,
        catalogsDir: localeDir,
        tableLocales: project.locales,
        configLocales: config.locales,
      })),
    )
    const source = byLocale.get(project.sourceLocale)
    if (!source) continue
    problems.push(...checkComments(source, locate))
    for (const locale of project.locales) {
      const catalog = byLocale.get(locale)
      if (!catalog) continue
      problems.push(...checkIcuSyntax(catalog, locate), ...checkPlurals(catalog, locate))
      if (locale === project.sourceLocale) continue
      problems.push(...checkFuzzy(catalog, locate), ...checkPlaceholders(source, catalog, locate))
      units.push(...catalogUnits(source, catalog, locate))
    }
  }

  problems.push(
    ...(await checkContent({
      rootDir: project.rootDir,
      contentDir: project.contentDir,
      locales: project.locales,
      sourceLocale: project.sourceLocale,
      englishOnlyPages: project.englishOnlyPages,
    })),
  )

  problems.push(...(await checkStyle(project, units)))
  return problems
}

/**
 * The glossary, typography and register checks, over the given catalog texts and every
 * translated content file (legal pages included, once a locale has them).
 */
export async function checkStyle(project: I18nProject, catalogTexts: readonly TextUnit[]): Promise<Problem[]> {
  const units = [...catalogTexts]
  for (const locale of project.locales) {
    if (locale === project.sourceLocale) continue
    units.push(
      ...(await contentUnits({ rootDir: project.rootDir, contentDir: project.contentDir, locale, sourceLocale: project.sourceLocale })),
    )
  }
  return [
    ...(await checkGlossary({
      rootDir: project.rootDir,
      catalogsDir: project.catalogsDir,
      sourceLocale: project.sourceLocale,
      locales: project.locales,
      units,
    })),
    ...checkTypography(units, project.englishOnlyPages),
  ]
}
