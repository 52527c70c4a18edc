import { readFile } from 'node:fs/promises'
import { formatter } from '@lingui/format-po'
import type { MessageType } from '@lingui/conf'

/** One message of a PO catalog, in the shape the checks need. */
export interface PoEntry {
  /** Lingui's message id (a hash of msgid and msgctxt). */
  id: string
  /** The English source text (msgid). */
  message: string
  /** The translation (msgstr); empty when untranslated. */
  translation: string
  context: string | undefined
  /** Extracted comments (`#.`): the translator context written in the source code. */
  comments: string[]
  /** Source files that use the message (`#:`). */
  origins: string[]
  /** PO flags (`#,`), e.g. `fuzzy`. */
  flags: string[]
  /** A `#~` entry: kept in the file but no longer used. */
  obsolete: boolean
}

export interface PoCatalog {
  locale: string
  /** Path shown to translators, relative to the project root. */
  file: string
  entries: PoEntry[]
}

const po = formatter({ lineNumbers: false })

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
}

function toEntry(id: string, m: MessageType): PoEntry {
  return {
    id,
    message: m.message ?? id,
    translation: m.translation ?? '',
    context: m.context,
    comments: m.comments ?? [],
    origins: (m.origin ?? []).map(([file, line]) => (line ? `${file}:${line}` : file)),
    flags: stringList(m.extra?.flags),
    obsolete: m.obsolete ?? false,
  }
}

export async function parsePo(content: string, locale: string, file: string): Promise<PoCatalog> {
  const catalog = await po.parse(content, { locale, sourceLocale: 'en', filename: file })
  return { locale, file, entries: Object.entries(catalog).map(([id, m]) => toEntry(id, m)) }
}

export async function readPo(path: string, locale: string, file: string): Promise<PoCatalog> {
  return parsePo(await readFile(path, 'utf8'), locale, file)
}

/** Messages still in use: what translators must translate. */
export function liveEntries(catalog: PoCatalog): PoEntry[] {
  return catalog.entries.filter((e) => !e.obsolete)
}

/** Extracted comments that Lingui writes itself ("placeholder {0}: user.name") say nothing about where a message appears. */
export function translatorComments(entry: PoEntry): string[] {
  return entry.comments.filter((c) => !/^placeholder \{[^}]+\}:/.test(c) && c.trim() !== '')
}
