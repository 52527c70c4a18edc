import { existsSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parse, type Token } from '@messageformat/parser'
import { listFiles, pageOf, readJson } from './content.ts'
import { liveEntries, type PoCatalog, type PoEntry } from './po.ts'
import { locateFromCatalog, type Locate } from './problems.ts'
import { isRecord } from '../lib/is-record.ts'

/**
 * One translated text and its English source: a catalog message or a string of a content file.
 * The glossary and typography checks read both kinds the same way.
 */
export interface TextUnit {
  locale: string
  /** The file to edit, relative to the project root. */
  file: string
  source: string
  translation: string
  /** Catalog messages are ICU MessageFormat; content strings are plain text. */
  icu: boolean
  /** Catalog: the msgid, its msgctxt and where the code uses it. */
  message?: string
  context?: string
  location?: string
  /** Content: the page (`promo`) and the key path of the string (`terms[2]`). */
  page?: string
  key?: string
}

/** Stands for a placeholder, a URL, an email address, a handle or a code: text no rule reads. */
export const MARK = '\uE000'
/** Stands for a placeholder whose value is Latin text (the product name), for CJK spacing. */
export const LATIN_MARK = '\uE001'

/** Placeholders that always hold Latin text: the product or company name (`{0}` is always one of them here). */
const LATIN_ARGS = new Set(['name', 'product', '0'])

function joinTokens(tokens: readonly Token[], extra: string[]): string {
  let out = ''
  for (const token of tokens) {
    switch (token.type) {
      case 'content':
        out += token.value
        break
      case 'argument':
        out += LATIN_ARGS.has(token.arg) ? LATIN_MARK : MARK
        break
      case 'function':
        out += MARK
        break
      case 'octothorpe':
        out += '0'
        break
      case 'plural':
      case 'select':
      case 'selectordinal':
        // Each case is an alternative of its own, read as a separate text.
        out += MARK
        for (const c of token.cases) extra.push(joinTokens(c.tokens, extra))
        break
    }
  }
  return out
}

// Not prose: addresses, handles and codes such as KINEMO-WINTER-2026 are written as they are in every language.
const NOT_PROSE = [
  /\bhttps?:\/\/[^\s"”»）)]+/g,
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
  /(?<![\p{L}\p{N}])@[\w.]+/gu,
  /\b[A-Z0-9]+(?:-[A-Z0-9]+)+\b/g,
  /\b[\w-]+(?:\.[\w-]+)*\.(?:com|app|org|net|io|dev|html)\b(?:\/\S*)?/g,
]

/** Plain text stripped of what no language rule applies to; placeholders become MARK characters. */
export function maskNonProse(text: string): string {
  return NOT_PROSE.reduce((t, re) => t.replace(re, MARK), text)
}

/**
 * The prose of a text as separate runs: the message itself and each plural or select case.
 * Placeholders become MARK (or LATIN_MARK), Lingui's tags disappear, escapes are resolved.
 * A message that does not parse yields nothing (the ICU check reports it).
 */
export function proseRuns(text: string, icu: boolean): string[] {
  if (!icu) return [maskNonProse(text)]
  let tokens: Token[]
  try {
    tokens = parse(text, { cardinal: [], ordinal: [] })
  } catch {
    return []
  }
  const extra: string[] = []
  const main = joinTokens(tokens, extra)
  return [main, ...extra].map((run) => maskNonProse(run.replace(/<\/?\d+\s*\/?>/g, '')))
}

export function catalogUnits(source: PoCatalog, target: PoCatalog, locate: Locate = locateFromCatalog): TextUnit[] {
  const byId = new Map<string, PoEntry>(liveEntries(target).map((e) => [e.id, e]))
  const units: TextUnit[] = []
  for (const entry of liveEntries(source)) {
    const translated = byId.get(entry.id)
    if (!translated || translated.translation.trim() === '' || translated.flags.includes('fuzzy')) continue
    units.push({
      locale: target.locale,
      file: target.file,
      source: entry.message,
      translation: translated.translation,
      icu: true,
      message: entry.message,
      context: entry.context,
      location: locate(entry),
    })
  }
  return units
}

function pairs(source: unknown, translated: unknown, path: string, out: Array<[string, string, string]>): void {
  if (typeof source === 'string') {
    if (typeof translated === 'string') out.push([path, source, translated])
  } else if (Array.isArray(source)) {
    if (Array.isArray(translated)) source.forEach((v, i) => pairs(v, translated[i], `${path}[${i}]`, out))
  } else if (isRecord(source) && isRecord(translated)) {
    for (const [k, v] of Object.entries(source)) pairs(v, translated[k], path === '' ? k : `${path}.${k}`, out)
  }
}

/**
 * The strings of every translated content file of a locale (legal pages included), paired with
 * the English string at the same key. Strings identical to English (ids, dates, store names)
 * are kept as they are by design and skipped.
 */
export async function contentUnits(options: {
  rootDir: string
  contentDir: string
  locale: string
  sourceLocale: string
}): Promise<TextUnit[]> {
  const { rootDir, contentDir, locale, sourceLocale } = options
  const units: TextUnit[] = []
  for (const file of await listFiles(join(contentDir, locale))) {
    const sourcePath = join(contentDir, sourceLocale, file)
    if (!file.endsWith('.json') || !existsSync(sourcePath)) continue
    const [source, translated] = await Promise.all([readJson(sourcePath), readJson(join(contentDir, locale, file))])
    if (!source.ok || !translated.ok) continue
    const found: Array<[string, string, string]> = []
    pairs(source.value, translated.value, '', found)
    for (const [key, s, t] of found) {
      if (s === t || t.trim() === '') continue
      units.push({
        locale,
        file: relative(rootDir, join(contentDir, locale, file)),
        source: s,
        translation: t,
        icu: false,
        page: pageOf(file),
        key,
      })
    }
  }
  return units
}

/** Where a unit is, for problems: the message fields, or the content key. */
export function unitWhere(unit: TextUnit): { message?: string; context?: string; location?: string; key?: string } {
  return unit.message !== undefined ? { message: unit.message, context: unit.context, location: unit.location } : { key: unit.key }
}
