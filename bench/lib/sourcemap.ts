/**
 * Attributes the bytes of a minified chunk to the source files its sourcemap names, so the
 * benchmark can say which modules and packages make up the first load.
 */
import { packageOf } from '../../e2e/lib/chunk-modules.ts'

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const DIGIT = new Map(Array.from({ length: BASE64.length }, (_, i) => [BASE64.charAt(i), i]))

/** Decodes one Base64 VLQ field list (`AAAA`, `kBAAkB`...) into signed integers. */
export function decodeVlq(segment: string): number[] {
  const values: number[] = []
  let value = 0
  let shift = 0
  for (let i = 0; i < segment.length; i++) {
    const char = segment.charAt(i)
    const digit = DIGIT.get(char)
    if (digit === undefined) throw new Error(`Invalid VLQ character ${char}`)
    value += (digit & 31) * 2 ** shift
    if (digit & 32) {
      shift += 5
      continue
    }
    values.push(value & 1 ? -Math.floor(value / 2) : Math.floor(value / 2))
    value = 0
    shift = 0
  }
  return values
}

export interface RawSourceMap {
  sources: (string | null)[]
  mappings: string
}

export const UNMAPPED = '(unmapped)'

/** Bytes of generated code per source; a segment runs until the next segment on its line. */
export function bytesBySource(code: string, map: RawSourceMap): Map<string, number> {
  const totals = new Map<string, number>()
  const add = (source: string, bytes: number) => {
    if (bytes > 0) totals.set(source, (totals.get(source) ?? 0) + bytes)
  }
  const lines = code.split('\n')
  const mappingLines = map.mappings.split(';')
  let sourceIndex = 0
  for (const [lineNo, line] of lines.entries()) {
    const segments: { column: number; source: string }[] = []
    let column = 0
    for (const field of (mappingLines[lineNo] ?? '').split(',')) {
      if (field === '') continue
      const values = decodeVlq(field)
      column += values[0] ?? 0
      if (values.length >= 4) {
        sourceIndex += values[1] ?? 0
        segments.push({ column, source: map.sources[sourceIndex] ?? UNMAPPED })
      } else {
        segments.push({ column, source: UNMAPPED })
      }
    }
    segments.sort((a, b) => a.column - b.column)
    add(UNMAPPED, Buffer.byteLength(line.slice(0, segments[0]?.column ?? line.length)))
    for (const [i, segment] of segments.entries()) {
      const end = segments[i + 1]?.column ?? line.length
      add(segment.source, Buffer.byteLength(line.slice(segment.column, end)))
    }
    if (lineNo < lines.length - 1) add(UNMAPPED, 1)
  }
  return totals
}

/** `../../node_modules/react-dom/cjs/x.js` -> `node_modules/react-dom/cjs/x.js`. */
export function normalizeSource(source: string): string {
  return source.replace(/^(?:\.\.?\/)+/, '').replace(/^\/?.*?(?=node_modules\/)/, '')
}

export interface ChunkWithMap {
  code: string
  map: RawSourceMap
  /** The chunk's own gzip size, shared out among its modules by their minified bytes. */
  gzip: number
}

export interface Share {
  name: string
  raw: number
  gzip: number
}

/** The npm package of a source path, `app (src/)` for the project's own code, `(unmapped)` for glue. */
export function ownerOf(source: string): string {
  if (source === UNMAPPED) return UNMAPPED
  return packageOf(source) ?? 'app (src/)'
}

/** Minified bytes and gzip shares per module and per package across several chunks, largest first. */
export function attribute(chunks: readonly ChunkWithMap[]): { modules: Share[]; packages: Share[] } {
  const modules = new Map<string, Share>()
  const packages = new Map<string, Share>()
  const add = (table: Map<string, Share>, name: string, raw: number, gzip: number) => {
    const entry = table.get(name) ?? { name, raw: 0, gzip: 0 }
    entry.raw += raw
    entry.gzip += gzip
    table.set(name, entry)
  }
  for (const chunk of chunks) {
    const total = Buffer.byteLength(chunk.code)
    const ratio = total === 0 ? 0 : chunk.gzip / total
    for (const [source, raw] of bytesBySource(chunk.code, chunk.map)) {
      const name = source === UNMAPPED ? UNMAPPED : normalizeSource(source)
      add(modules, name, raw, raw * ratio)
      add(packages, ownerOf(name), raw, raw * ratio)
    }
  }
  const sorted = (table: Map<string, Share>) => [...table.values()].sort((a, b) => b.raw - a.raw || a.name.localeCompare(b.name))
  return { modules: sorted(modules), packages: sorted(packages) }
}
