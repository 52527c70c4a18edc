import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { usePageLocale } from '@/lib/i18n/use-locale'
import { mayHaveAccount } from './account-hint'
import type { Account, ApplyCodeService } from './apply-code-service'
import { signInErrorKind, type ProviderId, type SignInErrorKind } from './sign-in-method'
import { importOnce } from '@/lib/import-once'
import { isOnline } from '@/lib/online-status'

const noSubscription = () => () => {}

const importApplyCodeService = importOnce(() => import('./apply-code-service'))

export type AccountState =
  { status: 'checking' } | { status: 'signed-out' } | { status: 'signed-in'; account: Account } | { status: 'unavailable' }

const SIGNED_OUT: AccountState = { status: 'signed-out' }

/**
 * Firebase downloads as soon as the page shows only when this browser may have a session to restore;
 * otherwise on intent (`prepare`: pointer, focus or touch on a sign-in button) or at the latest on
 * the click. `service()` shares one instance and retries a failed download.
 */
export function useApplyCodeService() {
  const locale = usePageLocale()
  const pending = useRef<Promise<ApplyCodeService> | undefined>(undefined)
  const [account, setAccount] = useState<AccountState>({ status: 'checking' })
  const [signInError, setSignInError] = useState<SignInErrorKind | undefined>()
  const [busy, setBusy] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const [wanted, setWanted] = useState(false)

  const service = useCallback((): Promise<ApplyCodeService> => {
    pending.current ??= importApplyCodeService()
      .then((m) => m.applyCodeService(locale))
      .catch((error: unknown) => {
        pending.current = undefined
        throw error
      })
    return pending.current
  }, [locale])

  // The prerendered page (and hydration) assume there may be an account to restore.
  const mayRestore = useSyncExternalStore(noSubscription, mayHaveAccount, () => true)
  // Nothing to restore: the sign-in choices show at once, and nothing is downloaded yet.
  const deferred = !wanted && !mayRestore

  useEffect(() => {
    // Read storage here, not `deferred`: the hydration render's effects still see the server's view.
    if (!wanted && !mayHaveAccount()) return
    let unsubscribe: (() => void) | undefined
    let live = true
    service().then(
      (s) => {
        if (!live) return
        unsubscribe = s.onAccount((a) => setAccount(a ? { status: 'signed-in', account: a } : { status: 'signed-out' }))
        s.completeRedirect().catch((error: unknown) => {
          const kind = signInErrorKind(error, isOnline())
          if (live && kind !== 'cancelled') setSignInError(kind)
        })
      },
      () => live && setAccount({ status: 'unavailable' }),
    )
    return () => {
      live = false
      unsubscribe?.()
    }
  }, [service, attempt, wanted])

  const prepare = useCallback(() => {
    // The choices stay on screen (under the visitor's pointer) while Firebase downloads.
    setAccount((current) => (current.status === 'checking' ? { status: 'signed-out' } : current))
    setWanted(true)
  }, [])

  const signIn = async (provider: ProviderId) => {
    setSignInError(undefined)
    prepare()
    setBusy(true)
    try {
      await (await service()).signIn(provider)
    } catch (error) {
      const kind = signInErrorKind(error, isOnline())
      if (kind !== 'cancelled') setSignInError(kind)
    } finally {
      setBusy(false)
    }
  }

  const signOut = async () => {
    setSignInError(undefined)
    try {
      await (await service()).signOut()
    } catch (error) {
      setSignInError(signInErrorKind(error, isOnline()))
    }
  }

  const retry = () => {
    setAccount({ status: 'checking' })
    setAttempt((n) => n + 1)
  }

  return { account: deferred ? SIGNED_OUT : account, prepare, signIn, signOut, signInError, busy, service, retry }
}
