import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { importOncePerKey } from '@/lib/import-once'
import { CATALOG_PARTS, catalogFileName, type CatalogPart } from './catalog-parts'
import { DEFAULT_LOCALE, isLocaleCode, localeInfo, type LocaleCode } from './locales'
import { PSEUDO_LOCALE, loadPseudoMessages } from './pseudo'

type CatalogModule = { messages: Messages }
export type CatalogImporter = (file: string, part: CatalogPart) => Promise<CatalogModule>

/** A hash of the build's catalog files (scripts/build/vite/catalog-parts.ts). */
declare const __KINEMO_CATALOG_VERSION__: string

// Calls below come only through `catalogImports`, which shares one import per locale and part.
/* eslint-disable no-restricted-syntax */
/** In development, tests and the server: every part of the locale's .po file, compiled on import. */
const importFromSource: CatalogImporter = (file, part) =>
  import(`../../locales/${file}/messages.po?parts`).then((module: unknown) => ({ messages: partIn(module, part) }))

/** Failed imports so far, per catalog file (retryQuery). */
const failedImports = new Map<string, number>()

/**
 * In the browser, a production build's catalog files by name (catalogFileName), not through a
 * table of every locale's chunks in the shell, which would cost every page its bytes.
 */
const importCatalog: CatalogImporter =
  import.meta.env.DEV || import.meta.env.SSR
    ? importFromSource
    : (file, part) => {
        const name = catalogFileName(file, part, __KINEMO_CATALOG_VERSION__)
        const failures = failedImports.get(name) ?? 0
        // A template literal, which Vite wraps in its preload helper: a failure raises vite:preloadError.
        return import(/* @vite-ignore */ `${import.meta.env.BASE_URL}${name}${retryQuery(failures)}`).then(
          (module: unknown) => ({ messages: messagesOf(module) }),
          (error: unknown) => {
            failedImports.set(name, failures + 1)
            throw error
          },
        )
      }
/* eslint-enable no-restricted-syntax */

/**
 * What a catalog file's URL ends with on its next import. Firefox answers every later import of a
 * URL whose first import failed with that failure, for the page's life, so once offline a language
 * could never load again; after a failure the file is asked for under a URL of its own.
 */
export function retryQuery(failures: number): string {
  return failures === 0 ? '' : `?retry=${String(failures)}`
}

/** The messages a catalog file exports (compiled messages are strings or token arrays), or an error. */
function messagesOf(module: unknown): Messages {
  const messages: unknown = typeof module === 'object' && module !== null && 'messages' in module ? module.messages : undefined
  if (!isMessages(messages)) throw new TypeError('A catalog file without its messages')
  return messages
}

/** One part's messages from a module of every part (importFromSource), or an error. */
function partIn(module: unknown, part: CatalogPart): Messages {
  const parts: unknown = typeof module === 'object' && module !== null && 'parts' in module ? module.parts : undefined
  const messages: unknown = typeof parts === 'object' && parts !== null ? Reflect.get(parts, part) : undefined
  if (!isMessages(messages)) throw new TypeError(`A catalog without its ${part} part`)
  return messages
}

const isMessages = (value: unknown): value is Messages =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((message) => typeof message === 'string' || Array.isArray(message))

const catalogImports = importOncePerKey<Messages>()

/** A locale's part of the catalog; callers that ask at once (a prefetch and a navigation) share one import. */
export function loadMessages(code: LocaleCode, part: CatalogPart, importer: CatalogImporter = importCatalog): Promise<Messages> {
  return catalogImports(`${code}:${part}`, () => importer(localeInfo(code).file, part).then((module) => module.messages))
}

/** Which messages a page renders with: its locale's, or in development the pseudo-locale's. */
export type CatalogKey = LocaleCode | typeof PSEUDO_LOCALE

