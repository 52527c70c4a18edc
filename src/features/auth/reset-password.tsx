import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { ContinueLink, ErrorAlert, LoadingStatus } from './auth-action-messages'
import { authActionErrorKind, type AuthActionErrorKind } from './auth-errors'
import { PasswordProblemText } from './password-problems'
import type { PasswordProblem } from './password-policy'
import type { AuthActionService } from './auth-action-service'
import { isOnline } from '@/lib/online-status'

type Phase =
  { kind: 'checking' } | { kind: 'broken'; error: AuthActionErrorKind } | { kind: 'form'; email: string } | { kind: 'done'; email: string }

/** What the form uses of the service: the rest would only be faked in its tests. */
type Service = Pick<AuthActionService, 'verifyResetCode' | 'passwordProblems' | 'confirmReset'>

interface Props {
  oobCode: string
  continueUrl: string | undefined
  loadService: () => Promise<Service>
}

export function ResetPassword({ oobCode, continueUrl, loadService }: Props) {
  const [phase, setPhase] = useState<Phase>({ kind: 'checking' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let live = true
    loadService()
      .then((service) => service.verifyResetCode(oobCode))
      .then(
        (email) => live && setPhase({ kind: 'form', email }),
        (error: unknown) => live && setPhase({ kind: 'broken', error: authActionErrorKind(error, isOnline()) }),
      )
    return () => {
      live = false
    }
  }, [oobCode, loadService, attempt])

  switch (phase.kind) {
    case 'checking':
      return <LoadingStatus />
    case 'broken':
      return (
        <ErrorAlert
          kind={phase.error}
          onRetry={() => {
            setPhase({ kind: 'checking' })
            setAttempt((n) => n + 1)
          }}
        />
      )
    case 'form':
      return (
        <NewPasswordForm
          email={phase.email}
          oobCode={oobCode}
          loadService={loadService}
          onDone={() => setPhase({ kind: 'done', email: phase.email })}
        />
      )
    case 'done':
      return (
        <div className="form-alert form-alert--success" role="status">
          <p>
            <Trans comment="Success message after a password reset">
              Your password has been changed. Sign in with your new password from now on.
            </Trans>
          </p>
          <ContinueLink href={continueUrl} />
        </div>
      )
  }
}

function NewPasswordForm({
  email,
  oobCode,
  loadService,
  onDone,
}: {
  email: string
  oobCode: string
  loadService: Props['loadService']
  onDone: () => void
}) {
  const { t } = useLingui()
  const id = useId()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [visible, setVisible] = useState(false)
  const [problems, setProblems] = useState<PasswordProblem[]>([])
  const [mismatch, setMismatch] = useState(false)
  const [error, setError] = useState<AuthActionErrorKind | undefined>()
  const [busy, setBusy] = useState(false)
  const passwordRef = useRef<HTMLInputElement>(null)
  const confirmRef = useRef<HTMLInputElement>(null)

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    setError(undefined)
    setBusy(true)
    try {
      const service = await loadService()
      const found = await service.passwordProblems(password)
      setProblems(found)
      const differs = password !== confirm
      setMismatch(differs)
      if (found.length > 0) return passwordRef.current?.focus()
      if (differs) return confirmRef.current?.focus()
      await service.confirmReset(oobCode, password)
      onDone()
    } catch (caught) {
      const kind = authActionErrorKind(caught, isOnline())
      if (kind === 'weak-password') passwordRef.current?.focus()
      setError(kind)
    } finally {
      setBusy(false)
    }
  }

  const hintId = `${id}-hint`
  const problemsId = `${id}-problems`
  const mismatchId = `${id}-mismatch`
  const passwordInvalid = problems.length > 0 || error === 'weak-password'

  return (
    <form className="form-stack" onSubmit={(e) => void submit(e)} noValidate>
      <p>
        <Trans comment="Above the new password form; {email} is the account's address">
          Choose a new password for <strong>{email}</strong>.
        </Trans>
      </p>
      {/* Lets password managers store the new password under the right account (WCAG 3.3.8). */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {error && error !== 'weak-password' ? <ErrorAlert kind={error} /> : null}
      <div className="form-field">
        <label htmlFor={`${id}-password`}>
          <Trans comment="Label of the new password field">New password</Trans>
        </label>
        <input
          ref={passwordRef}
          id={`${id}-password`}
          name="new-password"
          type={visible ? 'text' : 'password'}
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={passwordInvalid || undefined}
          aria-describedby={passwordInvalid ? problemsId : hintId}
        />
        {passwordInvalid ? (
          <ul id={problemsId} className="form-field__errors">
            {error === 'weak-password' && problems.length === 0 ? (
              <li>
                <Trans comment="Error under the new password field when the server rejects it as too weak">
                  This password is too weak. Choose a longer one that is harder to guess.
                </Trans>
              </li>
            ) : null}
            {problems.map((problem) => (
              <li key={problem.kind}>
                <PasswordProblemText problem={problem} />
              </li>
            ))}
          </ul>
        ) : (
          <p id={hintId} className="form-field__hint">
            <Trans comment="Hint under the new password field">Use a password you don't use anywhere else.</Trans>
          </p>
        )}
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-confirm`}>
          <Trans comment="Label of the field where the new password is typed a second time">Confirm new password</Trans>
        </label>
        <input
          ref={confirmRef}
          id={`${id}-confirm`}
          name="confirm-password"
          type={visible ? 'text' : 'password'}
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          aria-invalid={mismatch || undefined}
          aria-describedby={mismatch ? mismatchId : undefined}
        />
        {mismatch ? (
          <p id={mismatchId} className="form-field__errors">
            <Trans comment="Error under the confirm password field">The two passwords do not match.</Trans>
          </p>
        ) : null}
      </div>
      <button type="button" className="form-toggle" aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
        {t({ message: 'Show passwords', comment: 'Toggle button (pressed or not) that reveals what was typed in the password fields' })}
      </button>
      <button type="submit" className="button button--primary" aria-busy={busy || undefined}>
        <Trans comment="Submit button of the new password form">Save new password</Trans>
      </button>
    </form>
  )
}
