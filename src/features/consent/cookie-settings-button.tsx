import { Trans } from '@lingui/react/macro'
import { analyticsConfiguredIn } from '@/config/firebase-demo'
import { reopenConsent } from './consent-store'

/** Fixed at build time, so worked out once rather than on every render. */
const analyticsConfigured = analyticsConfiguredIn(import.meta.env)

/** Lets visitors change their analytics choice at any time (footer). */
export function CookieSettingsButton({ className }: { className?: string }) {
  if (!analyticsConfigured) return null
  return (
    <button type="button" className={className} onClick={reopenConsent}>
      <Trans comment="Footer button that reopens the cookie notice to change the analytics choice">Cookie settings</Trans>
    </button>
  )
}
