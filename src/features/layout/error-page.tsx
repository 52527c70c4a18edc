import { Trans } from '@lingui/react/macro'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { LocalizedLink } from '@/features/navigation/localized-link'
import { SiteLayout } from './site-layout'

/** The page shown when loading a page's data fails; it offers a retry. */
export function ErrorPage({ reset }: ErrorComponentProps) {
  return (
    <SiteLayout>
      <section className="status-page" aria-labelledby="status-title">
        <h1 id="status-title">
          <Trans comment="Heading of the generic error page">Something went wrong</Trans>
        </h1>
        <p>
          <button type="button" className="button button--primary" onClick={reset}>
            <Trans comment="Button on the error page that tries loading the page again">Try again</Trans>
          </button>{' '}
          <LocalizedLink to="/{-$lang}" className="button">
            <Trans comment="Link on the 404 and error pages back to the home page">Go back to home</Trans>
          </LocalizedLink>
        </p>
      </section>
    </SiteLayout>
  )
}
