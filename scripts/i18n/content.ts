import { readdir, readFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { isRecord } from '../lib/is-record.ts'

/** One difference between a translated content file and its English source. */
export interface KeyDifference {
  kind: 'missing' | 'extra' | 'type' | 'length'
  path: string
  detail: string
}

function kindOf(value: unknown): 'list' | 'object' | 'text' | 'number' | 'boolean' | 'null' {
  if (Array.isArray(value)) return 'list'
  if (value === null) return 'null'
  if (typeof value === 'object') return 'object'
  if (typeof value === 'string') return 'text'
  if (typeof value === 'number') return 'number'
  return 'boolean'
}

function childPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`
  return path === '' ? key : `${path}.${key}`
}

/**
 * Compares a translation's structure with the English source: same keys at every level, lists
 * of the same length, and the same kind of value in each place. Texts themselves may differ.
 */
export function compareStructure(source: unknown, translated: unknown, path = ''): KeyDifference[] {
  const here = path === '' ? '(top level)' : path
  const sourceKind = kindOf(source)
  const translatedKind = kindOf(translated)
  if (sourceKind !== translatedKind) {
    return [{ kind: 'type', path: here, detail: `is a ${translatedKind} here but a ${sourceKind} in English` }]
  }
  const out: KeyDifference[] = []
  if (Array.isArray(source) && Array.isArray(translated)) {
    if (source.length !== translated.length) {
      out.push({
        kind: 'length',
        path: here,
        detail: `has ${translated.length} item${translated.length === 1 ? '' : 's'}, English has ${source.length}`,
      })
    }
    for (let i = 0; i < Math.min(source.length, translated.length); i++)
      out.push(...compareStructure(source[i], translated[i], childPath(path, i)))
    return out
  }
  if (isRecord(source) && isRecord(translated)) {
    for (const key of Object.keys(source)) {
      const child = childPath(path, key)
      if (!(key in translated)) out.push({ kind: 'missing', path: child, detail: 'is missing (the English file has it)' })
      else out.push(...compareStructure(source[key], translated[key], child))
    }
    for (const key of Object.keys(translated)) {
      if (!(key in source))
        out.push({
          kind: 'extra',
          path: childPath(path, key),
          detail: 'is not in the English file (misspelt, or removed from the source?)',
        })
    }
  }
  return out
}

/** Number of texts a translator writes in a content value (its string leaves). */
export function countTexts(value: unknown): number {
  if (typeof value === 'string') return 1
  if (Array.isArray(value)) return value.reduce((n: number, v) => n + countTexts(v), 0)
  if (isRecord(value)) return Object.values(value).reduce((n: number, v) => n + countTexts(v), 0)
  return 0
}

/** Files under a folder, as paths relative to it (`home.json`, `legal/license.md`). */
export async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  if (!existsSync(dir)) return []
  const out: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue
    if (entry.isDirectory()) out.push(...(await listFiles(join(dir, entry.name), `${prefix}${entry.name}/`)))
    else out.push(`${prefix}${entry.name}`)
  }
  return out.sort()
}

export async function listFolders(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return []
  return (await readdir(dir, { withFileTypes: true }))
    .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
    .map((e) => e.name)
    .sort()
}

export type JsonRead = { ok: true; value: unknown } | { ok: false; error: string }

export async function readJson(file: string): Promise<JsonRead> {
  try {
    return { ok: true, value: JSON.parse(await readFile(file, 'utf8')) }
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) }
  }
}

/** `home.json` -> `home`: the page a content file belongs to. */
export function pageOf(file: string): string {
  return file.replace(/\.[^./]+$/, '')
}
