import { createFileRoute } from '@tanstack/react-router'
import { pageStaticData } from '@/lib/content/pages'
import { loadPage } from '@/app/page-loader'
import { pageHead } from '@/features/seo/page-head'
import { DOWNLOAD_HEAD } from '@/features/download/head-text'
import { DownloadPage } from '@/features/download/download-page'

export const Route = createFileRoute('/{-$lang}/getkinemo')({
  staticData: pageStaticData('getkinemo'),
  loader: (args) => loadPage(args, 'getkinemo'),
  head: ({ match }) => pageHead(match, 'getkinemo', DOWNLOAD_HEAD),
  component: DownloadPage,
})
