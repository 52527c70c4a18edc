import { createFileRoute } from '@tanstack/react-router'
import { ensurePayload } from '@/lib/content/payload-query'
import { contextI18n } from '@/lib/i18n/catalog'
import { pageHead } from '@/features/seo/page-head'
import { DownloadPage } from '@/features/download/download-page'

export const Route = createFileRoute('/{-$lang}/getkinemo')({
  loader: ({ context }) => ensurePayload(context.queryClient, context.locale, 'getkinemo'),
  head: ({ match }) => pageHead(contextI18n(match.context), 'getkinemo'),
  component: DownloadPage,
})
