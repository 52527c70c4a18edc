import { createFileRoute } from '@tanstack/react-router'
import { loadPage } from '@/app/page-loader'
import { contextI18n } from '@/lib/i18n/catalog'
import { pageHead } from '@/features/seo/page-head'
import { PROMO_HEAD } from '@/features/promo/head-text'
import { PromoPage } from '@/features/promo/promo-page'

export const Route = createFileRoute('/{-$lang}/promo')({
  staticData: { catalogParts: ['promo'] },
  loader: (args) => loadPage(args, 'promo'),
  head: ({ match }) => pageHead(contextI18n(match.context), 'promo', PROMO_HEAD),
  component: PromoPage,
})
