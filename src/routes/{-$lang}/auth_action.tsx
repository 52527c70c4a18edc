import { createFileRoute } from '@tanstack/react-router'
import { pageStaticData } from '@/lib/content/pages'
import { loadPage } from '@/app/page-loader'
import { pageHead } from '@/features/seo/page-head'
import { AUTH_ACTION_HEAD } from '@/features/auth/head-text'
import { AuthActionPage } from '@/features/auth/auth-action-page'
import { authActionSearchSchema } from '@/features/auth/auth-action-search'
import { withNoReferrer } from '@/features/auth/no-referrer'

export const Route = createFileRoute('/{-$lang}/auth_action')({
  staticData: pageStaticData('auth_action'),
  validateSearch: authActionSearchSchema,
  loader: (args) => loadPage(args, 'auth_action'),
  head: ({ match }) => withNoReferrer(pageHead(match, 'auth_action', AUTH_ACTION_HEAD)),
  component: AuthActionPage,
})
