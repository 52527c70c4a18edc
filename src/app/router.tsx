import { QueryClient } from '@tanstack/react-query'
import { createRouter as createTanstackRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { createPseudoMode } from '@/lib/i18n/pseudo'
import { shouldRetryRequest } from '@/features/errors/failure'
import { createScrollPolicy } from '@/features/navigation/scroll-policy'
import { playPageTransitions } from '@/features/navigation/page-transition'
import { paintBeforeNavigating } from '@/features/navigation/paint-first'
import { rememberPreloads } from '@/features/navigation/preloads'
import { registerPayloadParser } from '@/lib/content/payload-query'
import { importOnce } from '@/lib/import-once'
import { routeTree } from '../routeTree.gen'
import { SiteErrorPage, SiteNotFoundPage } from './layout/status-pages'

// The payload schemas load with the first payload fetched, never with the page.
registerPayloadParser(importOnce(() => import('./content-schemas').then((schemas) => schemas.parsePayload)))

/** One router (and QueryClient) per render on the server; one per page load in the browser. */
export function createRouter() {
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
  const scrollPolicy = createScrollPolicy()
  const router = createTanstackRouter({
    routeTree,
    context: { queryClient, pseudo: createPseudoMode() },
    defaultPreload: 'intent',
    // Payload queries own caching; the router should always ask React Query.
    defaultPreloadStaleTime: 0,
    scrollRestoration: scrollPolicy.scrollRestoration,
    // Every route level renders the same error and not-found pages; they add the site layout only where it is missing.
    defaultErrorComponent: SiteErrorPage,
    defaultNotFoundComponent: SiteNotFoundPage,
    defaultStructuralSharing: true,
  })
  scrollPolicy.connect(router)
  const transitions = playPageTransitions(router)
  const preloads = rememberPreloads(router)
  paintBeforeNavigating(router, {
    // A preloaded page loads without the network, so it can load while the old page fades out.
    beforeLoading: (options) => {
      const next = preloads.preloaded(options)
      return next ? transitions.leaveAhead(next.pathname) : undefined
    },
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
