import { createFileRoute } from '@tanstack/react-router'
import { ensurePayload } from '@/features/content/payload-query'
import { pageHead } from '@/features/seo/page-head'
import { AuthActionPage } from '@/features/auth/auth-action-page'

export const Route = createFileRoute('/{-$lang}/auth_action')({
  staticData: { middleware: ['firebase'] },
  loader: ({ context }) => ensurePayload(context.queryClient, context.locale, 'auth_action'),
  head: ({ match }) => pageHead(match.context.i18n, 'auth_action'),
  component: AuthActionPage,
})
