/**
 * Renders every route × locale (and the 404 page) to static HTML in dist/, with the client
 * entry, its CSS and the page's own chunks (route code, locale catalog) preloaded.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { LOCALES } from '../../src/lib/i18n/locale-table.ts'
import type { CatalogPart } from '../../src/lib/i18n/catalog-parts.ts'
import { PAGE_LIST } from '../../src/lib/content/pages.ts'
import { pagePath } from '../../src/lib/paths/site-paths.ts'
import { assetTags, catalogFilesFor, insertAssetTags, outputFileFor, routeFileFor, type ViteManifest } from './prerender-lib.ts'
import { deferHydration } from './hydration-start.ts'
import { CHUNK_MODULES_FILE, type ChunkModules } from './vite/chunk-modules.ts'
import { CATALOG_FILES, type CatalogFiles } from './vite/catalog-parts.ts'
import { notFoundSectionOf, withPathLanguages } from './not-found-languages.ts'

const root = resolve(import.meta.dirname, '../..')
const dist = join(root, 'dist')
const started = performance.now()

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as ViteManifest
const { chunks } = JSON.parse(readFileSync(join(dist, CHUNK_MODULES_FILE), 'utf8')) as ChunkModules
const catalogs = JSON.parse(readFileSync(join(dist, CATALOG_FILES), 'utf8')) as CatalogFiles
const { render } = (await import(pathToFileURL(join(root, '.build/server/entry-server.js')).href)) as {
  render: (
    url: string,
    o: { readPayload: (p: string) => Promise<unknown>; ownCatalogs: boolean },
  ) => Promise<{ status: number; html: string; catalogParts: CatalogPart[]; missingMessages: { locale: string; id: string }[] }>
}
const readPayload = (path: string) => Promise.resolve(JSON.parse(readFileSync(join(dist, path), 'utf8')) as unknown)

const jobs = [
  ...LOCALES.flatMap((locale) =>
    PAGE_LIST.map((page) => ({
      url: pagePath(locale.code, page.key),
      locale: locale.file,
      routeFile: routeFileFor(page.key),
      expect: 200,
    })),
  ),
  { url: '/404', locale: 'en', routeFile: undefined, expect: 404 },
]

for (const job of jobs) {
  const { status, html, catalogParts, missingMessages } = await render(job.url, { readPayload, ownCatalogs: true })
  if (status !== job.expect) throw new Error(`Prerender of ${job.url} answered ${status}, expected ${job.expect}`)
  // A message outside the parts its routes name would show as its id in the browser.
  if (missingMessages.length > 0)
    throw new Error(
      `${job.url} renders messages its catalog parts (${catalogParts.join(', ')}) lack: ${[...new Set(missingMessages.map((m) => m.id))].join(', ')}; name their part in the route's staticData.catalogParts (src/lib/i18n/catalog-parts.ts)`,
    )
  // The parts of the locale's catalog the page rendered with (src/lib/i18n/catalog-parts.ts).
  const catalogFiles = catalogFilesFor(catalogs, job.locale, catalogParts)
  const tags = assetTags(manifest, { routeFile: job.routeFile, catalogFiles }, chunks)
  const out = job.expect === 404 ? join(dist, '404.html') : join(dist, outputFileFor(job.url))
  mkdirSync(dirname(out), { recursive: true })
  // Its hydration code waits for what the first paint needs (hydration-start.ts).
  writeFileSync(out, deferHydration(insertAssetTags(html, tags)))
}

// The one 404.html greets in the path's language from the first paint (not-found-languages.ts).
const notFoundWords = await Promise.all(
  LOCALES.filter((locale) => locale.code !== 'en').map(async (locale) => {
    const { status, html } = await render(`/${locale.code}/404`, { readPayload, ownCatalogs: true })
    if (status !== 404) throw new Error(`Prerender of /${locale.code}/404 answered ${status}, expected 404`)
    return notFoundSectionOf(html)
  }),
)
const notFoundFile = join(dist, '404.html')
writeFileSync(notFoundFile, withPathLanguages(readFileSync(notFoundFile, 'utf8'), notFoundWords, 'layout-end'))

console.log(`Prerendered ${jobs.length} pages in ${Math.round(performance.now() - started)} ms`)
