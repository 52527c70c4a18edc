import type { ChunkModules } from './vite/chunk-modules.ts'
import { CATALOG_FILES, type CatalogFiles } from './vite/catalog-parts.ts'
import type { CatalogPart } from '../../src/lib/i18n/catalog-parts.ts'
import { slugForPage, type PageKey } from '../../src/lib/content/pages.ts'
export interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
export type ViteManifest = Record<string, ManifestChunk>

/** The route source file (below src/routes/{-$lang}/) of a page: its slug, `index` for the home page. */
export function routeFileFor(pageKey: PageKey): string {
  return slugForPage(pageKey) || 'index'
}

/** `/` -> index.html, `/de` -> de/index.html, `/de/promo` -> de/promo.html (served clean by Hosting). */
export function outputFileFor(path: string): string {
  if (path === '/') return 'index.html'
  const segments = path.split('/').filter(Boolean)
  if (segments.length === 1 && !path.includes('_') && segments[0] && /^[a-z]{2}(-[A-Z]{2})?$/.test(segments[0])) {
    return `${segments[0]}/index.html`
  }
  return `${segments.join('/')}.html`
}

function collectImports(manifest: ViteManifest, key: string, seen: Set<string>): void {
  const chunk = manifest[key]
  if (!chunk || seen.has(key)) return
  seen.add(key)
  for (const dep of chunk.imports ?? []) collectImports(manifest, dep, seen)
}

/** The files of the parts of a locale's catalog a page rendered with, from the build's list of them. */
export function catalogFilesFor(catalogs: CatalogFiles, localeFile: string, parts: readonly CatalogPart[]): string[] {
  return parts.map((part) => {
    const file = catalogs.files[localeFile]?.[part]
    if (!file) throw new Error(`No file of the ${part} part of the ${localeFile} catalog in ${CATALOG_FILES}`)
    return file
  })
}

/** A page's asset tags: its stylesheet and modulepreload links, and the entry script. */
export interface AssetTags {
  links: string
  entryScript: string
}

/**
 * Tags for one page: the entry's CSS, the entry script, and modulepreload hints for its static
 * imports, the page's own and its layout's route chunks and the files of the parts of its locale
 * catalog it renders with, so hydration needs no round trips.
 * The preloads ask for low priority: the prerendered HTML already shows the page, so on a slow
 * connection its stylesheets, the preloaded font and the hero image come first, and the code that
 * hydrates it after them.
 */
export function assetTags(
  manifest: ViteManifest,
  page: { routeFile: string | undefined; catalogFiles: readonly string[] },
  chunkModules?: ChunkModules['chunks'],
): AssetTags {
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry)
  const entry = entryKey ? manifest[entryKey] : undefined
  if (!entryKey || !entry) throw new Error('No entry chunk in the Vite manifest')
  const preload = new Set<string>()
  collectImports(manifest, entryKey, preload)
  preload.delete(entryKey)
  if (page.routeFile) {
    // The page's own chunks, and those of the layout route around every page should it be split
    // (it is not: its component is in the shell): the router loads both before it hydrates, so a
    // chunk missing here would cost a round trip after the shell.
    for (const file of ['route', page.routeFile]) {
      const prefix = `src/routes/{-$lang}/${file}.tsx`
      for (const key of Object.keys(manifest)) if (key.startsWith(prefix)) collectImports(manifest, key, preload)
    }
  }
  const css = new Set<string>(entry.css ?? [])
  for (const key of preload) for (const file of manifest[key]?.css ?? []) css.add(file)
  return {
    links: [
      ...[...css].map((file) => `<link rel="stylesheet" href="/${file}">`),
      ...[...[...preload].map((key) => manifest[key]?.file ?? ''), ...page.catalogFiles].map(
        (file) => `<link rel="modulepreload" fetchpriority="low" href="/${file}">`,
      ),
    ].join(''),
    entryScript: `<script type="module" src="/${entryScriptOf(manifest, entry, chunkModules)}"></script>`,
  }
}

/**
 * The file the page's module script names. The shell chunk took every module of the entry, which
 * Rolldown keeps as a chunk that only imports the shell; naming the shell runs the same code
 * without that request. The shell is preloaded already, so the script reuses that fetch.
 */
function entryScriptOf(manifest: ViteManifest, entry: ManifestChunk, chunkModules: ChunkModules['chunks'] | undefined): string {
  const [only, ...more] = entry.imports ?? []
  const target = only === undefined ? undefined : manifest[only]
  const facade = chunkModules?.[entry.file]?.length === 0 && more.length === 0 && !entry.dynamicImports?.length
  return facade && target ? target.file : entry.file
}

const VIEWPORT_META = /<meta name="viewport"[^>]*>/

/**
 * Puts a page's stylesheet and modulepreload links early in its head, right after the charset,
 * CSP and viewport metas, and its entry script at the end of the head.
 *
 * A parser-blocking inline script in the head (the home page's language detection) waits for
 * every stylesheet above it, and the parser finds the tags below it only once it has run: placed
 * after it, the page's CSS and JavaScript were requested one stylesheet round trip late. The
 * script stays below the stylesheets all the same: above them it sent a visitor on to their
 * language about 700 ms sooner on a slow phone, but their page then painted about 150 ms later,
 * having lost the CSS and font `/` was fetching (measured under the bench's throttling).
 *
 * The entry script stays last: a module script runs after parsing wherever it stands, and React
 * hydrates the head's scripts by position, so a script of ours ahead of them would be taken for
 * one of them.
 */
export function insertAssetTags(html: string, tags: AssetTags): string {
  const headEnd = html.indexOf('</head>')
  if (headEnd === -1) throw new Error('The rendered page has no </head> for its asset tags')
  const viewport = VIEWPORT_META.exec(html)
  const linksAt = viewport && viewport.index < headEnd ? viewport.index + viewport[0].length : headEnd
  return html.slice(0, linksAt) + tags.links + html.slice(linksAt, headEnd) + tags.entryScript + html.slice(headEnd)
}
