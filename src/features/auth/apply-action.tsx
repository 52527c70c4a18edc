import { useEffect, useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { ContinueLink, ErrorAlert, LoadingStatus } from './auth-action-messages'
import { authActionErrorKind, type AuthActionErrorKind } from './auth-errors'
import type { ActionCodeDetails, AuthActionService } from './auth-action-service'

export type AppliedMode = 'verifyEmail' | 'recoverEmail' | 'verifyAndChangeEmail' | 'revertSecondFactorAddition'

type Phase = { kind: 'working' } | { kind: 'failed'; error: AuthActionErrorKind } | { kind: 'done'; details: ActionCodeDetails }

/** The part of the service these modes use. */
type Service = Pick<AuthActionService, 'inspect' | 'apply' | 'sendPasswordReset'>

interface Props {
  mode: AppliedMode
  oobCode: string
  continueUrl: string | undefined
  loadService: () => Promise<Service>
}

/**
 * The modes that complete as soon as the link is opened, as Firebase's own handler does: the
 * code is inspected (to name the address concerned), then applied.
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
        await service.apply(oobCode)
        if (run.live) setPhase({ kind: 'done', details })
      } catch (error) {
        if (run.live) setPhase({ kind: 'failed', error: authActionErrorKind(error, navigator.onLine) })
      }
    })()
    return () => {
      run.live = false
    }
  }, [oobCode, loadService, attempt])

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
  const { email, factor } = phase.details
  return (
    <div className="form-result">
      <div className="form-alert form-alert--success" role="status">
        <p>
          <SuccessText mode={mode} email={email ?? ''} factor={factor} />
        </p>
      </div>
      {(mode === 'recoverEmail' || mode === 'revertSecondFactorAddition') && email ? <SecureAccount email={email} loadService={loadService} /> : null}
      <ContinueLink href={continueUrl} />
    </div>
  )
}

function SuccessText({ mode, email, factor }: { mode: AppliedMode; email: string; factor: string | undefined }) {
  switch (mode) {
    case 'verifyEmail':
      return <Trans comment="Success after verifying an email address; {email} is the address">Your email address {email} is verified. You can close this page.</Trans>
    case 'recoverEmail':
      return <Trans comment="Success after undoing an email change; {email} is the restored sign-in address">Your sign-in email address is back to {email}.</Trans>
    case 'verifyAndChangeEmail':
      return <Trans comment="Success after confirming a new sign-in email; {email} is the new address">Your sign-in email address is now {email}.</Trans>
    case 'revertSecondFactorAddition':
      return factor ? (
        <Trans comment="Success after removing a second sign-in step; {factor} names it, e.g. a masked phone number">The second sign-in step {factor} was removed from your account.</Trans>
      ) : (
        <Trans comment="Success after removing a second sign-in step whose name is unknown">The second sign-in step was removed from your account.</Trans>
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
      setPhase({ kind: 'failed', error: authActionErrorKind(error, navigator.onLine) })
    }
  }
  if (phase.kind === 'sent') {
    return (
      <p className="form-alert form-alert--success" role="status">
        <Trans comment="Confirmation that a password reset email was sent; {email} is the address">We sent a link to reset your password to {email}.</Trans>
      </p>
    )
  }
  return (
    <div className="form-secure">
      <p>
        <Trans comment="Advice after undoing an unexpected account change">If you did not ask for this change, someone else may know your password. Reset it now to keep your account safe.</Trans>
      </p>
      {phase.kind === 'failed' ? <ErrorAlert kind={phase.error} /> : null}
      <button type="button" className="button" onClick={() => void send()} aria-busy={phase.kind === 'sending' || undefined}>
        <Trans comment="Button that emails a password reset link">Reset my password</Trans>
      </button>
    </div>
  )
}
