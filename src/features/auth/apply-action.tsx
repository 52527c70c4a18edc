import { useEffect, useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { ContinueLink, ErrorAlert, LoadingStatus, isRetryable } from './auth-action-messages'
import { authActionErrorKind, type AuthActionErrorKind } from './auth-errors'
import type { ActionCodeDetails, AuthActionService } from './auth-action-service'
import { isOnline } from '@/lib/online-status'

export type AppliedMode = 'verifyEmail' | 'recoverEmail' | 'verifyAndChangeEmail' | 'revertSecondFactorAddition'

type Phase =
  | { kind: 'working' }
  | { kind: 'failed'; error: AuthActionErrorKind }
  | { kind: 'confirm'; details: ActionCodeDetails; applying: boolean; error: AuthActionErrorKind | undefined }
  | { kind: 'done'; details: ActionCodeDetails }

type Service = Pick<AuthActionService, 'inspect' | 'apply' | 'sendPasswordReset'>

interface Props {
  mode: AppliedMode
  oobCode: string
  continueUrl: string | undefined
  loadService: () => Promise<Service>
}

/**
 * Modes that change the account only when the visitor says so. Opening the link (which a mail
 * scanner running JavaScript also does) only inspects the code and shows what would happen.
 */
export function waitsForVisitor(mode: AppliedMode): boolean {
  return mode !== 'verifyEmail'
}

/**
 * The code is inspected first, to name the address or factor concerned; verifyEmail then completes
 * at once, as Firebase's own handler does, while the others wait for the visitor's click.
 */
export function ApplyAction({ mode, oobCode, continueUrl, loadService }: Props) {
  const [phase, setPhase] = useState<Phase>({ kind: 'working' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    const run = { live: true }
    void (async () => {
      try {
        const service = await loadService()
        const details = await service.inspect(oobCode)
        if (waitsForVisitor(mode)) {
          if (run.live) setPhase({ kind: 'confirm', details, applying: false, error: undefined })
          return
        }
        await service.apply(oobCode)
        if (run.live) setPhase({ kind: 'done', details })
      } catch (error) {
        if (run.live) setPhase({ kind: 'failed', error: authActionErrorKind(error, isOnline()) })
      }
    })()
    return () => {
      run.live = false
    }
  }, [mode, oobCode, loadService, attempt])

  if (phase.kind === 'working') return <LoadingStatus />
  if (phase.kind === 'failed') {
    return (
      <ErrorAlert
        kind={phase.error}
        onRetry={() => {
          setPhase({ kind: 'working' })
          setAttempt((n) => n + 1)
        }}
      />
    )
  }
  if (phase.kind === 'confirm') {
    const { details } = phase
    const confirm = async () => {
      setPhase({ ...phase, applying: true, error: undefined })
      try {
        await (await loadService()).apply(oobCode)
        setPhase({ kind: 'done', details })
      } catch (error) {
        const kind = authActionErrorKind(error, isOnline())
        // A retryable failure keeps the button; a used or expired code needs a new link.
        setPhase(isRetryable(kind) ? { kind: 'confirm', details, applying: false, error: kind } : { kind: 'failed', error: kind })
      }
    }
    return (
      <div className="form-stack">
        <p>
          <ConfirmText mode={mode} details={details} />
        </p>
        <p>
          <Trans comment="On the account email action page, before the visitor confirms: opening the link alone changed nothing">
            Nothing changes until you confirm.
          </Trans>
        </p>
        {phase.error ? <ErrorAlert kind={phase.error} /> : null}
        <button
          type="button"
          className="button button--primary"
          onClick={() => void confirm()}
          disabled={phase.applying}
          aria-busy={phase.applying || undefined}
        >
          <ConfirmLabel mode={mode} />
        </button>
      </div>
    )
  }
  const { email, factor } = phase.details
  return (
    <div className="form-result">
      <div className="form-alert form-alert--success" role="status">
        <p>
          <SuccessText mode={mode} email={email ?? ''} factor={factor} />
        </p>
      </div>
      {(mode === 'recoverEmail' || mode === 'revertSecondFactorAddition') && email ? (
        <SecureAccount email={email} loadService={loadService} />
      ) : null}
      <ContinueLink href={continueUrl} />
    </div>
  )
}

function ConfirmText({ mode, details }: { mode: AppliedMode; details: ActionCodeDetails }) {
  const email = details.email ?? ''
  const previousEmail = details.previousEmail ?? ''
  const factor = details.factor ?? ''
  switch (mode) {
    case 'recoverEmail':
      return previousEmail ? (
        <Trans comment="Before undoing an email change; {previousEmail} is the address the account was changed to, {email} the address it goes back to">
          Your sign-in email address was changed to {previousEmail}. Confirm to change it back to {email}.
        </Trans>
      ) : (
        <FallbackEmailText email={email} />
      )
    case 'verifyAndChangeEmail':
      return previousEmail ? (
        <Trans comment="Before confirming a new sign-in email; {previousEmail} is the current address, {email} the new one">
          Confirm to change your sign-in email address from {previousEmail} to {email}.
        </Trans>
      ) : (
        <FallbackEmailText email={email} />
      )
    case 'revertSecondFactorAddition':
      return factor ? (
        <Trans comment="Before removing a second sign-in step; {factor} names it, e.g. a masked phone number">
          Confirm to remove the second sign-in step {factor} from your account.
        </Trans>
      ) : (
        <Trans comment="Before removing a second sign-in step whose name is unknown">
          Confirm to remove the second sign-in step that was just added to your account.
        </Trans>
      )
    case 'verifyEmail':
      return null
  }
}

function FallbackEmailText({ email }: { email: string }) {
  return (
    <Trans comment="Before changing the sign-in email address when the current one is unknown; {email} is the address it will be">
      Confirm to make {email} your sign-in email address.
    </Trans>
  )
}

function ConfirmLabel({ mode }: { mode: AppliedMode }) {
  switch (mode) {
    case 'recoverEmail':
      return <Trans comment="Button that undoes an email change on the account email action page">Restore my email address</Trans>
    case 'verifyAndChangeEmail':
      return (
        <Trans comment="Button that confirms the new sign-in email address on the account email action page">
          Confirm new email address
        </Trans>
      )
    case 'revertSecondFactorAddition':
      return <Trans comment="Button that removes a second sign-in step on the account email action page">Remove this sign-in step</Trans>
    case 'verifyEmail':
      return null
  }
}

function SuccessText({ mode, email, factor }: { mode: AppliedMode; email: string; factor: string | undefined }) {
  switch (mode) {
    case 'verifyEmail':
      return (
        <Trans comment="Success after verifying an email address; {email} is the address">
          Your email address {email} is verified. You can close this page.
        </Trans>
      )
    case 'recoverEmail':
      return (
        <Trans comment="Success after undoing an email change; {email} is the restored sign-in address">
          Your sign-in email address is back to {email}.
        </Trans>
      )
    case 'verifyAndChangeEmail':
      return (
        <Trans comment="Success after confirming a new sign-in email; {email} is the new address">
          Your sign-in email address is now {email}.
        </Trans>
      )
    case 'revertSecondFactorAddition':
      return factor ? (
        <Trans comment="Success after removing a second sign-in step; {factor} names it, e.g. a masked phone number">
          The second sign-in step {factor} was removed from your account.
        </Trans>
      ) : (
        <Trans comment="Success after removing a second sign-in step whose name is unknown">
          The second sign-in step was removed from your account.
        </Trans>
      )
  }
}

type SendPhase = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; error: AuthActionErrorKind }

