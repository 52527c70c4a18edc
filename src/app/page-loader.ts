import type { QueryClient } from '@tanstack/react-query'
import type { StaticDataRouteOption } from '@tanstack/react-router'
import { ensurePayload } from '@/lib/content/payload-query'
import type { PageKey } from '@/lib/content/pages'
import type { PagePayload } from '@/lib/content/payload'
import { loadCatalog, type CatalogKey } from '@/lib/i18n/catalog'
import { catalogPartsOf } from '@/lib/i18n/catalog-parts'
import type { LocaleCode } from '@/lib/i18n/locales'

export interface PageLoaderContext {
  context: { queryClient: QueryClient; locale: LocaleCode; catalog: CatalogKey }
  /** The page's route: its static data names its parts. */
  route: { options: { staticData?: StaticDataRouteOption | undefined } }
}

/**
 * Every page's loader: its payload and the catalog parts its route names besides `site`
 * (catalog-parts.ts), side by side. The router runs loaders beside the route's chunk, once every
 * beforeLoad is done, so a part fetched here costs a navigation no round trip of its own.
 */
export async function loadPage<K extends PageKey>({ context, route }: PageLoaderContext, page: K): Promise<PagePayload<K>> {
  const [payload] = await Promise.all([
    ensurePayload(context.queryClient, context.locale, page),
    loadCatalog(context.catalog, catalogPartsOf([route.options.staticData ?? {}])),
  ])
  return payload
}
