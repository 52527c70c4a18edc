import { createFileRoute } from '@tanstack/react-router'
import { ensurePayload } from '@/lib/content/payload-query'
import { contextI18n } from '@/lib/i18n/catalog'
import { pageHead } from '@/features/seo/page-head'
import { LicensePage } from '@/features/legal/legal-pages'

export const Route = createFileRoute('/{-$lang}/license')({
  loader: ({ context }) => ensurePayload(context.queryClient, context.locale, 'license'),
  head: ({ match }) => pageHead(contextI18n(match.context), 'license'),
  staticData: { layout: 'reading' },
  component: LicensePage,
})
