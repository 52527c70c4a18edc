import { getRouteApi } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { usePayload } from '@/lib/content/use-payload'
import { useHydrated } from '@/lib/use-hydrated'
import { NoScriptNotice } from '@/components/noscript-notice'
import { AccountPanel } from './account-panel'
import { CodeForm } from './code-form'
import { useApplyCodeService } from './use-apply-code-service'
import '@/components/forms.css'
import './apply-code.css'

const route = getRouteApi('/{-$lang}/applycode')

export function ApplyCodePage() {
  const { data } = usePayload('applycode')
  const { code } = route.useSearch()
  // The prerendered HTML has no query string; the prefill appears once hydration matches it.
  const hydrated = useHydrated()
  const { account, prepare, signIn, signOut, signInError, busy, service, retry } = useApplyCodeService()
  return (
    <section className="apply-code" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans comment="Heading of the apply-code page">Redeem your code</Trans>
      </h1>
      <p className="apply-code__lead">{data.intro}</p>
      <NoScriptNotice />
      <div className="apply-code__steps">
        <AccountPanel
          state={account}
          busy={busy}
          onIntent={prepare}
          error={signInError}
          onSignIn={(p) => void signIn(p)}
          onSignOut={() => void signOut()}
          onRetry={retry}
        />
        <CodeForm prefill={hydrated ? code : undefined} account={account} service={service} />
      </div>
    </section>
  )
}
