/**
 * What a page downloads on its first load, worked out from the prerendered HTML and the Vite
 * manifest (the static view), and how requests seen in the browser map onto files in dist/
 * (the measured view). Both views are used: the budget tests assert on the measured one and
 * check that it covers the static one.
 */
import type { ViteManifest } from '../../scripts/build/prerender-lib.ts'
import type { CatalogFiles } from '../../scripts/build/vite/catalog-parts.ts'
import { CATALOG_PARTS, type CatalogPart } from '../../src/lib/i18n/catalog-parts.ts'

export type AssetKind = 'js' | 'css' | 'font' | 'html' | 'data' | 'image' | 'other'

export interface AssetRef {
  tag: 'script' | 'link'
  rel: string | undefined
  as: string | undefined
  href: string
}

const TAG = /<(script|link)\b([^>]*)>/gi
const ATTR = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g

function attributes(source: string): Map<string, string> {
  const attrs = new Map<string, string>()
  for (const m of source.matchAll(ATTR)) {
    const name = m[1]?.toLowerCase()
    if (name) attrs.set(name, m[2] ?? m[3] ?? m[4] ?? '')
  }
  return attrs
}

/** Every script and link in the HTML that points at a file (inline scripts carry no src). */
export function parseAssetRefs(html: string): AssetRef[] {
  const refs: AssetRef[] = []
  for (const m of html.matchAll(TAG)) {
    const tag = m[1]?.toLowerCase() === 'script' ? 'script' : 'link'
    const attrs = attributes(m[2] ?? '')
    const href = tag === 'script' ? attrs.get('src') : attrs.get('href')
    if (!href) continue
    refs.push({ tag, rel: attrs.get('rel')?.toLowerCase(), as: attrs.get('as')?.toLowerCase(), href })
  }
  return refs
}

/** The references the browser fetches while loading: scripts, stylesheets, modulepreloads, preloads. */
export function loadedRefs(refs: readonly AssetRef[]): AssetRef[] {
  return refs.filter((ref) => {
    if (ref.tag === 'script') return true
    const rels = (ref.rel ?? '').split(/\s+/)
    return rels.includes('stylesheet') || rels.includes('modulepreload') || rels.includes('preload')
  })
}

export function assetKind(path: string): AssetKind {
  const clean = path.split(/[?#]/)[0] ?? ''
  const ext = /\.([a-z0-9]+)$/i.exec(clean)?.[1]?.toLowerCase()
  if (ext === undefined) return 'html'
  if (ext === 'js' || ext === 'mjs') return 'js'
  if (ext === 'css') return 'css'
  if (ext === 'woff2' || ext === 'woff' || ext === 'ttf' || ext === 'otf') return 'font'
  if (ext === 'html') return 'html'
  if (ext === 'json' || ext === 'webmanifest') return 'data'
  if (['png', 'jpg', 'jpeg', 'webp', 'avif', 'gif', 'svg', 'ico'].includes(ext)) return 'image'
  return 'other'
}

/** A same-origin URL or root-relative href as a dist/-relative file path (`/assets/a.js` -> `assets/a.js`). */
export function assetPath(href: string, origin = 'http://localhost'): string | undefined {
  const url = new URL(href, `${origin}/`)
  if (url.origin !== new URL(origin).origin) return undefined
  return decodeURIComponent(url.pathname).replace(/^\/+/, '')
}

/** dist/ file -> manifest key, so static imports can be followed from a file name. */
function keysByFile(manifest: ViteManifest): Map<string, string> {
  const byFile = new Map<string, string>()
  for (const [key, chunk] of Object.entries(manifest)) byFile.set(chunk.file, key)
  return byFile
}

/**
 * Files a prerendered page loads before any user input: what its HTML references, plus the
 * static imports of every referenced chunk (the browser fetches those even without a
 * modulepreload hint). Paths are dist/-relative.
 */
export function staticFirstLoad(html: string, manifest: ViteManifest): string[] {
  const byFile = keysByFile(manifest)
  const files = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    const key = byFile.get(file)
    const chunk = key ? manifest[key] : undefined
    if (!chunk) return
    for (const dep of chunk.imports ?? []) {
      const depFile = manifest[dep]?.file
      if (depFile) visit(depFile)
    }
    for (const css of chunk.css ?? []) files.add(css)
  }
  for (const ref of loadedRefs(parseAssetRefs(html))) {
    const path = assetPath(ref.href)
    if (path !== undefined) visit(path)
  }
  return [...files].sort()
}

/** One part of one locale's catalog, and its file in dist/. */
export interface CatalogFile {
  locale: string
  part: CatalogPart
  file: string
}

/** The build's catalog files (scripts/build/vite/catalog-parts.ts), by locale file name and part. */
export function catalogFileList(catalogs: CatalogFiles): CatalogFile[] {
  return Object.entries(catalogs.files)
    .flatMap(([locale, parts]) => CATALOG_PARTS.flatMap((part) => (parts[part] === undefined ? [] : [{ locale, part, file: parts[part] }])))
    .sort((a, b) => a.locale.localeCompare(b.locale) || a.part.localeCompare(b.part))
}
