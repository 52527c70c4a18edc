/**
 * Attributes the bytes of a minified chunk to the source files its sourcemap names, so the
 * benchmark can say which modules and packages make up the first load.
 */
import { decode } from '@jridgewell/sourcemap-codec'
import { packageOf } from '../../e2e/lib/chunk-modules.ts'

export interface RawSourceMap {
  sources: (string | null)[]
  mappings: string
}

export const UNMAPPED = '(unmapped)'
/** What the project's own modules count under, beside the npm packages. */
export const APP_OWNER = 'app (src/)'

/** Bytes of generated code per source; a segment runs until the next segment on its line. */
export function bytesBySource(code: string, map: RawSourceMap): Map<string, number> {
  const totals = new Map<string, number>()
  const add = (source: string, bytes: number) => {
    if (bytes > 0) totals.set(source, (totals.get(source) ?? 0) + bytes)
  }
  const lines = code.split('\n')
  const mappingLines = decode(map.mappings)
  for (const [lineNo, line] of lines.entries()) {
    // The codec gives each line's segments in column order; a one-field segment maps to no source.
    const segments = (mappingLines[lineNo] ?? []).map((segment) => ({
      column: segment[0],
      source: segment.length === 1 ? UNMAPPED : (map.sources[segment[1]] ?? UNMAPPED),
    }))
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
  return packageOf(source) ?? APP_OWNER
}

/**
 * The folder of the project's own module that says what it is for: a feature or a library folder
 * (`src/features/consent`, `src/lib/i18n`), else the top folder (`src/app`, `src/routes`); undefined
 * for a package or glue.
 */
export function folderOf(source: string): string | undefined {
  if (ownerOf(source) !== APP_OWNER) return undefined
  const parts = source.split('?')[0]?.split('/') ?? []
  const top = parts.indexOf('src')
  if (top < 0) return undefined
  const rest = parts.slice(top + 1)
  // A feature or library folder, not a file of src/lib itself.
  const depth = (rest[0] === 'features' || rest[0] === 'lib') && rest.length > 2 ? 2 : rest.length > 1 ? 1 : 0
  return ['src', ...rest.slice(0, depth)].join('/')
}

/** Minified bytes and gzip shares per module, per package and per folder of the app across several chunks, largest first. */
export function attribute(chunks: readonly ChunkWithMap[]): { modules: Share[]; packages: Share[]; folders: Share[] } {
  const modules = new Map<string, Share>()
  const packages = new Map<string, Share>()
  const folders = new Map<string, Share>()
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
      const folder = folderOf(name)
      if (folder) add(folders, folder, raw, raw * ratio)
    }
  }
  const sorted = (table: Map<string, Share>) => [...table.values()].sort((a, b) => b.raw - a.raw || a.name.localeCompare(b.name))
  return { modules: sorted(modules), packages: sorted(packages), folders: sorted(folders) }
}
