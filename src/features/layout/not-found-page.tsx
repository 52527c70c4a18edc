import { Trans, useLingui } from '@lingui/react/macro'
import { LocalizedLink } from '@/features/navigation/localized-link'
import { SiteLayout } from './site-layout'

/** SPEC §8: unknown route or failed validation. The host answers these with 404. */
export function NotFoundPage() {
  const { t } = useLingui()
  return (
    <SiteLayout>
      {/* No route match means no route head; React hoists this into <head> so the page has a title. */}
      <title>{t({ message: 'This page could not be found', comment: 'Heading of the 404 page' })}</title>
      <section className="status-page" aria-labelledby="status-title">
        <p className="status-page__code" aria-hidden="true">404</p>
        <h1 id="status-title">
          <Trans comment="Heading of the 404 page">This page could not be found</Trans>
        </h1>
        <p>
          <LocalizedLink to="/{-$lang}" className="button button--primary">
            <Trans comment="Link on the 404 and error pages back to the home page">Go back to home</Trans>
          </LocalizedLink>
        </p>
      </section>
    </SiteLayout>
  )
}
