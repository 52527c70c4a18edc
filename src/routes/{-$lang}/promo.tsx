import { createFileRoute } from '@tanstack/react-router'
import { ensurePayload } from '@/lib/content/payload-query'
import { contextI18n } from '@/lib/i18n/catalog'
import { pageHead } from '@/features/seo/page-head'
import { PromoPage } from '@/features/promo/promo-page'

export const Route = createFileRoute('/{-$lang}/promo')({
  loader: ({ context }) => ensurePayload(context.queryClient, context.locale, 'promo'),
  head: ({ match }) => pageHead(contextI18n(match.context), 'promo'),
  component: PromoPage,
})
