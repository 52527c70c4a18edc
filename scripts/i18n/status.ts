import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { listFiles, pageOf, readJson } from './content.ts'
import { liveEntries, type PoCatalog } from './po.ts'
import { isRecord } from '../lib/is-record.ts'

export interface CatalogStatus {
  locale: string
  total: number
  translated: number
  missing: number
  fuzzy: number
  obsolete: number
}

/** How far one locale's catalog is: measured against the source catalog's live messages. */
export function catalogStatus(source: PoCatalog, target: PoCatalog | undefined, locale: string): CatalogStatus {
  const live = liveEntries(source)
  const total = live.length
  if (!target) return { locale, total, translated: 0, missing: total, fuzzy: 0, obsolete: 0 }
  const byId = new Map(liveEntries(target).map((e) => [e.id, e]))
  const sourceIds = new Set(live.map((e) => e.id))
  let translated = 0
  let fuzzy = 0
  for (const entry of live) {
    const t = byId.get(entry.id)
    if (!t || t.translation.trim() === '') continue
    if (t.flags.includes('fuzzy')) fuzzy++
    else translated++
  }
  const obsolete = target.entries.filter((e) => e.obsolete || !sourceIds.has(e.id)).length
  return { locale, total, translated, missing: total - translated - fuzzy, fuzzy, obsolete }
}

export interface ContentStatus {
  locale: string
  /** Texts in the English source of the pages this locale is expected to translate. */
  total: number
  translated: number
  missing: number
  /** Texts in the translation under keys the English source no longer has. */
  obsolete: number
  pages: number
  pagesTotal: number
  /** Translated English-only (legal) pages, out of how many there are. */
  englishOnly: number
  englishOnlyTotal: number
}

/** Source texts whose key path also holds a text in the translation, and translated texts the source lacks. */
export function matchTexts(source: unknown, translated: unknown): { matched: number; extra: number } {
  if (typeof source === 'string') return { matched: typeof translated === 'string' ? 1 : 0, extra: 0 }
  const pairs: Array<[unknown, unknown]> = []
  let extra = 0
  const countAll = (v: unknown): number =>
    typeof v === 'string'
      ? 1
      : Array.isArray(v)
        ? v.reduce((n: number, x) => n + countAll(x), 0)
        : isRecord(v)
          ? Object.values(v).reduce((n: number, x) => n + countAll(x), 0)
          : 0
  if (Array.isArray(source)) {
    const other = Array.isArray(translated) ? translated : []
    source.forEach((v, i) => pairs.push([v, other[i]]))
    extra += other.slice(source.length).reduce((n: number, x) => n + countAll(x), 0)
  } else if (isRecord(source)) {
    const other = isRecord(translated) ? translated : {}
    for (const [k, v] of Object.entries(source)) pairs.push([v, other[k]])
    for (const [k, v] of Object.entries(other)) if (!(k in source)) extra += countAll(v)
  }
  let matched = 0
  for (const [s, t] of pairs) {
    const r = matchTexts(s, t)
    matched += r.matched
    extra += r.extra
  }
  return { matched, extra }
}

export async function contentStatus(options: {
  contentDir: string
  locales: readonly string[]
  sourceLocale: string
  englishOnlyPages: readonly string[]
}): Promise<ContentStatus[]> {
  const { contentDir, locales, sourceLocale, englishOnlyPages } = options
  const sourceFiles = (await listFiles(join(contentDir, sourceLocale))).filter((f) => f.endsWith('.json'))
  const sources = new Map<string, unknown>()
  for (const file of sourceFiles) {
    const read = await readJson(join(contentDir, sourceLocale, file))
    if (read.ok) sources.set(file, read.value)
  }
  const translatable = sourceFiles.filter((f) => !englishOnlyPages.includes(pageOf(f)))
  const englishOnly = sourceFiles.filter((f) => englishOnlyPages.includes(pageOf(f)))
  const rows: ContentStatus[] = []
  for (const locale of locales) {
    const row: ContentStatus = {
      locale,
      total: 0,
      translated: 0,
      missing: 0,
      obsolete: 0,
      pages: 0,
      pagesTotal: translatable.length,
      englishOnly: 0,
      englishOnlyTotal: englishOnly.length,
    }
    for (const file of sourceFiles) {
      const source = sources.get(file)
      const counted = translatable.includes(file)
      const { matched: total } = matchTexts(source, source)
      const path = join(contentDir, locale, file)
      const read = existsSync(path) ? await readJson(path) : undefined
      if (counted) row.total += total
      if (!read?.ok) continue
      const { matched, extra } = matchTexts(source, read.value)
      if (counted) {
        row.pages++
        row.translated += matched
      } else {
        row.englishOnly++
      }
      row.obsolete += extra
    }
    row.missing = row.total - row.translated
    rows.push(row)
  }
  return rows
}

/** A plain-text table with right-aligned numbers. */
export function renderTable(headers: readonly string[], rows: ReadonlyArray<readonly (string | number)[]>): string {
  const cells = [headers, ...rows].map((r) => r.map(String))
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)))
  const line = (r: readonly string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ')
  return [line(cells[0] ?? []), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n')
}

export function percent(part: number, total: number): string {
  return total === 0 ? '100%' : `${Math.floor((part / total) * 100)}%`
}
