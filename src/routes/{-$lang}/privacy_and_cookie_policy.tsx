import { createFileRoute } from '@tanstack/react-router'
import { ensurePayload } from '@/features/content/payload-query'
import { pageHead } from '@/features/seo/page-head'
import { PrivacyAndCookiePolicyPage } from '@/features/legal/legal-pages'

export const Route = createFileRoute('/{-$lang}/privacy_and_cookie_policy')({
  loader: ({ context }) => ensurePayload(context.queryClient, context.locale, 'privacy_and_cookie_policy'),
  head: ({ match }) => pageHead(match.context.i18n, 'privacy_and_cookie_policy'),
  staticData: { layout: 'other' },
  component: PrivacyAndCookiePolicyPage,
})
