import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import type { RouterContext } from '@/router'
import { activateLocale, loadMessages } from '@/features/i18n/catalog'
import { writeLocaleCookie } from '@/features/i18n/cookie'
import { cookieOptions } from '@/features/i18n/cookie-options'
import { localeFromPathname } from '@/features/i18n/locales'
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
      await activateLocale(context.i18n, locale)
      if (typeof document !== 'undefined') writeLocaleCookie(locale, cookieOptions)
    }
    await runRouteMiddleware(matches, { location, preload })
    return { locale }
  },
  head: ({ match, matches }) => {
    const head = rootHead()
    const title = statusTitle(match.context.i18n, matches)
    return title ? { ...head, meta: [...head.meta, { title }] } : head
  },
  shellComponent: AppShell,
  component: Outlet,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
})
