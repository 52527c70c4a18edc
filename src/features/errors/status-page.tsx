import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { LocalizedLink } from '../../components/localized-link'

/**
 * The frame of every error and not-found page: an optional status code (decorative, the heading
 * says it in words), the heading that receives focus after navigation, an explanation, actions.
 */
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
