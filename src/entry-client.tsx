// First, so the base styles come before every component's in the shared stylesheet, whatever
// order the bundler meets the components in (a component's rules override the base ones).
import '@/styles/global.css'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { catalogKeyFor, loadCatalog, showCatalog } from '@/lib/i18n/catalog'
import { catalogPartsOf } from '@/lib/i18n/catalog-parts'
import { localeFromPathname } from '@/lib/i18n/locales'
import { isPseudo, syncPseudo } from '@/lib/i18n/pseudo'
import { documentMatchesLocale } from '@/app/document-locale'
import { loadedUnlessLeaving, watchChunkFailures } from '@/features/errors/reload-guard'
import { createRouter } from './app/router'

// A missing chunk reloads the page once; a page reloaded for it shows the error instead.
const leaving = watchChunkFailures(window)

// Evaluating every module of the shell is one task; building the router is the next, so a tap
// or a paint can come in between on a slow phone.
await new Promise((resolve) => setTimeout(resolve, 0))
const router = createRouter()
const locale = localeFromPathname(window.location.pathname)

// Load the catalog of the prerendered HTML's language before hydrating, so nothing flashes
// untranslated; the router is built first to overlap the download. It is then the one on screen,
// which routes that name no loaded catalog render with (catalog.ts).
if (import.meta.env.DEV) syncPseudo(router.options.context.pseudo, window.location.search)
// With the parts of it this page renders with (catalog-parts.ts), which its HTML preloads.
const [matchedRoutes] = router.getMatchedRoutes(window.location.pathname)
const parts = catalogPartsOf(matchedRoutes.map((route) => route.options.staticData ?? {}))
const pageCatalog = catalogKeyFor(locale, isPseudo(router.options.context.pseudo))
const loadPageCatalog = () => loadCatalog(pageCatalog, parts).then(() => showCatalog(pageCatalog))
// Tried again until it arrives (a lost connection); a visitor who leaves first gets no error.
if (await loadedUnlessLeaving(loadPageCatalog, leaving)) hydrate()

function hydrate() {
  // From then on the catalog on screen follows the pages shown, so an error page speaks the language
  // being read: the catalog the root route picked for the path now in the address bar. (Read from the
  // path, not from the matches' context, whose inferred type the linter resolved differently from run to run.)
  router.subscribe('onResolved', () =>
    showCatalog(catalogKeyFor(localeFromPathname(window.location.pathname), isPseudo(router.options.context.pseudo))),
  )

  const app = <RouterClient router={router} />
  if (documentMatchesLocale(document, locale)) {
    // As a transition, hydration yields to the browser every few milliseconds instead of running
    // as one long task; a tap on a part not yet hydrated makes React hydrate it first and replay it.
    startTransition(() => {
      hydrateRoot(document, app)
    })
  } else {
    // The host answers every unknown path with the one English 404.html. Under another language's
    // prefix that markup cannot be hydrated into the page the path asks for, so render it afresh.
    createRoot(document).render(app)
  }
}
