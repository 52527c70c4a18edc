import { Trans } from '@lingui/react/macro'
import { StatusPage } from './status-page'

/** An unknown route or a failed validation. The host answers these with 404. */
export function NotFoundPage() {
  return <StatusPage status={404} title={<Trans comment="Heading of the 404 page">This page could not be found</Trans>} />
}
