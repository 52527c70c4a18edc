import { createFileRoute } from '@tanstack/react-router'
import { ensurePayload } from '@/lib/content/payload-query'
import { contextI18n } from '@/lib/i18n/catalog'
import { pageHead } from '@/features/seo/page-head'
import { CopyrightPolicyPage } from '@/features/legal/legal-pages'

export const Route = createFileRoute('/{-$lang}/copyright_policy')({
  loader: ({ context }) => ensurePayload(context.queryClient, context.locale, 'copyright_policy'),
  head: ({ match }) => pageHead(contextI18n(match.context), 'copyright_policy'),
  staticData: { layout: 'reading' },
  component: CopyrightPolicyPage,
})
