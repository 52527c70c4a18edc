import { createHash } from 'node:crypto'
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
import { CATALOG_PARTS, catalogFileName, isHeadText, partsOfMessage, type CatalogPart } from '../../../src/lib/i18n/catalog-parts.ts'

/** `…/messages.po?parts`: every part of a locale's catalog, by name, for development, tests and the server. */
const PARTS_ID = /\.po\?parts$/

/** Where a client build lists its catalog files, beside Vite's manifest (never deployed). */
export const CATALOG_FILES = '.vite/catalogs.json'

/** The record in CATALOG_FILES: the version in the files' names, and each locale's file of each part. */
export interface CatalogFiles {
  version: string
  files: Record<string, Partial<Record<CatalogPart, string>>>
}

/** `export const <name>=` the value, as one `JSON.parse` of a template literal, as Rolldown writes it. */
function jsonExport(name: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/[\\`]|\$\{/g, (found) => `\\${found}`)
  return `export const ${name}=JSON.parse(\`${json}\`);\n`
}

/** A part's messages as the module the client imports: `messages`, whatever characters they hold. */
export function catalogModule(messages: Readonly<Record<string, unknown>>): string {
  return jsonExport('messages', messages)
}

/** Every part of a locale's catalog as one module, `parts` by part name: what development, tests and the server import. */
export function catalogPartsModule(parts: readonly { part: CatalogPart; messages: Readonly<Record<string, unknown>> }[]): string {
  return jsonExport('parts', Object.fromEntries(parts.map(({ part, messages }) => [part, messages])))
}

/** 8 base64url characters of a SHA-256 of every catalog file's name and bytes, as Vite hashes names. */
export function catalogVersion(files: readonly { name: string; code: string }[]): string {
  const hash = createHash('sha256')
  for (const { name, code } of [...files].sort((a, b) => a.name.localeCompare(b.name))) hash.update(`${name}\0${code}\0`)
  return hash.digest('base64url').slice(0, 8)
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
 * Compiles each part of a locale's catalog: the messages of that locale's .po file whose uses (the
 * source language catalog's `#:` origins) put them in the part, translated, with the catalog's
 * fallbacks, compiled as Lingui's own Vite plugin compiles a whole catalog. Translators keep one
 * file per language; only the build splits it.
 *
 * - In development, tests and the server build, a `messages.po?parts` import compiles every part on demand.
 * - A client build writes every part of every locale as a file of its own, named with one version
 *   for all (catalogFileName), which it defines as `__KINEMO_CATALOG_VERSION__` for the client to
 *   build the names from, and lists them in CATALOG_FILES for the prerender and the tests.
 *
 * The split holds only while the code that renders an extra part's message never runs on another
 * page: the build fails if a module with such a message is in the entry's static graph (a page's
 * head texts aside: isHeadText), and the prerender if a page renders a message its parts lack.
 */
export function catalogPartsPlugin(options: { linguiConfig: string }): Plugin {
  const extraPartSources = new Set<string>()
  let root = process.cwd()
  let clientBuild: { version: string; files: { fileName: string; locale: string; part: CatalogPart; code: string }[] } | undefined
  // Read once per build, not once per part of every locale: the Lingui config, its catalogs and
  // the source language catalog whose `#:` origins sort the messages into parts.
  // A changed file (dev server, watch mode) drops them, as the files they came from may have changed.
  let shared: Promise<{ config: LinguiConfigNormalized; catalogs: Catalog[] }> | undefined
  const sources = new Map<string, ReturnType<Catalog['read']>>()
  // Every part of a locale's catalog, compiled once.
  const compiled = new Map<string, Promise<{ part: CatalogPart; messages: Record<string, unknown> }[]>>()
  const forget = () => {
    shared = undefined
    sources.clear()
    compiled.clear()
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
  const compileParts = (catalog: Catalog, locale: string) => {
    const key = catalog.getFilename(locale)
    let parts = compiled.get(key)
    if (!parts) compiled.set(key, (parts = compileAllParts(catalog, locale)))
    return parts
  }
  /** Every part of one locale's catalog, compiled. */
  const compileAllParts = async (catalog: Catalog, locale: string): Promise<{ part: CatalogPart; messages: Record<string, unknown> }[]> => {
    const { config } = await lingui()
    const source = (await sourceOf(catalog, config.sourceLocale)) ?? {}
    const { messages } = await catalog.getTranslations(locale, {
      sourceLocale: config.sourceLocale,
      fallbackLocales: config.fallbackLocales,
    })
    const sorted = Object.entries(messages).map(([key, translation]) => {
      const origins = (source[key]?.origin ?? []).map(([originFile]) => originFile)
      const parts = partsOfMessage(origins)
      if (!parts.includes('site')) for (const origin of origins) if (!isHeadText(origin)) extraPartSources.add(origin)
      return { key, translation, parts }
    })
    return CATALOG_PARTS.map((part) => {
      const picked = Object.fromEntries(
        sorted.filter(({ parts }) => parts.includes(part)).map(({ key, translation }) => [key, translation]),
      )
      const { source: json, errors } = createCompiledCatalog(locale, picked, { namespace: 'json' })
      if (errors.length > 0) throw new Error(createCompilationErrorMessage(locale, errors))
      return { part, messages: messagesIn(json) }
    })
  }
  return {
    name: 'kinemo:catalog-parts',
    enforce: 'pre',
    async config(_config, env) {
      if (env.command !== 'build' || env.isSsrBuild) return { define: { __KINEMO_CATALOG_VERSION__: JSON.stringify('from-source') } }
      const { config, catalogs } = await lingui()
      const files: { name: string; locale: string; part: CatalogPart; code: string }[] = []
      // Lingui's type meets its default (`[]`) here, which leaves the elements `never`.
      const locales: readonly string[] = config.locales
      for (const catalog of catalogs)
        for (const locale of locales) {
          for (const { part, messages } of await compileParts(catalog, locale))
            files.push({ name: `${locale}-${part}`, locale, part, code: catalogModule(messages) })
        }
      const version = catalogVersion(files)
      clientBuild = { version, files: files.map((file) => ({ ...file, fileName: catalogFileName(file.locale, file.part, version) })) }
      return { define: { __KINEMO_CATALOG_VERSION__: JSON.stringify(version) } }
    },
    configResolved(config) {
      root = config.root
    },
    buildStart: forget,
    watchChange: forget,
    transform: {
      filter: { id: PARTS_ID },
      async handler(_code, id) {
        const file = id.slice(0, id.indexOf('?'))
        const { config, catalogs } = await lingui()
        const found = getCatalogForFile(relative(config.rootDir, file), catalogs)
        if (!found) throw new Error(`${file} is none of the catalogs in lingui.config.ts`)
        const { locale, catalog } = found
        for (const dependency of await getCatalogDependentFiles(catalog, locale)) this.addWatchFile(dependency)
        this.addWatchFile(catalog.getFilename(config.sourceLocale))
        return { code: catalogPartsModule(await compileParts(catalog, locale)), map: null, moduleType: 'js' }
      },
    },
    generateBundle(_options, bundle) {
      if (clientBuild) {
        const files: CatalogFiles['files'] = {}
        for (const { fileName, locale, part, code } of clientBuild.files) {
          this.emitFile({ type: 'asset', fileName, source: code })
          files[locale] = { ...files[locale], [part]: fileName }
        }
        const record: CatalogFiles = { version: clientBuild.version, files }
        this.emitFile({ type: 'asset', fileName: CATALOG_FILES, source: `${JSON.stringify(record, null, 2)}\n` })
      }
      for (const { file, chunk } of entryGraphModules(Object.values(bundle), root, extraPartSources)) {
        this.error(
          `${file} renders messages of a catalog part only some pages load, but is in ${chunk}, which every page loads; see src/lib/i18n/catalog-parts.ts`,
        )
      }
    },
  }
}

/** The messages of Lingui's compiled catalog in its `json` form (`{"messages":{…}}`). */
function messagesIn(json: string): Record<string, unknown> {
  const parsed: unknown = JSON.parse(json)
  const messages: unknown = typeof parsed === 'object' && parsed !== null && 'messages' in parsed ? parsed.messages : undefined
  if (typeof messages !== 'object' || messages === null) throw new Error('Lingui compiled a catalog without its messages')
  return { ...messages }
}
