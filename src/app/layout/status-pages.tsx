import type { ErrorComponentProps } from '@tanstack/react-router'
import { ErrorPage } from '@/features/errors/error-page'
import { NotFoundPage } from '@/features/errors/not-found-page'
import { EnsureSiteLayout } from './site-layout'

/** The error page in the site's frame, whichever route level it renders at. */
export function SiteErrorPage(props: ErrorComponentProps) {
  return (
    <EnsureSiteLayout>
      <ErrorPage {...props} />
    </EnsureSiteLayout>
  )
}

/** The 404 page in the site's frame, whichever route level it renders at. */
export function SiteNotFoundPage() {
  return (
    <EnsureSiteLayout>
      <NotFoundPage />
    </EnsureSiteLayout>
  )
}
