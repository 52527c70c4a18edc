import { createFileRoute } from '@tanstack/react-router'
import { pageStaticData } from '@/lib/content/pages'
import { loadPage } from '@/app/page-loader'
import { pageHead } from '@/features/seo/page-head'
import { PROMO_HEAD } from '@/features/promo/head-text'
import { PromoPage } from '@/features/promo/promo-page'

export const Route = createFileRoute('/{-$lang}/promo')({
  staticData: pageStaticData('promo'),
  loader: (args) => loadPage(args, 'promo'),
  head: ({ match }) => pageHead(match, 'promo', PROMO_HEAD),
  component: PromoPage,
})
