/** Loaded with a dynamic import, so the Firebase SDK stays out of the page's first load. */
import {
  FacebookAuthProvider,
  GoogleAuthProvider,
  OAuthProvider,
  browserPopupRedirectResolver,
  getRedirectResult,
  onAuthStateChanged,
  signInWithPopup,
  signInWithRedirect,
  signOut,
  type AuthProvider,
} from 'firebase/auth'
import { httpsCallable } from 'firebase/functions'
import { firebaseAuth } from '@/lib/firebase/auth'
import { firebaseFunctions } from '@/lib/firebase/functions'
import { REDIRECT_PENDING, rememberAccount } from './account-hint'
import { APPLY_CODE_FUNCTION, type ApplyCodeRequest } from './contract'
import type { ApplyCodeOutcome } from './apply-code-outcome'
import { outcomeFromReply } from './apply-code-reply'
import { fallsBackToRedirect, prefersRedirect, type ProviderId } from './sign-in-method'

export interface Account {
  uid: string
  name: string | undefined
  email: string | undefined
  providerId: string | undefined
}

function provider(id: ProviderId): AuthProvider {
  switch (id) {
    case 'google.com':
      return new GoogleAuthProvider()
    case 'facebook.com':
      return new FacebookAuthProvider()
    case 'apple.com': {
      const apple = new OAuthProvider('apple.com')
      apple.addScope('email')
      apple.addScope('name')
      return apple
    }
  }
}

export function applyCodeService(languageCode: string) {
  const auth = firebaseAuth(languageCode)
  const callable = httpsCallable<ApplyCodeRequest>(firebaseFunctions(), APPLY_CODE_FUNCTION)

  return {
    onAccount(listener: (account: Account | null) => void): () => void {
      return onAuthStateChanged(auth, (user) => {
        rememberAccount(user !== null)
        listener(
          user && {
            uid: user.uid,
            name: user.displayName ?? user.providerData[0]?.displayName ?? undefined,
            email: user.email ?? user.providerData[0]?.email ?? undefined,
            providerId: user.providerData[0]?.providerId,
          },
        )
      })
    },
    async signIn(id: ProviderId): Promise<void> {
      const chosen = provider(id)
      const redirect = async () => {
        sessionStorage.setItem(REDIRECT_PENDING, '1')
        await signInWithRedirect(auth, chosen, browserPopupRedirectResolver)
      }
      if (prefersRedirect(navigator.userAgent)) return redirect()
      try {
        await signInWithPopup(auth, chosen, browserPopupRedirectResolver)
      } catch (error) {
        if (fallsBackToRedirect(error)) return redirect()
        throw error
      }
    },
    /** Finishes a redirect sign-in; rejects with the provider's error if it failed. */
    async completeRedirect(): Promise<void> {
      if (sessionStorage.getItem(REDIRECT_PENDING) === null) return
      sessionStorage.removeItem(REDIRECT_PENDING)
      await getRedirectResult(auth, browserPopupRedirectResolver)
    },
    signOut: () => signOut(auth),
    /** `code` must already be normalised (`normalizeCode`). */
    async applyCode(code: string): Promise<ApplyCodeOutcome> {
      const result = await callable({ code })
      return outcomeFromReply(result.data)
    },
  }
}

export type ApplyCodeService = ReturnType<typeof applyCodeService>
