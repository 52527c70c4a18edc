import { relative } from 'node:path'
import type { Plugin } from 'vite'
import { getConfig, type LinguiConfigNormalized } from '@lingui/conf'
import {
  createCompilationErrorMessage,
  createCompiledCatalog,
  getCatalogDependentFiles,
  getCatalogForFile,
  getCatalogs,
} from '@lingui/cli/api'
import { CATALOG_PARTS, partOfMessage, type CatalogPart } from '../src/lib/i18n/catalog-parts.ts'

/** `…/messages.po?part=<part>`: one part of a locale's catalog (src/lib/i18n/catalog-parts.ts). */
const PART_ID = /\.po\?part=([a-z]+)$/

function isCatalogPart(value: string | undefined): value is CatalogPart {
  return (CATALOG_PARTS as readonly string[]).includes(value ?? '')
}

/** Chunk names for the catalog parts: `messages-<hash>.js` for `site`, `messages-account-<hash>.js` and so on. */
export function catalogPartChunkName(moduleIds: readonly string[]): string | undefined {
  const part = moduleIds.map((id) => PART_ID.exec(id)?.[1]).find(isCatalogPart)
  if (!part) return undefined
  return part === 'site' ? 'messages' : `messages-${part}`
}

type Catalog = Awaited<ReturnType<typeof getCatalogs>>[number]

interface BundleChunk {
  type: 'chunk' | 'asset'
  fileName: string
  isEntry?: boolean
  imports?: readonly string[]
  moduleIds?: readonly string[]
}

/**
 * Which of `files` (root-relative paths) are in a chunk every page loads: an entry chunk or one it
 * imports statically.
 */
export function entryGraphModules(
  chunks: readonly BundleChunk[],
  root: string,
  files: ReadonlySet<string>,
): { file: string; chunk: string }[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const found: { file: string; chunk: string }[] = []
  const seen = new Set<string>()
  const queue = chunks.filter((chunk) => chunk.type === 'chunk' && chunk.isEntry).map((chunk) => chunk.fileName)
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    const chunk = byName.get(name)
    if (!chunk || chunk.type !== 'chunk' || seen.has(name)) continue
    seen.add(name)
    queue.push(...(chunk.imports ?? []))
    for (const moduleId of chunk.moduleIds ?? []) {
      const file = relative(root, moduleId.split('?')[0] ?? '').replace(/\\/g, '/')
      if (files.has(file)) found.push({ file, chunk: name })
    }
  }
  return found
}

/**
 * Compiles `messages.po?part=<part>` imports: the messages of that locale's catalog whose uses
 * (the source language catalog's `#:` origins) put them in the part, translated, with the
 * catalog's fallbacks, compiled as Lingui's own Vite plugin compiles a whole catalog. Translators
 * keep one file per language; only the build splits it.
 *
 * The split holds only while the code that renders an `account` message never runs on another
 * page: the build fails if a module with such a message is in the entry's static graph.
 */
export function catalogPartsPlugin(options: { linguiConfig: string }): Plugin {
  const accountSources = new Set<string>()
  let root = process.cwd()
  // Read once per build, not once per part of every locale (36 modules): the Lingui config, its
  // catalogs and the source language catalog whose `#:` origins sort the messages into parts.
  // A changed file (dev server, watch mode) drops them, as the files they came from may have changed.
  let shared: Promise<{ config: LinguiConfigNormalized; catalogs: Catalog[] }> | undefined
  const sources = new Map<string, ReturnType<Catalog['read']>>()
  const forget = () => {
    shared = undefined
    sources.clear()
  }
  const lingui = () =>
    (shared ??= (async () => {
      const config = getConfig({ configPath: options.linguiConfig })
      return { config, catalogs: await getCatalogs(config) }
    })())
  const sourceOf = (catalog: Catalog, sourceLocale: string) => {
    const key = catalog.getFilename(sourceLocale)
    let read = sources.get(key)
    if (!read) sources.set(key, (read = catalog.read(sourceLocale)))
    return read
  }
  return {
    name: 'kinemo:catalog-parts',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
    },
    buildStart: forget,
    watchChange: forget,
    transform: {
      filter: { id: PART_ID },
      async handler(_code, id) {
        const part = PART_ID.exec(id)?.[1]
        if (!isCatalogPart(part)) throw new Error(`${id}: unknown catalog part; the parts are ${CATALOG_PARTS.join(', ')}`)
        const file = id.slice(0, id.indexOf('?'))
        const { config, catalogs } = await lingui()
        const found = getCatalogForFile(relative(config.rootDir, file), catalogs)
        if (!found) throw new Error(`${file} is none of the catalogs in lingui.config.ts`)
        const { locale, catalog } = found
        for (const dependency of await getCatalogDependentFiles(catalog, locale)) this.addWatchFile(dependency)
        this.addWatchFile(catalog.getFilename(config.sourceLocale))
        const source = (await sourceOf(catalog, config.sourceLocale)) ?? {}
        const { messages } = await catalog.getTranslations(locale, {
          sourceLocale: config.sourceLocale,
          fallbackLocales: config.fallbackLocales,
        })
        const picked: Record<string, string> = {}
        for (const [key, translation] of Object.entries(messages)) {
          const origins = (source[key]?.origin ?? []).map(([originFile]) => originFile)
          const belongs = partOfMessage(origins)
          if (belongs === 'account') for (const origin of origins) accountSources.add(origin)
          if (belongs === part) picked[key] = translation
        }
        const { source: compiled, errors } = createCompiledCatalog(locale, picked, { namespace: 'es' })
        if (errors.length > 0) throw new Error(createCompilationErrorMessage(locale, errors))
        return { code: compiled, map: null, moduleType: 'js' }
      },
    },
    generateBundle(_options, bundle) {
      for (const { file, chunk } of entryGraphModules(Object.values(bundle), root, accountSources)) {
        this.error(
          `${file} renders messages of the "account" catalog part but is in ${chunk}, which every page loads; see src/lib/i18n/catalog-parts.ts`,
        )
      }
    },
  }
}
