import { useCallback, useEffect, useRef, useState } from 'react'
import { usePageLocale } from '@/features/i18n/use-locale'
import type { Account, ApplyCodeService } from './apply-code-service'
import { signInErrorKind, type ProviderId, type SignInErrorKind } from './sign-in-method'

export type AccountState = { status: 'checking' } | { status: 'signed-out' } | { status: 'signed-in'; account: Account } | { status: 'unavailable' }

/**
 * Downloads the Firebase-backed service once the page is on screen and follows the account.
 * `service()` hands out the same instance to every caller and retries a failed download.
 */
export function useApplyCodeService() {
  const locale = usePageLocale()
  const pending = useRef<Promise<ApplyCodeService> | undefined>(undefined)
  const [account, setAccount] = useState<AccountState>({ status: 'checking' })
  const [signInError, setSignInError] = useState<SignInErrorKind | undefined>()
  const [busy, setBusy] = useState(false)
  const [attempt, setAttempt] = useState(0)

  const service = useCallback((): Promise<ApplyCodeService> => {
    pending.current ??= import('./apply-code-service')
      .then((m) => m.applyCodeService(locale))
      .catch((error: unknown) => {
        pending.current = undefined
        throw error
      })
    return pending.current
  }, [locale])

  useEffect(() => {
    let unsubscribe: (() => void) | undefined
    let live = true
    service().then(
      (s) => {
        if (!live) return
        unsubscribe = s.onAccount((a) => setAccount(a ? { status: 'signed-in', account: a } : { status: 'signed-out' }))
        s.completeRedirect().catch((error: unknown) => {
          const kind = signInErrorKind(error, navigator.onLine)
          if (live && kind !== 'cancelled') setSignInError(kind)
        })
      },
      () => live && setAccount({ status: 'unavailable' }),
    )
    return () => {
      live = false
      unsubscribe?.()
    }
  }, [service, attempt])

  const signIn = async (provider: ProviderId) => {
    setSignInError(undefined)
    setBusy(true)
    try {
      await (await service()).signIn(provider)
    } catch (error) {
      const kind = signInErrorKind(error, navigator.onLine)
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
      setSignInError(signInErrorKind(error, navigator.onLine))
    }
  }

  const retry = () => {
    setAccount({ status: 'checking' })
    setAttempt((n) => n + 1)
  }

  return { account, signIn, signOut, signInError, busy, service, retry }
}
