import { Trans, useLingui } from '@lingui/react/macro'
import type { AuthActionErrorKind } from './auth-errors'

export function AuthErrorText({ kind }: { kind: AuthActionErrorKind }) {
  const { t } = useLingui()
  switch (kind) {
    case 'missing-code':
      return t({
        message: 'This link is incomplete. Open it again from the email, or copy the whole address into your browser.',
        comment: 'Error on the account email action page when the link lacks its code',
      })
    case 'unknown-mode':
      return t({
        message: 'This page cannot handle this kind of link. Open the latest email from us and use its link.',
        comment: 'Error on the account email action page when the link names an action it does not know',
      })
    case 'invalid-code':
      return t({
        message: 'This link is invalid or has already been used. Request a new email from the app.',
        comment: 'Error on the account email action page: the one-time code is wrong or was used before',
      })
    case 'expired-code':
      return t({
        message: 'This link has expired. Request a new email from the app.',
        comment: 'Error on the account email action page: the one-time code is too old',
      })
    case 'user-disabled':
      return t({
        message: 'This account has been disabled. Contact support if you think this is a mistake.',
        comment: 'Error on the account email action page: the account was disabled by an administrator',
      })
    case 'user-not-found':
      return t({
        message: 'We could not find the account this link belongs to. It may have been deleted.',
        comment: 'Error on the account email action page: the account no longer exists',
      })
    case 'weak-password':
      return t({
        message: 'This password is too weak. Choose a longer one that is harder to guess.',
        comment: 'Error on the reset password form when the server rejects the new password',
      })
    case 'email-mismatch':
      return t({
        message: 'That email address does not match this sign-in link. Enter the address the email was sent to.',
        comment: 'Error on the email link sign-in form when the typed address is not the one the link was sent to',
      })
    case 'email-in-use':
      return t({
        message: 'That email address is now used by another account, so it cannot be restored here. Contact support.',
        comment: 'Error on the account email action page when restoring an address that another account took',
      })
    case 'too-many-requests':
      return t({
        message: 'Too many attempts. Wait a few minutes, then try again.',
        comment: 'Error on the account email action page when Firebase throttles requests',
      })
    case 'network':
      return t({
        message: 'We could not reach the server. Check your internet connection and try again.',
        comment: 'Error on the account email action page when the device is offline or the request failed',
      })
    case 'unknown':
      return t({
        message: 'Something went wrong on our side. Try again in a moment.',
        comment: 'Generic error on the account email action page',
      })
  }
}

/** Errors a retry can fix; the others need a new link. */
export function isRetryable(kind: AuthActionErrorKind): boolean {
  return kind === 'network' || kind === 'unknown' || kind === 'too-many-requests'
}

export function ErrorAlert({ kind, onRetry }: { kind: AuthActionErrorKind; onRetry?: (() => void) | undefined }) {
  return (
    <div className="form-alert form-alert--error" role="alert">
      <p>
        <AuthErrorText kind={kind} />
      </p>
      {onRetry && isRetryable(kind) ? (
        <button type="button" className="button" onClick={onRetry}>
          <Trans comment="Button that repeats a failed request on the account email action page">Try again</Trans>
        </button>
      ) : null}
    </div>
  )
}

export function LoadingStatus() {
  return (
    <p className="form-status" role="status">
      <span className="form-spinner" aria-hidden="true" />
      <Trans comment="Shown while the account email action page checks the link">Checking your link…</Trans>
    </p>
  )
}

/** Where to go next: the allowed continueUrl, if the link had one. */
export function ContinueLink({ href }: { href: string | undefined }) {
  if (!href) return null
  return (
    <a className="button button--primary" href={href} rel="noreferrer">
      <Trans context="link to the next step" comment="Button after a completed account action, leading back to where the person came from">
        Continue
      </Trans>
    </a>
  )
}
