/**
 * Test-only sign-in for e2e runs against the Auth emulator, where popups cannot work (they load
 * Google's scripts from the internet). Loaded only when the site talks to the emulators.
 */
import { OAuthProvider, signInWithCredential, signOut, type Auth } from 'firebase/auth'

export interface EmulatorTestHooks {
  /** Signs in with a fake provider token the Auth emulator accepts: `{ sub, email }` claims. */
  signInWithFakeProvider: (
    providerId: 'google.com' | 'apple.com' | 'facebook.com',
    claims: { sub: string; email: string; name?: string },
  ) => Promise<string>
  signOut: () => Promise<void>
}

declare global {
  interface Window {
    __kinemoEmulator?: EmulatorTestHooks
  }
}

export function install(auth: Auth): void {
  window.__kinemoEmulator = {
    async signInWithFakeProvider(providerId, claims) {
      const idToken = JSON.stringify({ ...claims, email_verified: true })
      const credential = new OAuthProvider(providerId).credential({ idToken })
      const result = await signInWithCredential(auth, credential)
      return result.user.uid
    },
    signOut: () => signOut(auth),
  }
}
