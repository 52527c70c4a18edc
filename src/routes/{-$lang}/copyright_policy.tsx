import { createFileRoute } from '@tanstack/react-router'
import { pageStaticData } from '@/lib/content/pages'
import { loadPage } from '@/app/page-loader'
import { pageHead } from '@/features/seo/page-head'
import { COPYRIGHT_POLICY_HEAD } from '@/features/legal/head-text'
import { CopyrightPolicyPage } from '@/features/legal/legal-pages'

export const Route = createFileRoute('/{-$lang}/copyright_policy')({
  loader: (args) => loadPage(args, 'copyright_policy'),
  head: ({ match }) => pageHead(match, 'copyright_policy', COPYRIGHT_POLICY_HEAD),
  staticData: pageStaticData('copyright_policy'),
  component: CopyrightPolicyPage,
})
