/**
 * The build splits each locale's .po file by where messages are used (scripts/vite-plugin-catalog-parts.ts):
 * `site` loads on every page; `account` holds what only the account pages use, almost half the
 * text, which other pages then never download.
 */

export const CATALOG_PARTS = ['site', 'account'] as const
export type CatalogPart = (typeof CATALOG_PARTS)[number]

export type ExtraCatalogPart = Exclude<CatalogPart, 'site'>

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Catalog parts this page renders with besides `site`. */
    catalogParts?: readonly ExtraCatalogPart[]
  }
}

/** Source folders whose messages only the account pages render. */
export const ACCOUNT_SOURCES = ['src/features/auth/', 'src/features/apply-code/'] as const

/**
 * `account` only when every use (the `#:` origins in the .po file) is in an account folder, so a
 * message shared with any other page stays in `site`.
 */
export function partOfMessage(originFiles: readonly string[]): CatalogPart {
  const normalized = originFiles.map((file) => file.replace(/\\/g, '/').replace(/^\.?\//, ''))
  const inAccount = (file: string) => ACCOUNT_SOURCES.some((dir) => file.startsWith(dir))
  return normalized.length > 0 && normalized.every(inAccount) ? 'account' : 'site'
}

/** The parts a page needs, from the static data of its matched routes: always `site` first. */
export function catalogPartsOf(staticData: readonly { catalogParts?: readonly ExtraCatalogPart[] | undefined }[]): CatalogPart[] {
  const parts: CatalogPart[] = ['site']
  for (const data of staticData) for (const part of data.catalogParts ?? []) if (!parts.includes(part)) parts.push(part)
  return parts
}
