import { createFileRoute } from '@tanstack/react-router'
import { pageStaticData } from '@/lib/content/pages'
import { loadPage } from '@/app/page-loader'
import { pageHead } from '@/features/seo/page-head'
import { LICENSE_HEAD } from '@/features/legal/head-text'
import { LicensePage } from '@/features/legal/legal-pages'

export const Route = createFileRoute('/{-$lang}/license')({
  loader: (args) => loadPage(args, 'license'),
  head: ({ match }) => pageHead(match, 'license', LICENSE_HEAD),
  staticData: pageStaticData('license'),
  component: LicensePage,
})
