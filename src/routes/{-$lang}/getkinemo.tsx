import { createFileRoute } from '@tanstack/react-router'
import { pageStaticData } from '@/lib/content/pages'
import { loadPage } from '@/app/page-loader'
import { pageHead } from '@/features/seo/page-head'
import { DOWNLOAD_HEAD } from '@/features/download/head-text'
import { DownloadPage } from '@/features/download/download-page'
import { platformMarkScript } from '@/features/download/platform-mark'

export const Route = createFileRoute('/{-$lang}/getkinemo')({
  staticData: pageStaticData('getkinemo'),
  loader: (args) => loadPage(args, 'getkinemo'),
  head: ({ match }) => {
    const head = pageHead(match, 'getkinemo', DOWNLOAD_HEAD)
    // The prerendered page marks the visitor's platform before its first paint (and carries the
    // script's CSP hash); a navigation here has the page mark it itself (StoreLead), so the client
    // neither renders nor ships the script, and hydration leaves the server's copy in place.
    return import.meta.env.SSR && head.meta.length > 0 ? { ...head, scripts: [...head.scripts, { children: platformMarkScript }] } : head
  },
  component: DownloadPage,
})
