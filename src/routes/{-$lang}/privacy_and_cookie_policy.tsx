import { createFileRoute } from '@tanstack/react-router'
import { pageStaticData } from '@/lib/content/pages'
import { loadPage } from '@/app/page-loader'
import { pageHead } from '@/features/seo/page-head'
import { PRIVACY_POLICY_HEAD } from '@/features/legal/head-text'
import { PrivacyAndCookiePolicyPage } from '@/features/legal/legal-pages'

export const Route = createFileRoute('/{-$lang}/privacy_and_cookie_policy')({
  loader: (args) => loadPage(args, 'privacy_and_cookie_policy'),
  head: ({ match }) => pageHead(match, 'privacy_and_cookie_policy', PRIVACY_POLICY_HEAD),
  staticData: pageStaticData('privacy_and_cookie_policy'),
  component: PrivacyAndCookiePolicyPage,
})
