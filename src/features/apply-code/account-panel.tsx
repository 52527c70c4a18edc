import { Trans, useLingui } from '@lingui/react/macro'
import { SITE } from '@/config/site'
import { ProviderLogo } from './provider-logos'
import { PROVIDERS, type ProviderId, type SignInErrorKind } from './sign-in-method'
import type { AccountState } from './use-apply-code-service'
import type { Account } from './apply-code-service'

interface Props {
  state: AccountState
  busy: boolean
  error: SignInErrorKind | undefined
  /** The visitor is reaching for a sign-in button: a good moment to download what it needs. */
  onIntent: () => void
  onSignIn: (provider: ProviderId) => void
  onSignOut: () => void
  onRetry: () => void
}

const PROVIDER_NAMES: Record<string, string> = { 'google.com': 'Google', 'apple.com': 'Apple', 'facebook.com': 'Facebook' }

function isProviderId(id: string | undefined): id is ProviderId {
  return (PROVIDERS as readonly (string | undefined)[]).includes(id)
}

function SignInErrorText({ kind }: { kind: SignInErrorKind }) {
  const { t } = useLingui()
  switch (kind) {
    case 'other-method':
      return t({
        message: 'This email address already uses a different sign-in method. Sign in with that one instead.',
        comment: 'Error on the apply-code page when the account was created with another provider',
      })
    case 'network':
      return t({
        message: 'You are offline. Connect to the internet, then sign in.',
        comment: 'Error on the apply-code page when sign-in fails for lack of a connection',
      })
    case 'cancelled':
    case 'unknown':
      return t({ message: 'Sign-in did not work. Please try again.', comment: 'Generic sign-in error on the apply-code page' })
  }
}

export function AccountPanel({ state, busy, error, onIntent, onSignIn, onSignOut, onRetry }: Props) {
  const { t } = useLingui()
  const product = SITE.name
  return (
    <section className="account-panel" aria-labelledby="account-title">
      <h2 id="account-title">
        <Trans comment="Heading of the sign-in box on the apply-code page; {product} is the app name">Your {product} account</Trans>
      </h2>
      {error ? (
        <p className="form-alert form-alert--error" role="alert">
          <SignInErrorText kind={error} />
        </p>
      ) : null}
      {/*
        Every state shares one grid cell as big as the sign-in choices, which are always laid out
        (hidden while another state shows): the prerendered HTML already holds that space, so
        nothing below moves when the sign-in state resolves.
      */}
      <div className="account-panel__states">
        <div
          className={`account-panel__state account-panel__sign-in${state.status === 'signed-out' ? '' : ' account-panel__state--held'}`}
          inert={state.status !== 'signed-out'}
        >
          <p>
            <Trans comment="Explains on the apply-code page why signing in is needed; {product} is the app name">
              Sign in with the account you use in the {product} app, so the code unlocks it there.
            </Trans>
          </p>
          <ul className="provider-list" aria-busy={busy || undefined} onPointerEnter={onIntent} onFocus={onIntent} onTouchStart={onIntent}>
            {PROVIDERS.map((provider) => (
              <li key={provider}>
                <button
                  type="button"
                  className={`provider-button provider-button--${provider.split('.')[0] ?? ''}`}
                  disabled={busy}
                  onClick={() => onSignIn(provider)}
                >
                  <ProviderLogo provider={provider} />
                  <span>
                    {provider === 'google.com'
                      ? t({ message: 'Continue with Google', comment: 'Sign-in button on the apply-code page; Google is a brand name' })
                      : provider === 'apple.com'
                        ? t({ message: 'Continue with Apple', comment: 'Sign-in button on the apply-code page; Apple is a brand name' })
                        : t({
                            message: 'Continue with Facebook',
                            comment: 'Sign-in button on the apply-code page; Facebook is a brand name',
                          })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
        {state.status === 'checking' ? (
          <p className="account-panel__state form-status" role="status">
            <span className="form-spinner" aria-hidden="true" />
            <Trans comment="Shown on the apply-code page while it checks whether someone is signed in">
              Checking whether you are signed in…
            </Trans>
          </p>
        ) : null}
        {state.status === 'unavailable' ? (
          <div className="account-panel__state form-alert form-alert--error" role="alert">
            <p>
              <Trans comment="Error on the apply-code page when the sign-in service could not be loaded">
                Sign-in could not be loaded. Check your connection.
              </Trans>
            </p>
            <button type="button" className="button" onClick={onRetry}>
              <Trans comment="Button that repeats a failed request on the apply-code page">Try again</Trans>
            </button>
          </div>
        ) : null}
        {state.status === 'signed-in' ? <SignedIn account={state.account} onSignOut={onSignOut} /> : null}
      </div>
    </section>
  )
}

function SignedIn({ account, onSignOut }: { account: Account; onSignOut: () => void }) {
  const who = account.name ?? account.email ?? ''
  const provider = account.providerId ? PROVIDER_NAMES[account.providerId] : undefined
  return (
    <div className="account-panel__state account-card">
      {isProviderId(account.providerId) ? <ProviderLogo provider={account.providerId} /> : null}
      <p className="account-card__who" role="status">
        <Trans comment="Signed-in state on the apply-code page; {who} is the person's name or email address">
          Signed in as <strong>{who}</strong>
        </Trans>
        {account.email && account.name ? <span className="account-card__detail">{account.email}</span> : null}
        {provider ? (
          <span className="account-card__detail">
            <Trans comment="Under the signed-in name on the apply-code page; {provider} is Google, Apple or Facebook">
              with {provider}
            </Trans>
          </span>
        ) : null}
      </p>
      <button type="button" className="button" onClick={onSignOut}>
        <Trans comment="Button that signs out on the apply-code page">Sign out</Trans>
      </button>
    </div>
  )
}
