import { useEffect } from 'react'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import * as env from '@/config/env'
import { firebaseEnv } from '@/config/firebase-config'
import { usePayload } from '@/lib/content/use-payload'
import { langParamFor } from '@/lib/i18n/locales'
import { usePageLocale } from '@/lib/i18n/use-locale'
import { importOnce } from '@/lib/import-once'
import { useHydrated } from '@/lib/use-hydrated'
import { NoScriptNotice } from '@/components/noscript-notice'
import {
  carriesSecret,
  linkFor,
  markLangFollowed,
  rememberLink,
  shouldFollowLang,
  withoutSecrets,
  type ActionLink,
} from './auth-action-link'
import { ErrorAlert, LoadingStatus } from './auth-action-messages'
import { LoadedView } from './loaded-view'
import { isAuthActionMode, localeFromFirebaseLang, type AuthActionMode } from './auth-action-search'
import { safeContinueUrl } from './continue-url'
import { importAuthActionService, useAuthService } from './use-auth-service'
import '@/components/forms.css'
import './auth-action.css'

const route = getRouteApi('/{-$lang}/auth_action')

/** Firebase Auth's email action handler: password reset, email verification and recovery, email-link sign-in. */
export function AuthActionPage() {
  const { data } = usePayload('auth_action')
  const search = route.useSearch()
  const hydrated = useHydrated()
  const locale = usePageLocale()
  const navigate = useNavigate()
  const secret = carriesSecret(search)
  const target = localeFromFirebaseLang(search.lang)
  // Firebase sends the language the app was using; show the page in it when the site has it.
  const follow = target !== undefined && target !== locale && shouldFollowLang(search)
  const pending = secret || follow

  useEffect(() => {
    if (!hydrated || !pending) return
    // Read once, the code and the key leave the address bar (replaced, not pushed: no history
    // entry keeps them) and stay in memory for the page's lifetime.
    if (secret) rememberLink(search, window.location.href)
    markLangFollowed(search.lang)
    const destination = follow ? target : locale
    void navigate({
      to: '/{-$lang}/auth_action',
      params: { lang: langParamFor(destination) },
      search: withoutSecrets(search),
      replace: true,
    })
  }, [hydrated, pending, secret, follow, target, locale, search, navigate])

  const link = hydrated && !pending ? linkFor(search, window.location.href) : undefined
  const mode = link && isAuthActionMode(link.search.mode) ? link.search.mode : undefined
  return (
    <section className="auth-action" aria-labelledby="page-title">
      <h1 id="page-title">
        <Heading mode={mode} />
      </h1>
      <p className="auth-action__lead">{data.intro}</p>
      <NoScriptNotice />
      {link ? <Action link={link} /> : <LoadingStatus />}
    </section>
  )
}

function Heading({ mode }: { mode: AuthActionMode | undefined }) {
  switch (mode) {
    case 'resetPassword':
      return <Trans comment="Heading of the account email action page for a password reset">Reset your password</Trans>
    case 'verifyEmail':
      return <Trans comment="Heading of the account email action page for email verification">Verify your email address</Trans>
    case 'recoverEmail':
      return <Trans comment="Heading of the account email action page when undoing an email change">Restore your email address</Trans>
    case 'signIn':
      return <Trans comment="Heading of the account email action page for an email sign-in link">Sign in with your email link</Trans>
    case 'verifyAndChangeEmail':
      return (
        <Trans comment="Heading of the account email action page when confirming a new email address">Confirm your new email address</Trans>
      )
    case 'revertSecondFactorAddition':
      return (
        <Trans comment="Heading of the account email action page when removing a second sign-in step">Remove the second sign-in step</Trans>
      )
    case undefined:
      return <Trans comment="Heading of the account email action page">Your account</Trans>
  }
}

/**
 * Each kind of link has its view in a chunk of its own: a link opens one of them, so the page's first
 * load carries none, and the view downloads beside Firebase, which every view waits for anyway.
 */
const views = {
  resetPassword: withService(importOnce(() => import('./reset-password').then((m) => m.ResetPassword))),
  signIn: withService(importOnce(() => import('./email-link-sign-in').then((m) => m.EmailLinkSignIn))),
  apply: withService(importOnce(() => import('./apply-action').then((m) => m.ApplyAction))),
}

/** Starts Firebase's download with the view's, not after it; the view's own load reports a failure. */
function withService<T>(view: () => Promise<T>): () => Promise<T> {
  return () => {
    importAuthActionService().catch(() => undefined)
    return view()
  }
}

function Action({ link }: { link: ActionLink }) {
  const loadService = useAuthService()
  const { search } = link
  const continueUrl = safeContinueUrl(search.continueUrl, {
    siteOrigins: [window.location.origin, new URL(env.VITE_SITE_URL).origin],
    allowlist: firebaseEnv.VITE_FIREBASE_CONTINUE_URL_ALLOWLIST,
  })
  const { mode, oobCode } = search
  if (!mode || !oobCode) return <ErrorAlert kind="missing-code" />
  if (!isAuthActionMode(mode)) return <ErrorAlert kind="unknown-mode" />
  // Keyed by the code, so a second link opened in the same tab starts afresh.
  switch (mode) {
    case 'resetPassword':
      return (
        <LoadedView key={oobCode} load={views.resetPassword}>
          {(ResetPassword) => <ResetPassword oobCode={oobCode} continueUrl={continueUrl} loadService={loadService} />}
        </LoadedView>
      )
    case 'signIn':
      return (
        <LoadedView key={oobCode} load={views.signIn}>
          {(EmailLinkSignIn) => <EmailLinkSignIn href={link.href} continueUrl={continueUrl} loadService={loadService} />}
        </LoadedView>
      )
    default:
      return (
        <LoadedView key={oobCode} load={views.apply}>
          {(ApplyAction) => <ApplyAction mode={mode} oobCode={oobCode} continueUrl={continueUrl} loadService={loadService} />}
        </LoadedView>
      )
  }
}
