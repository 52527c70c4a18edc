import type { QueryClient } from '@tanstack/react-query'
import type { StaticDataRouteOption } from '@tanstack/react-router'
import { ensurePayload } from '@/lib/content/payload-query'
import type { PageKey } from '@/lib/content/pages'
import type { PagePayload } from '@/lib/content/payload'
import { loadCatalog, type CatalogKey } from '@/lib/i18n/catalog'
import { catalogPartsOf } from '@/lib/i18n/catalog-parts'
import type { LocaleCode } from '@/lib/i18n/locales'
import { runRouteMiddleware, type MiddlewareContext } from './route-middleware'

export interface PageLoaderContext extends MiddlewareContext {
  context: { queryClient: QueryClient; locale: LocaleCode; catalog: CatalogKey }
  /** The page's route: its static data names its parts. */
  route: { options: { staticData?: StaticDataRouteOption | undefined } }
}

/**
 * Every page's loader: its payload, the catalog parts its route names besides `site`
 * (catalog-parts.ts) and its middleware (route-middleware.ts), side by side. The router runs
 * loaders beside the route's chunk, once every beforeLoad is done, so none of them costs a
 * navigation a round trip of its own.
 */
export async function loadPage<K extends PageKey>(
  { context, route, location, preload }: PageLoaderContext,
  page: K,
): Promise<PagePayload<K>> {
  const [payload] = await Promise.all([
    ensurePayload(context.queryClient, context.locale, page),
    loadCatalog(context.catalog, catalogPartsOf([route.options.staticData ?? {}])),
    runRouteMiddleware([route.options], { location, preload }),
  ])
  return payload
}
