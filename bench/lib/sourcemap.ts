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

/** A map that gives all of a one-line file (a catalog file: one `JSON.parse`) to `source`. */
export function wholeFileMap(source: string): RawSourceMap {
  return { sources: [source], mappings: 'AAAA' }
}
/** What the project's own modules count under, beside the npm packages. */
export const APP_OWNER = 'app (src/)'

/** Bytes of generated code per source; a segment runs until the next segment on its line. */
export function bytesBySource(code: string, map: RawSourceMap): Map<string, number> {
  const totals = new Map<string, number>()
  const add = (source: string, start: number, end: number) => {
    const bytes = Buffer.byteLength(code.slice(start, end))
    if (bytes > 0) totals.set(source, (totals.get(source) ?? 0) + bytes)
  }
  const lines = code.split('\n')
  const mappingLines = decode(map.mappings)
  let offset = 0
  for (const [lineNo, line] of lines.entries()) {
    // The codec gives each line's segments in column order; a one-field segment maps to no source.
    const segments = (mappingLines[lineNo] ?? []).map((segment) => ({
      column: segment[0],
      source: segment.length === 1 ? UNMAPPED : (map.sources[segment[1]] ?? UNMAPPED),
    }))
    add(UNMAPPED, offset, offset + (segments[0]?.column ?? line.length))
    for (const [i, segment] of segments.entries()) {
      const end = segments[i + 1]?.column ?? line.length
      add(segment.source, offset + segment.column, offset + end)
    }
    // The line break.
    if (lineNo < lines.length - 1) add(UNMAPPED, offset + line.length, offset + line.length + 1)
    offset += line.length + 1
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

/** What the project's build writes under node_modules (the subset fonts' URL modules): its own code, not a package. */
const BUILD_CACHE = /(?:^|\/)node_modules\/\.cache\/[^/]+/

/** The npm package of a source path, `app (src/)` for the project's own code, `(unmapped)` for glue. */
export function ownerOf(source: string): string {
  if (source === UNMAPPED) return UNMAPPED
  if (BUILD_CACHE.test(source)) return APP_OWNER
  return packageOf(source) ?? APP_OWNER
}

/**
 * The folder of the project's own module that says what it is for: a feature or a library folder
 * (`src/features/consent`, `src/lib/i18n`), else the top folder (`src/app`, `src/routes`), or the
 * build's own cache folder; undefined for a package or glue.
 */
export function folderOf(source: string): string | undefined {
  if (ownerOf(source) !== APP_OWNER) return undefined
  const cached = BUILD_CACHE.exec(source)?.[0]
  if (cached) return cached.replace(/^\//, '')
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
