import { createFileRoute } from '@tanstack/react-router'
import { ensurePayload } from '@/features/content/payload-query'
import { pageHead } from '@/features/seo/page-head'
import { HomePage } from '@/features/home/home-page'

export const Route = createFileRoute('/{-$lang}/')({
  loader: ({ context }) => ensurePayload(context.queryClient, context.locale, 'home'),
  head: ({ match }) => pageHead(match.context.i18n, 'home'),
  component: HomePage,
})
