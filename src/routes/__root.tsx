import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { catalogKeyFor, contextI18n, loadCatalog, type CatalogKey } from '@/lib/i18n/catalog'
import { localeFromPathname, type LocaleCode } from '@/lib/i18n/locales'
import { isPseudo, syncPseudo, type PseudoMode } from '@/lib/i18n/pseudo'
import { rootHead } from '@/app/root-head'
import { AppShell } from '@/app/app-shell'
import { statusTitle } from '@/features/errors/status-title'
import '@/styles/global.css'
import { SiteErrorPage, SiteNotFoundPage } from '@/app/layout/status-pages'

/** What the router gives every route: src/app/router.tsx creates it. */
export interface RouterContext {
  queryClient: QueryClient
  /**
   * In development, whether this router shows the pseudo-locale (`?pseudo`). No i18n instance: pages
   * render with the catalog the beforeLoad below names per path (`contextI18n`, src/lib/i18n/catalog.ts).
   */
  pseudo: PseudoMode
}

/** Declared, not inferred: the routes below read it, and inference through that cycle made the
 * type checker fail in some runs and not others. */
type RootContext = { locale: LocaleCode; catalog: CatalogKey }

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location, preload }): Promise<RootContext> => {
    // The path's prefix sets the language, 404 included. Heads get the catalog now, the page only
    // when the navigation commits, so a switch or prefetch leaves the shown page in its own language.
    const locale = localeFromPathname(location.pathname)
    if (import.meta.env.DEV && !preload) syncPseudo(context.pseudo, location.searchStr)
    const catalog = catalogKeyFor(locale, isPseudo(context.pseudo))
    // Its `site` part: what every page, error and 404 renders with. A page's own part loads in its
    // loader, beside its chunk (src/app/page-loader.ts).
    await loadCatalog(catalog, ['site'])
    return { locale, catalog }
  },
  head: (context) => {
    const head = rootHead(context)
    const title = statusTitle(contextI18n(context.match.context), context.matches)
    return title ? { ...head, meta: [...head.meta, { title }] } : head
  },
  shellComponent: AppShell,
  component: Outlet,
  notFoundComponent: SiteNotFoundPage,
  errorComponent: SiteErrorPage,
})
