/**
 * The build splits each locale's .po file by where messages are used (scripts/build/vite/catalog-parts.ts):
 * `site` loads on every page; each other part holds what only one kind of page renders (the legal
 * part, the three legal pages), which other pages then never download.
 */
import { PAGE_LIST, type PageFeature } from '../content/pages.ts'

/**
 * A page's own part is its feature's (the page table's `feature` column). A feature that any page may
 * show, but only some visitors see, has a part of its own too, loaded when it shows: the language
 * offer, whose words a page needs in another language than its own. `site` holds every other message.
 */
export const ON_DEMAND_PARTS = ['language-offer'] as const
export type ExtraCatalogPart = PageFeature | (typeof ON_DEMAND_PARTS)[number]
export type CatalogPart = 'site' | ExtraCatalogPart

const EXTRA_PARTS: readonly ExtraCatalogPart[] = [...new Set(PAGE_LIST.map((p) => p.feature)), ...ON_DEMAND_PARTS]
export const CATALOG_PARTS: readonly CatalogPart[] = ['site', ...EXTRA_PARTS]

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Catalog parts this page renders with besides `site`: loaded before hydration and by its loader (src/app/page-loader.ts). */
    catalogParts?: readonly ExtraCatalogPart[]
  }
}

/** The source folder whose messages only the pages naming that part render: the feature's own. */
export const partSource = (part: ExtraCatalogPart): string => `src/features/${part}/`

/**
 * A page's title and description live in its feature's `head-text.ts` (src/lib/content/head-text.ts),
 * so they go in its part. The route's head reads them from the shell, but only on that page, once
 * its loader has loaded the part: alone of a part's modules, these may sit in a chunk every page loads.
 */
export function isHeadText(file: string): boolean {
  return file.replace(/\\/g, '/').endsWith('/head-text.ts')
}

/**
 * The parts a message goes in, from its uses (the `#:` origins in the .po file): the extra part of
 * every folder it is used in when all its uses are in such folders (in each, should two pages
 * share it), else `site` alone, so a message shared with any other page stays where all find it.
 */
export function partsOfMessage(originFiles: readonly string[]): CatalogPart[] {
  const normalized = originFiles.map((file) => file.replace(/\\/g, '/').replace(/^\.?\//, ''))
  const partOf = (file: string) => EXTRA_PARTS.find((part) => file.startsWith(partSource(part)))
  const parts = normalized.map(partOf)
  if (parts.length === 0 || parts.includes(undefined)) return ['site']
  return EXTRA_PARTS.filter((part) => parts.includes(part))
}

/** The parts a page needs, from the static data of its matched routes: always `site` first. */
export function catalogPartsOf(staticData: readonly { catalogParts?: readonly ExtraCatalogPart[] | undefined }[]): CatalogPart[] {
  const parts: CatalogPart[] = ['site']
  for (const data of staticData) for (const part of data.catalogParts ?? []) if (!parts.includes(part)) parts.push(part)
  return parts
}

/**
 * The file of one part of a locale's catalog in a production build, below its base URL. `version`
 * is a hash of every catalog file of the build (scripts/build/vite/catalog-parts.ts), so the
 * client finds each file without a table of names, and a file's name changes with its bytes.
 */
export function catalogFileName(localeFile: string, part: CatalogPart, version: string): string {
  return `assets/messages-${localeFile}-${part}-${version}.js`
}
