import type { ErrorComponentProps } from '@tanstack/react-router'
import { ErrorPage } from '@/features/errors/error-page'
import { NotFoundPage } from '@/features/errors/not-found-page'
import { EnsureSiteLayout } from './site-layout'

export function SiteErrorPage(props: ErrorComponentProps) {
  return (
    <EnsureSiteLayout>
      <ErrorPage {...props} />
    </EnsureSiteLayout>
  )
}

export function SiteNotFoundPage() {
  return (
    <EnsureSiteLayout>
      <NotFoundPage />
    </EnsureSiteLayout>
  )
}
