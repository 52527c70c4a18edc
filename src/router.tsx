import { QueryClient } from '@tanstack/react-query'
import { createRouter as createTanstackRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import type { I18n } from '@lingui/core'
import { createI18n } from '@/features/i18n/catalog'
import { routeTree } from './routeTree.gen'

export interface RouterContext {
  queryClient: QueryClient
  i18n: I18n
}

/** One router (and QueryClient, and i18n instance) per render on the server; one per page load in the browser. */
export function createRouter(options: { i18n?: I18n } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  })
  const i18n = options.i18n ?? createI18n()
  const router = createTanstackRouter({
    routeTree,
    context: { queryClient, i18n },
    defaultPreload: 'intent',
    // Payload queries own caching; the router should always ask React Query.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultStructuralSharing: true,
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

export type AppRouter = ReturnType<typeof createRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
