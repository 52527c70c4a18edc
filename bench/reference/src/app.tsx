import type { MouseEvent, ReactNode } from 'react'
import { QueryClient, queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import {
  HeadContent,
  Outlet,
  Scripts,
  createRootRouteWithContext,
  createRoute,
  createRouter as createTanstackRouter,
  useParams,
  useRouter,
} from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { I18nProvider, useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'

export type Locale = 'en' | 'de'
export const LOCALES: readonly Locale[] = ['en', 'de']

export function localeOf(pathname: string): Locale {
  return pathname.split('/')[1] === 'de' ? 'de' : 'en'
}

const catalogs = new Map<Locale, Messages>()

/** Same pattern as the site: one lazily imported catalog chunk per locale, loaded before render. */
async function loadCatalog(locale: Locale): Promise<Messages> {
  const cached = catalogs.get(locale)
  if (cached) return cached
  const { messages } = (await import(`./locales/${locale}/messages.po`)) as { messages: Messages }
  catalogs.set(locale, messages)
  return messages
}

export async function activate(i18n: I18n, locale: Locale): Promise<void> {
  if (i18n.locale === locale) return
  i18n.load(locale, await loadCatalog(locale))
  i18n.activate(locale)
}

interface Context {
  queryClient: QueryClient
  i18n: I18n
}

const greeting = (locale: Locale) =>
  queryOptions({ queryKey: ['greeting', locale], queryFn: () => ({ locale, at: 'reference' }), staleTime: Infinity })

function Document({ children }: { children: ReactNode }) {
  const { i18n } = useRouter<ReferenceRouter>().options.context
  return (
    <I18nProvider i18n={i18n}>
      <Html>{children}</Html>
    </I18nProvider>
  )
}

function Html({ children }: { children: ReactNode }) {
  const { i18n } = useLingui()
  return (
    <html lang={i18n.locale}>
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}

/**
 * A link that navigates client-side and preloads its target on intent (hover, focus, touch),
 * like the site's links. Plain anchors with `href`, because the router types registered for
 * this repository are the site's, not this app's.
 */
function RefLink({ href, children, lang }: { href: string; children: ReactNode; lang?: string }) {
  const router = useRouter()
  // `href` wins over `to` when the router builds the location; `to` only satisfies the types.
  const preload = () => void router.preloadRoute({ to: '.', href })
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    void router.navigate({ href })
  }
  return (
    <a
      href={href}
      lang={lang}
      hrefLang={lang}
      onClick={onClick}
      onMouseEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      // Touch-sized targets, so the floor scores 100 in accessibility as the site must.
      style={{ display: 'inline-block', padding: '12px' }}
    >
      {children}
    </a>
  )
}

function Layout() {
  const { lang } = useParams({ strict: false })
  const prefix = lang === 'de' ? '/de' : ''
  return (
    <>
      <header>
        <nav aria-label="Main">
          <RefLink href={`${prefix}/about`}>
            <Trans>About</Trans>
          </RefLink>
        </nav>
        <ul aria-label="Languages">
          <li>
            <RefLink href="/" lang="en">
              English
            </RefLink>
          </li>
          <li>
            <RefLink href="/de" lang="de">
              Deutsch
            </RefLink>
          </li>
        </ul>
      </header>
      <main>
        <Outlet />
      </main>
    </>
  )
}

function Home() {
  const { lang } = useParams({ strict: false })
  useSuspenseQuery(greeting(lang === 'de' ? 'de' : 'en'))
  return (
    <h1>
      <Trans>Hello world</Trans>
    </h1>
  )
}

function About() {
  return (
    <h1>
      <Trans>About this app</Trans>
    </h1>
  )
}

const rootRoute = createRootRouteWithContext<Context>()({
  beforeLoad: async ({ context, location, preload }) => {
    // A preload (intent) only fetches the catalog; activating it would switch the visible page.
    if (preload) await loadCatalog(localeOf(location.pathname))
    else await activate(context.i18n, localeOf(location.pathname))
  },
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { title: 'Reference' },
      { name: 'description', content: 'The stack floor: React, TanStack Router and Query, Lingui.' },
    ],
    // No favicon request, so the console stays clean like a finished site's.
    links: [{ rel: 'icon', href: 'data:,' }],
  }),
  shellComponent: Document,
  component: Outlet,
  notFoundComponent: () => <h1>Not found</h1>,
})

const langRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '{-$lang}',
  params: {
    parse: ({ lang }: { lang?: string }) => (lang === undefined || lang === 'de' ? { lang } : false),
    stringify: ({ lang }: { lang?: string }) => ({ lang }),
  },
  component: Layout,
})

const homeRoute = createRoute({
  getParentRoute: () => langRoute,
  path: '/',
  // Same call as the site's loaders (see src/lib/content/payload-query.ts).
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  loader: ({ context, params }) => context.queryClient.ensureQueryData(greeting(params.lang === 'de' ? 'de' : 'en')),
  component: Home,
})

const aboutRoute = createRoute({ getParentRoute: () => langRoute, path: 'about', component: About })

const routeTree = rootRoute.addChildren([langRoute.addChildren([homeRoute, aboutRoute])])

export function createRouter() {
  const queryClient = new QueryClient()
  const router = createTanstackRouter({
    routeTree,
    context: { queryClient, i18n: setupI18n() },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

/** This app's router, not the site's that src/app/router.tsx registers. */
type ReferenceRouter = ReturnType<typeof createRouter>
