import { QueryClient } from '@tanstack/react-query'
import { createRouter as createTanstackRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import type { I18n } from '@lingui/core'
import { createI18n } from '@/features/i18n/catalog'
import { ErrorPage } from '@/features/layout/error-page'
import { NotFoundPage } from '@/features/layout/not-found-page'
import { shouldRetryRequest } from '@/features/navigation/failure'
import { createScrollPolicy } from '@/features/navigation/scroll-policy'
import { pageViewTransition } from '@/features/navigation/view-transition'
import { paintBeforeTransitions } from '@/features/navigation/paint-first'
import { routeTree } from './routeTree.gen'

export interface RouterContext {
  queryClient: QueryClient
  /**
   * The router's own i18n instance, given the catalog of the locale the document was loaded in
   * (entry-client.tsx). The root route's beforeLoad names the catalog of each path's locale, and
   * pages render with that one (`contextI18n`), so this one only stands in when no loaded catalog
   * is named. It also keys the development pseudo-locale mode.
   */
  i18n: I18n
}

/** One router (and QueryClient, and i18n instance) per render on the server; one per page load in the browser. */
export function createRouter(options: { i18n?: I18n } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryRequest,
        refetchOnWindowFocus: false,
        // Fail rather than pause while offline: the site shows its own offline-aware error.
        networkMode: 'always',
      },
    },
  })
  const i18n = options.i18n ?? createI18n()
  const scrollPolicy = createScrollPolicy()
  const router = createTanstackRouter({
    routeTree,
    context: { queryClient, i18n },
    defaultPreload: 'intent',
    // Payload queries own caching; the router should always ask React Query.
    defaultPreloadStaleTime: 0,
    scrollRestoration: scrollPolicy.scrollRestoration,
    defaultViewTransition: pageViewTransition,
    // Every route level renders the same error and not-found pages; they add the site layout only where it is missing.
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    defaultStructuralSharing: true,
  })
  scrollPolicy.connect(router)
  paintBeforeTransitions(router)
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

export type AppRouter = ReturnType<typeof createRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
