import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth, type Auth } from 'firebase/auth'
import { emulators, firebaseApp } from './app'

let instance: Auth | undefined

/**
 * Firebase Auth for this page. The popup/redirect resolver is passed only to the calls that need
 * it, so merely opening a page never loads Google's sign-in iframe.
 */
export function firebaseAuth(languageCode: string): Auth {
  if (!instance) {
    const auth = initializeAuth(firebaseApp(), { persistence: [indexedDBLocalPersistence, browserLocalPersistence] })
    const endpoints = emulators()
    if (endpoints) {
      connectAuthEmulator(auth, endpoints.authUrl, { disableWarnings: true })
      // Tests sign in with the emulator's fake provider tokens, since popups need the internet.
      // The hooks live in their own chunk, which production builds (no demo project) never load.
      void import('./emulator-test-hooks').then((hooks) => hooks.install(auth))
    }
    instance = auth
  }
  // Emails and sign-in screens this page triggers use its language (Firebase says pt-BR, not pt).
  instance.languageCode = languageCode === 'pt' ? 'pt-BR' : languageCode
  return instance
}
