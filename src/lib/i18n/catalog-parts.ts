/**
 * A locale's catalog reaches the browser in parts. Translators keep one file per language
 * (`src/locales/<code>/messages.po`); the build splits it by where each message is used
 * (scripts/vite-plugin-catalog-parts.ts):
 * - `site`: everything any page may show (header, footer, notice, errors, heads, most pages);
 *   every page loads it.
 * - `account`: messages used only by the account pages (`/auth_action`, `/applycode`): almost
 *   half the catalog's text, which the other pages no longer download. Those routes name the part
 *   in `staticData.catalogParts`.
 */

export const CATALOG_PARTS = ['site', 'account'] as const
export type CatalogPart = (typeof CATALOG_PARTS)[number]

/** Parts a route may ask for on top of `site`. */
export type ExtraCatalogPart = Exclude<CatalogPart, 'site'>

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Catalog parts this page renders with besides `site` (catalog-parts.ts). */
    catalogParts?: readonly ExtraCatalogPart[]
  }
}

/** Source folders whose messages only the account pages render. */
export const ACCOUNT_SOURCES = ['src/features/auth/', 'src/features/apply-code/'] as const

/**
 * The part a message belongs to, from the files it is used in (the `#:` origins in the .po
 * file): `account` only when every use is in an account folder, so a message shared with any
 * other page stays in `site`.
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
