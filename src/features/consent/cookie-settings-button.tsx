import { Trans } from '@lingui/react/macro'
import { ANALYTICS_CONFIGURED } from '@/config/analytics-configured'
import { reopenConsent } from './consent-store'

/** Fixed at build time, so worked out once rather than on every render. */
const analyticsConfigured = ANALYTICS_CONFIGURED

export function CookieSettingsButton({ className }: { className?: string }) {
  if (!analyticsConfigured) return null
  return (
    <button type="button" className={className} onClick={reopenConsent}>
      <Trans comment="Footer button that reopens the cookie notice to change the analytics choice">Cookie settings</Trans>
    </button>
  )
}
