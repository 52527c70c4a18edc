import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { LocalizedLink } from '../../components/localized-link'

/** The status code is decorative: the heading, which receives focus after navigation, says it in words. */
export function StatusPage({
  status,
  title,
  children,
  actions,
}: {
  status?: number | undefined
  title: ReactNode
  children?: ReactNode
  actions?: ReactNode
}) {
  return (
    <section className="status-page" aria-labelledby="status-title">
      {status !== undefined && (
        <p className="status-page__code" aria-hidden="true">
          {status}
        </p>
      )}
      <h1 id="status-title">{title}</h1>
      {children}
      <p className="status-page__actions">
        {actions}{' '}
        <LocalizedLink to="/{-$lang}" className={actions ? 'button' : 'button button--primary'}>
          <Trans comment="Link on the 404 and error pages back to the home page">Go back to home</Trans>
        </LocalizedLink>
      </p>
    </section>
  )
}