/** In development the pseudo-locale stands in for English when asked for. */
export function catalogKeyFor(code: LocaleCode, pseudo = false): CatalogKey {
  return import.meta.env.DEV && pseudo && code === DEFAULT_LOCALE ? PSEUDO_LOCALE : code
}

const instances = new Map<CatalogKey, I18n>()
const partsIn = new Map<CatalogKey, Set<CatalogPart>>()

export interface MissingMessage {
  locale: string
  id: string
}
let reportMissing: ((missing: MissingMessage) => void) | undefined

/**
 * For the prerender, before each page: forget the catalogs loaded so far, so the page renders with
 * only the parts its routes name, and report each message it renders that none of them holds.
 */
export function renderWithOwnCatalogs(report: (missing: MissingMessage) => void): void {
  if (!import.meta.env.SSR) throw new Error('renderWithOwnCatalogs is for the server')
  instances.clear()
  partsIn.clear()
  shownCatalog = undefined
  reportMissing = report
}

/**
 * One instance per catalog, active for good: the page renders with the instance its committed route
 * names, so loading another language (a switch or prefetch) never changes the page on screen. Parts
 * load on demand (all unless told) and join the same instance.
 */
export async function loadCatalog(
  key: CatalogKey,
  parts: readonly CatalogPart[] = CATALOG_PARTS,
  importer?: CatalogImporter,
): Promise<I18n> {
  const pending = parts.filter((part) => !partsIn.get(key)?.has(part))
  const cached = instances.get(key)
  if (cached && pending.length === 0) return cached
  // Only a development build has the pseudo-locale (loadPseudoMessages throws in production); its one module holds every part.
  const fetched: { parts: readonly CatalogPart[]; messages: Messages }[] = isLocaleCode(key)
    ? await Promise.all(pending.map(async (part) => ({ parts: [part], messages: await loadMessages(key, part, importer) })))
    : [{ parts: CATALOG_PARTS, messages: await loadPseudoMessages() }]
  let i18n = instances.get(key)
  if (!i18n) {
    i18n = setupI18n({ locale: key, messages: { [key]: {} } })
    if (import.meta.env.SSR && reportMissing) i18n.on('missing', reportMissing)
    instances.set(key, i18n)
  }
  const merged = partsIn.get(key) ?? new Set<CatalogPart>()
  partsIn.set(key, merged)
  for (const part of fetched) {
    // Two calls may race for one part; it joins the instance once. load() copies the messages in.
    if (part.parts.every((name) => merged.has(name))) continue
    i18n.load(key, part.messages)
    for (const name of part.parts) merged.add(name)
  }
  return i18n
}

/** In the browser, the catalog of the page on screen (showCatalog): what a route whose own catalog never loaded renders with. */
let shownCatalog: CatalogKey | undefined

/**
 * The browser's entry calls it once the first catalog is in and whenever a navigation resolves, with
 * the catalog the path names; one this document never loaded changes nothing, so a switch whose
 * catalog failed shows its error page in the language being read.
 */
export function showCatalog(key: CatalogKey | undefined): void {
  if (key !== undefined && instances.has(key)) shownCatalog = key
}

/** The last resort: an instance with no catalog, in English (localeOf). */
let noCatalog: I18n | undefined

/**
 * The instance a route renders with: the one its context names, else (the root's beforeLoad failed,
 * or the host's English 404 answers every language) the one on screen, else one with no catalog (the
 * server, which renders each request with the catalogs it names, when none loaded).
 */
export function contextI18n(context: { catalog?: CatalogKey | undefined }): I18n {
  const named = context.catalog === undefined ? undefined : instances.get(context.catalog)
  const shown = shownCatalog === undefined ? undefined : instances.get(shownCatalog)
  return named ?? shown ?? (noCatalog ??= setupI18n())
}

/** The language an instance speaks: its locale, English for the development pseudo-locale or none yet. */
export function localeOf(i18n: I18n): LocaleCode {
  return isLocaleCode(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
}

export { DEFAULT_LOCALE }
