/**
 * The page table: the one description of each of the eight pages. Everything else that lists
 * pages derives from it: routes' static data, catalog parts, sitemap and noindex, prerender inputs,
 * hosting redirects, Firebase's preload, the e2e budgets. Adding a page is a row here, a route file,
 * a feature folder and its content files (docs/adding-a-page.md).
 *
 * - `key`: the page's name in payload files, titles and analytics; `slug`: its URL after the locale prefix.
 * - `feature`: its folder under src/features/ and its catalog part (messages only its pages render).
 * - `layout`: standard (sections of its own), form (one task in a narrow column) or reading (a long document).
 * - `indexed`: in the sitemap and indexable; one-off account actions are not.
 * - `middleware`: work its loader waits for (src/app/route-middleware.ts): `firebase` loads the SDK with the page.
 * - `appBanner`: Safari offers the app over the page (its Smart App Banner); not where an email link's code is used.
 * - `languageOffer`: a first visit whose browser prefers another language is offered the page in it
 *   (src/features/language-offer); not where the email's own `lang` decides.
 */
export const PAGE_LIST = [
  { key: 'home', slug: '', feature: 'home', layout: 'standard', indexed: true, middleware: [], appBanner: true, languageOffer: true },
  { key: 'applycode', slug: 'applycode', feature: 'apply-code', layout: 'form', indexed: false, middleware: ['firebase'], appBanner: true, languageOffer: true },
  { key: 'auth_action', slug: 'auth_action', feature: 'auth', layout: 'form', indexed: false, middleware: ['firebase'], appBanner: false, languageOffer: false },
  { key: 'copyright_policy', slug: 'copyright_policy', feature: 'legal', layout: 'reading', indexed: true, middleware: [], appBanner: true, languageOffer: true },
  { key: 'getkinemo', slug: 'getkinemo', feature: 'download', layout: 'standard', indexed: true, middleware: [], appBanner: true, languageOffer: true },
  { key: 'license', slug: 'license', feature: 'legal', layout: 'reading', indexed: true, middleware: [], appBanner: true, languageOffer: true },
  { key: 'privacy_and_cookie_policy', slug: 'privacy_and_cookie_policy', feature: 'legal', layout: 'reading', indexed: true, middleware: [], appBanner: true, languageOffer: true },
  { key: 'promo', slug: 'promo', feature: 'promo', layout: 'standard', indexed: true, middleware: [], appBanner: true, languageOffer: true },
] as const satisfies readonly PageRow[]

export type LayoutName = 'standard' | 'form' | 'reading'
/** The middleware a page may name; the registry in src/app/route-middleware.ts implements each. */
export type PageMiddleware = 'firebase'

export interface PageRow {
  key: string
  slug: string
  feature: string
  layout: LayoutName
  indexed: boolean
  middleware: readonly PageMiddleware[]
  appBanner: boolean
  languageOffer: boolean
}

export type PageKey = (typeof PAGE_LIST)[number]['key']
/** A feature that owns pages: its folder name and its catalog part. */
export type PageFeature = (typeof PAGE_LIST)[number]['feature']
export const PAGE_KEY_LIST: readonly PageKey[] = PAGE_LIST.map((p) => p.key)

/** A page's row, typed as that row: `pageRow('license').feature` is `'legal'`. */
export type PageRowOf<K extends PageKey> = Extract<(typeof PAGE_LIST)[number], { key: K }>

export function pageRow<K extends PageKey>(key: K): PageRowOf<K> {
  const row = PAGE_LIST.find((p): p is PageRowOf<K> => p.key === key)
  if (!row) throw new Error(`No page ${key} in the page table`)
  return row
}

export function slugForPage(key: PageKey): string {
  return pageRow(key).slug
}

/** The pages of the table with a property: `pagesWhere((p) => !p.indexed)`. */
export function pagesWhere(test: (row: PageRow) => boolean): PageKey[] {
  return PAGE_LIST.filter(test).map((p) => p.key)
}

/** A page route's static data, from its row: its layout, its catalog part, its middleware, whether it offers other languages. */
export function pageStaticData(key: PageKey) {
  const { layout, feature, middleware, languageOffer } = pageRow(key)
  return { layout, catalogParts: [feature], middleware, languageOffer }
}
