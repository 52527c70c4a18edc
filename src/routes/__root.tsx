import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import type { RouterContext } from '@/router'
import { activateLocale, loadMessages } from '@/features/i18n/catalog'
import { localeFromPathname } from '@/features/i18n/locales'
import { syncPseudo } from '@/features/i18n/pseudo'
import { rootHead } from '@/features/layout/root-head'
import { NotFoundPage } from '@/features/layout/not-found-page'
import { ErrorPage } from '@/features/layout/error-page'
import { AppShell } from '@/features/navigation/app-shell'
import { runRouteMiddleware } from '@/features/navigation/middleware'
import { statusTitle } from '@/features/navigation/status-title'
import '@/styles/global.css'

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location, matches, preload }) => {
    // The path's prefix decides the language of every page, the not-found page included.
    const locale = localeFromPathname(location.pathname)
    if (preload) {
      // Prefetching on intent fetches the catalog but must not switch the page's language.
      await loadMessages(locale)
    } else {
      if (import.meta.env.DEV) syncPseudo(context.i18n, location.searchStr)
      await activateLocale(context.i18n, locale)
    }
    await runRouteMiddleware(matches, { location, preload })
    return { locale }
  },
  head: (context) => {
    const head = rootHead(context)
    const title = statusTitle(context.match.context.i18n, context.matches)
    return title ? { ...head, meta: [...head.meta, { title }] } : head
  },
  shellComponent: AppShell,
  component: Outlet,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
})
