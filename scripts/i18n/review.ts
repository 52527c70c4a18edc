import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { isRecord } from '../lib/is-record.ts'
import { listFiles, readJson } from './content.ts'
import { liveEntries, readPo, translatorComments } from './po.ts'

/**
 * The meaning review (TRANSLATING.md, "Meaning review"): every translated string read back against
 * English. Its record, one `src/locales/<code>/review.json` per language, keeps per string the
 * hashes of the source and the translation as reviewed, so a later review reads only what changed.
 */

export type Verdict = 'ok' | 'fixed' | 'explained'

export interface ReviewEntry {
  /** Hash of the English text when the string was reviewed. */
  source: string
  /** Hash of the translation when the string was reviewed (after any fix). */
  translation: string
  verdict: Verdict
  /** What was wrong and what changed (fixed), or why a difference stands (explained). */
  note?: string
}

export interface ReviewRecord {
  language: string
  strings: Record<string, ReviewEntry>
}

/** One translatable string as the review reads it. */
export interface ReviewString {
  /** `ui:<message id>` or `content:<file>:<json path>`. */
  key: string
  source: string
  translation: string
  /** The translator comment (UI) or the content file and path (content): where the string is used. */
  context: string
}

export function hashText(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16)
}

/** Text leaves of a content file, by JSON path; values identical to English (ids, codes, dates, URLs) are not translations. */
function* textLeaves(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value]
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* textLeaves(v, `${path}[${i}]`)
  else if (isRecord(value)) for (const [k, v] of Object.entries(value)) yield* textLeaves(v, path === '' ? k : `${path}.${k}`)
}

function leafAt(value: unknown, path: string): string | undefined {
  let here: unknown = value
  for (const part of path.match(/[^.[\]]+/g) ?? []) {
    if (Array.isArray(here)) here = here[Number(part)]
    else if (isRecord(here)) here = here[part]
    else return undefined
  }
  return typeof here === 'string' ? here : undefined
}

export interface ReviewPaths {
  catalogsDir: string
  contentDir: string
  sourceLocale: string
}

/** Every string of one language that has a translation of its own. */
export async function reviewStrings(paths: ReviewPaths, locale: string): Promise<ReviewString[]> {
  const out: ReviewString[] = []
  const source = await readPo(join(paths.catalogsDir, paths.sourceLocale, 'messages.po'), paths.sourceLocale, 'en')
  const target = await readPo(join(paths.catalogsDir, locale, 'messages.po'), locale, locale)
  const translations = new Map(liveEntries(target).map((e) => [e.id, e.translation]))
  for (const entry of liveEntries(source)) {
    const translation = translations.get(entry.id)
    if (!translation) continue
    out.push({
      key: `ui:${entry.id}`,
      source: entry.translation || entry.message,
      translation,
      context: translatorComments(entry).join(' '),
    })
  }
  for (const file of await listFiles(join(paths.contentDir, paths.sourceLocale))) {
    const translatedFile = join(paths.contentDir, locale, file)
    if (!file.endsWith('.json') || !existsSync(translatedFile)) continue
    const english = await readJson(join(paths.contentDir, paths.sourceLocale, file))
    const translated = await readJson(translatedFile)
    if (!english.ok || !translated.ok) continue
    for (const [path, text] of textLeaves(english.value, '')) {
      const translation = leafAt(translated.value, path)
      if (translation === undefined || translation === text || !/\p{L}/u.test(text)) continue
      out.push({ key: `content:${file}:${path}`, source: text, translation, context: `${file} ${path}` })
    }
  }
  return out
}

export function recordPath(paths: ReviewPaths, locale: string): string {
  return join(paths.catalogsDir, locale, 'review.json')
}

export async function readRecord(paths: ReviewPaths, locale: string): Promise<ReviewRecord> {
  const file = recordPath(paths, locale)
  if (!existsSync(file)) return { language: locale, strings: {} }
  const parsed: unknown = JSON.parse(await readFile(file, 'utf8'))
  if (!isRecord(parsed) || !isRecord(parsed.strings)) throw new Error(`${file} is not a review record`)
  const strings: Record<string, ReviewEntry> = {}
  for (const [key, value] of Object.entries(parsed.strings)) {
    if (!isRecord(value) || typeof value.source !== 'string' || typeof value.translation !== 'string') continue
    const verdict = value.verdict === 'fixed' || value.verdict === 'explained' ? value.verdict : 'ok'
    strings[key] = {
      source: value.source,
      translation: value.translation,
      verdict,
      ...(typeof value.note === 'string' ? { note: value.note } : {}),
    }
  }
  return { language: locale, strings }
}

/** Strings never reviewed, or whose source or translation changed since their review. */
export function changedSince(strings: readonly ReviewString[], record: ReviewRecord): ReviewString[] {
  return strings.filter((s) => {
    const entry = record.strings[s.key]
    return !entry || entry.source !== hashText(s.source) || entry.translation !== hashText(s.translation)
  })
}

/** Adds verdicts to the record with the hashes of the strings as they are now; drops entries of strings that no longer exist. */
export function recordVerdicts(
  strings: readonly ReviewString[],
  record: ReviewRecord,
  verdicts: Readonly<Record<string, { verdict: Verdict; note?: string }>>,
): ReviewRecord {
  const byKey = new Map(strings.map((s) => [s.key, s]))
  const next: Record<string, ReviewEntry> = {}
  for (const s of strings) {
    const given = verdicts[s.key]
    const entry: ReviewEntry | undefined = given
      ? {
          source: hashText(s.source),
          translation: hashText(s.translation),
          verdict: given.verdict,
          ...(given.note ? { note: given.note } : {}),
        }
      : record.strings[s.key]
    if (entry) next[s.key] = entry
  }
  for (const key of Object.keys(verdicts)) if (!byKey.has(key)) throw new Error(`No string ${key} in ${record.language}`)
  return { language: record.language, strings: Object.fromEntries(Object.entries(next).sort(([a], [b]) => a.localeCompare(b))) }
}

export async function writeRecord(paths: ReviewPaths, record: ReviewRecord): Promise<void> {
  await writeFile(recordPath(paths, record.language), `${JSON.stringify(record, null, 2)}\n`)
}
