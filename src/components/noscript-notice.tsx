import { Trans } from '@lingui/react/macro'

/**
 * The account pages need JavaScript. Without it this shows in the prerendered page, and forms.css
 * hides the spinners that would never stop.
 */
export function NoScriptNotice() {
  return (
    <noscript>
      <p className="form-alert form-alert--error noscript-notice">
        <Trans comment="Shown on the account pages when JavaScript is turned off in the browser">
          This page needs JavaScript. Turn it on in your browser's settings, then reload the page.
        </Trans>
      </p>
    </noscript>
  )
}