/** After an unexpected change was undone, the account may be compromised: offer a password reset. */
function SecureAccount({ email, loadService }: { email: string; loadService: Props['loadService'] }) {
  const [phase, setPhase] = useState<SendPhase>({ kind: 'idle' })
  const send = async () => {
    setPhase({ kind: 'sending' })
    try {
      await (await loadService()).sendPasswordReset(email)
      setPhase({ kind: 'sent' })
    } catch (error) {
      setPhase({ kind: 'failed', error: authActionErrorKind(error, isOnline()) })
    }
  }
  if (phase.kind === 'sent') {
    return (
      <p className="form-alert form-alert--success" role="status">
        <Trans comment="Confirmation that a password reset email was sent; {email} is the address">
          We sent a link to reset your password to {email}.
        </Trans>
      </p>
    )
  }
  return (
    <div className="form-secure">
      <p>
        <Trans comment="Advice after undoing an unexpected account change">
          If you did not ask for this change, someone else may know your password. Reset it now to keep your account safe.
        </Trans>
      </p>
      {phase.kind === 'failed' ? <ErrorAlert kind={phase.error} /> : null}
      <button type="button" className="button" onClick={() => void send()} aria-busy={phase.kind === 'sending' || undefined}>
        <Trans comment="Button that emails a password reset link">Reset my password</Trans>
      </button>
    </div>
  )
}
