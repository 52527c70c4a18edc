import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import type { RouterContext } from '@/router'
import { activateLocale } from '@/features/i18n/catalog'
import { localeFromPathname } from '@/features/i18n/locales'
import { syncPseudo } from '@/features/i18n/pseudo'
import { rootHead } from '@/features/layout/root-head'
import { RootDocument } from '@/features/layout/root-document'
import { NotFoundPage } from '@/features/layout/not-found-page'
import { ErrorPage } from '@/features/layout/error-page'
import '@/styles/global.css'

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location }) => {
    // The path's prefix decides the language of every page, the not-found page included.
    const locale = localeFromPathname(location.pathname)
    if (import.meta.env.DEV) syncPseudo(context.i18n, location.searchStr)
    await activateLocale(context.i18n, locale)
    return { locale }
  },
  head: rootHead,
  shellComponent: RootDocument,
  component: Outlet,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
})
