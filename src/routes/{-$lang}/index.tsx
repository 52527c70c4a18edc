import { createFileRoute } from '@tanstack/react-router'
import { pageStaticData } from '@/lib/content/pages'
import { loadPage } from '@/app/page-loader'
import { pageHead } from '@/features/seo/page-head'
import { HOME_HEAD } from '@/features/home/head-text'
import { rootDetectScript } from '@/lib/i18n/root-detect-script'
import { HomePage } from '@/features/home/home-page'

export const Route = createFileRoute('/{-$lang}/')({
  staticData: pageStaticData('home'),
  loader: (args) => loadPage(args, 'home'),
  head: ({ match, params }) => {
    const head = pageHead(match, 'home', HOME_HEAD)
    // Detection runs on a document load of the unprefixed root only, before first paint: the prerendered
    // page carries it (and its CSP hash). The router would run a client-rendered copy on a navigation to
    // `/`, so the client neither renders nor ships it; hydration leaves the server's copy in place.
    const detect = import.meta.env.SSR && !params.lang ? [{ children: rootDetectScript }] : []
    return { ...head, scripts: [...head.scripts, ...detect] }
  },
  component: HomePage,
})
