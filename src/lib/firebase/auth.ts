import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth, type Auth } from 'firebase/auth'
import { importOnce } from '@/lib/import-once'
import { emulators, firebaseApp } from './app'

let instance: Auth | undefined

/** True only in a build for a `demo-` project (vite.config.ts): production bundles hold no emulator code. */
declare const __KINEMO_EMULATOR_BUILD__: boolean

// Tests sign in with the emulator's fake provider tokens, since popups need the internet. The hooks
// live in their own chunk, which production builds (no demo project) do not emit.
const importTestHooks = __KINEMO_EMULATOR_BUILD__ ? importOnce(() => import('./emulator-test-hooks')) : undefined

/** The popup/redirect resolver goes only to the calls that need it, so opening a page never loads Google's sign-in iframe. */
export function firebaseAuth(languageCode: string): Auth {
  if (!instance) {
    const auth = initializeAuth(firebaseApp(), { persistence: [indexedDBLocalPersistence, browserLocalPersistence] })
    const endpoints = emulators()
    if (__KINEMO_EMULATOR_BUILD__ && endpoints) {
      connectAuthEmulator(auth, endpoints.authUrl, { disableWarnings: true })
      void importTestHooks?.().then((hooks) => hooks.install(auth))
    }
    instance = auth
  }
  // Emails and sign-in screens this page triggers use its language (Firebase says pt-BR, not pt).
  instance.languageCode = languageCode === 'pt' ? 'pt-BR' : languageCode
  return instance
}
