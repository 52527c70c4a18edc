import { Trans } from '@lingui/react/macro'
import { firebaseEnv } from '@/config/firebase-env'
import { reopenConsent } from './consent-store'

/** Lets visitors change their analytics choice at any time (footer). */
export function CookieSettingsButton({ className }: { className?: string }) {
  if (firebaseEnv.VITE_FIREBASE_MEASUREMENT_ID === undefined) return null
  return (
    <button type="button" className={className} onClick={reopenConsent}>
      <Trans comment="Footer button that reopens the cookie notice to change the analytics choice">Cookie settings</Trans>
    </button>
  )
}
