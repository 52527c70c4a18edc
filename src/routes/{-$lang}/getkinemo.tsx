import { createFileRoute } from '@tanstack/react-router'
import { loadPage } from '@/app/page-loader'
import { contextI18n } from '@/lib/i18n/catalog'
import { pageHead } from '@/features/seo/page-head'
import { DOWNLOAD_HEAD } from '@/features/download/head-text'
import { DownloadPage } from '@/features/download/download-page'

export const Route = createFileRoute('/{-$lang}/getkinemo')({
  staticData: { catalogParts: ['download'] },
  loader: (args) => loadPage(args, 'getkinemo'),
  head: ({ match }) => pageHead(contextI18n(match.context), 'getkinemo', DOWNLOAD_HEAD),
  component: DownloadPage,
})
