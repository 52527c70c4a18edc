import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { getCatalogs } from '@lingui/cli/api'
import type { LinguiConfigNormalized } from '@lingui/conf'
import { parsePo, type PoEntry } from './po.ts'
import { originsText, type Problem } from './problems.ts'

export interface StaleResult {
  problems: Problem[]
  /** Message id -> where the source code uses it, with line numbers, from the fresh extraction. */
  sourceLocations: Map<string, string>
}

type Finding = { key: string; message?: string; context?: string; location?: string; detail: string }

function same(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i])
}

/** What differs between a catalog on disk and what extract would write, message by message. */
function compareCatalogs(actual: PoEntry[], expected: PoEntry[], where: (id: string) => string | undefined): Finding[] {
  const found: Finding[] = []
  const actualById = new Map(actual.map((e) => [e.id, e]))
  const expectedById = new Map(expected.map((e) => [e.id, e]))
  for (const e of expected) {
    const a = actualById.get(e.id)
    const about = { message: e.message, context: e.context, location: where(e.id) }
    if (!a || a.obsolete) {
      found.push({ key: `new:${e.id}`, ...about, detail: 'is used in the source but not in the catalog yet.' })
    } else if (!same(a.comments, e.comments)) {
      found.push({ key: `comment:${e.id}`, ...about, detail: `has a changed translator comment in the source (${JSON.stringify(e.comments.join(' / '))}).` })
    } else if (!same(a.origins, e.origins)) {
      found.push({ key: `origin:${e.id}`, ...about, detail: `is now used at ${originsText(e.origins) ?? 'no file'}.` })
    }
  }
  for (const a of actual) {
    if (expectedById.has(a.id)) continue
    found.push({
      key: `gone:${a.id}`,
      message: a.message,
      context: a.context,
      location: originsText(a.origins),
      detail: a.obsolete ? 'is an obsolete (#~) entry that extract --clean removes.' : 'is no longer used in the source.',
    })
  }
  return found
}

/**
 * Runs Lingui's own extraction (exactly what `npm run i18n:extract`, i.e. `lingui extract --clean`,
 * does) into a temporary copy of the catalogs and compares the result with the files on disk.
 * Any difference means someone changed UI strings without re-extracting.
 */
export async function checkStale(config: LinguiConfigNormalized): Promise<StaleResult> {
  const realCatalogs = await getCatalogs(config)
  const tmp = await mkdtemp(join(tmpdir(), 'kinemo-i18n-stale-'))
  try {
    const tmpConfig: LinguiConfigNormalized = {
      ...config,
      catalogs: config.catalogs.map((c, i) => ({
        ...c,
        path: join(tmp, String(i), '{locale}', 'messages'),
        // The real catalogs' folder must stay out of the source scan, as it is for the real extraction.
        exclude: [...(c.exclude ?? []), ...(realCatalogs[i] ? [realCatalogs[i].localeDir] : [])],
      })),
    }
    const tmpCatalogs = await getCatalogs(tmpConfig)
    const problems: Problem[] = []
    const sourceLocations = new Map<string, string>()

    for (const [i, real] of realCatalogs.entries()) {
      const scratch = tmpCatalogs[i]
      if (!scratch) continue
      for (const locale of config.locales) {
        const from = real.getFilename(locale)
        if (!existsSync(from)) continue
        const to = scratch.getFilename(locale)
        await mkdir(dirname(to), { recursive: true })
        await copyFile(from, to)
      }
      const result = await scratch.make({ clean: true, overwrite: false, orderBy: config.orderBy })
      const catalogFolder = relative(config.rootDir, real.localeDir)
      if (result === false) {
        problems.push({ check: 'stale', locale: 'all locales', file: catalogFolder, detail: 'extraction failed; run `npm run i18n:extract` to see the error.' })
        continue
      }
      for (const [id, m] of Object.entries(result[config.sourceLocale] ?? {})) {
        const where = originsText((m.origin ?? []).map(([file, line]) => (line ? `${file}:${line}` : file)))
        if (where) sourceLocations.set(id, where)
      }

      const byKey = new Map<string, { finding: Finding; locales: string[] }>()
      for (const locale of config.locales) {
        const realFile = real.getFilename(locale)
        const file = relative(config.rootDir, realFile)
        const expectedText = await readFile(scratch.getFilename(locale), 'utf8')
        if (!existsSync(realFile)) {
          problems.push({ check: 'stale', locale, file, detail: 'catalog does not exist; run `npm run i18n:extract` to create it.' })
          continue
        }
        const actualText = await readFile(realFile, 'utf8')
        if (actualText === expectedText) continue
        const [actual, expected] = await Promise.all([parsePo(actualText, locale, file), parsePo(expectedText, locale, file)])
        const findings = compareCatalogs(actual.entries, expected.entries, (id) => sourceLocations.get(id))
        if (findings.length === 0) {
          problems.push({ check: 'stale', locale, file, detail: 'differs from what extract writes (order, header or formatting); run `npm run i18n:extract`.' })
        }
        for (const finding of findings) {
          const seen = byKey.get(finding.key)
          if (seen) seen.locales.push(locale)
          else byKey.set(finding.key, { finding, locales: [locale] })
        }
      }
      for (const { finding, locales } of byKey.values()) {
        const everywhere = locales.length === config.locales.length
        problems.push({
          check: 'stale',
          locale: everywhere ? 'all locales' : locales.join(', '),
          file: everywhere ? catalogFolder : relative(config.rootDir, real.getFilename(locales[0] ?? config.sourceLocale)),
          message: finding.message,
          context: finding.context,
          location: finding.location,
          detail: `${finding.detail} Run \`npm run i18n:extract\`${finding.key.startsWith('new:') ? ', then translate it' : ''}.`,
        })
      }
    }
    return { problems, sourceLocations }
  } finally {
    await rm(tmp, { recursive: true, force: true })
  }
}
