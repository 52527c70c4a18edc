import { useEffect, useId, useState, type SubmitEvent } from 'react'
import { Trans } from '@lingui/react/macro'
import { ContinueLink, ErrorAlert, LoadingStatus } from './auth-action-messages'
import { authActionErrorKind, type AuthActionErrorKind } from './auth-errors'
import type { AuthActionService } from './auth-action-service'
import { isOnline } from '@/lib/online-status'

/** Where the app's and Firebase's documented flow keeps the address a sign-in link was sent to. */
export const EMAIL_FOR_SIGN_IN_KEY = 'emailForSignIn'

type Phase =
  | { kind: 'working' }
  | { kind: 'ask'; error: AuthActionErrorKind | undefined }
  | { kind: 'failed'; error: AuthActionErrorKind }
  | { kind: 'done'; email: string }

interface Props {
  /** The link as opened (the address bar no longer holds its code). */
  href: string
  continueUrl: string | undefined
  loadService: () => Promise<AuthActionService>
}

function storedEmail(): string | undefined {
  try {
    return window.localStorage.getItem(EMAIL_FOR_SIGN_IN_KEY) ?? undefined
  } catch {
    return undefined
  }
}

function forgetEmail() {
  try {
    window.localStorage.removeItem(EMAIL_FOR_SIGN_IN_KEY)
  } catch {
    // Storage may be blocked; there is then nothing to forget.
  }
}

/**
 * When this browser started the flow it remembers the address; otherwise (another device) the
 * person confirms it, so a forwarded link alone cannot sign someone in.
 */
export function EmailLinkSignIn({ href, continueUrl, loadService }: Props) {
  // Rendered only after hydration, so reading storage here cannot mismatch the prerendered HTML.
  const [phase, setPhase] = useState<Phase>(() => (storedEmail() ? { kind: 'working' } : { kind: 'ask', error: undefined }))
  const [email, setEmail] = useState('')
  const [attempt, setAttempt] = useState(0)
  const id = useId()

  const signIn = async (address: string): Promise<Phase> => {
    try {
      const service = await loadService()
      if (!service.isEmailLink(href)) return { kind: 'failed', error: 'invalid-code' }
      const signedIn = await service.signInWithLink(address, href)
      forgetEmail()
      return { kind: 'done', email: signedIn }
    } catch (error) {
      const kind = authActionErrorKind(error, isOnline())
      return kind === 'email-mismatch' || kind === 'network' || kind === 'too-many-requests' || kind === 'unknown'
        ? { kind: 'ask', error: kind }
        : { kind: 'failed', error: kind }
    }
  }

  useEffect(() => {
    let live = true
    const remembered = storedEmail()
    if (remembered) {
      void signIn(remembered).then(
        (next) => live && setPhase(next.kind === 'ask' && next.error === 'email-mismatch' ? { kind: 'ask', error: undefined } : next),
      )
    }
    return () => {
      live = false
    }
    // signIn is recreated each render; the attempt counter is what re-runs this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt])

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    setPhase({ kind: 'working' })
    setPhase(await signIn(email.trim()))
  }

  switch (phase.kind) {
    case 'working':
      return <LoadingStatus />
    case 'failed':
      return (
        <ErrorAlert
          kind={phase.error}
          onRetry={() => {
            setPhase({ kind: 'working' })
            setAttempt((n) => n + 1)
          }}
        />
      )
    case 'done': {
      const signedIn = phase.email
      return (
        <div className="form-result">
          <div className="form-alert form-alert--success" role="status">
            <p>
              <Trans comment="Success after signing in with an email link; {signedIn} is the account's address">
                You are signed in as {signedIn}.
              </Trans>
            </p>
          </div>
          <ContinueLink href={continueUrl} />
        </div>
      )
    }
    case 'ask':
      return (
        <form className="form-stack" onSubmit={(e) => void submit(e)} noValidate>
          <p>
            <Trans comment="Explains why the email link sign-in form asks for the address">
              For your security, confirm the email address this sign-in link was sent to.
            </Trans>
          </p>
          {phase.error ? <ErrorAlert kind={phase.error} /> : null}
          <div className="form-field">
            <label htmlFor={`${id}-email`}>
              <Trans comment="Label of the email field on the email link sign-in form">Email address</Trans>
            </label>
            <input
              id={`${id}-email`}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={phase.error === 'email-mismatch' || undefined}
            />
          </div>
          <button type="submit" className="button button--primary">
            <Trans comment="Submit button of the email link sign-in form">Sign in</Trans>
          </button>
        </form>
      )
  }
}
