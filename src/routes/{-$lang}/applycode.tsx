import { createFileRoute } from '@tanstack/react-router'
import { ensurePayload } from '@/features/content/payload-query'
import { pageHead } from '@/features/seo/page-head'
import { ApplyCodePage } from '@/features/apply-code/apply-code-page'
import { applyCodeSearchSchema } from '@/features/apply-code/apply-code-search'

export const Route = createFileRoute('/{-$lang}/applycode')({
  staticData: { layout: 'auth' },
  validateSearch: applyCodeSearchSchema,
  loader: ({ context }) => ensurePayload(context.queryClient, context.locale, 'applycode'),
  head: ({ match }) => pageHead(match.context.i18n, 'applycode'),
  component: ApplyCodePage,
})
