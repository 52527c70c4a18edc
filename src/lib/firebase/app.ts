/**
 * Import only through a dynamic import(): it pulls in the Firebase SDK, which only /auth_action,
 * /applycode and analytics after consent may download.
 */
import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app'
import { firebaseEnv, firebaseOptions } from '@/config/firebase-config'
import { emulatorEndpoints } from './emulator-endpoints'

export function firebaseApp(): FirebaseApp {
  return getApps().length > 0 ? getApp() : initializeApp(firebaseOptions(firebaseEnv))
}

/** The emulators this page talks to, or undefined against a real project. */
export function emulators() {
  return emulatorEndpoints(firebaseEnv, window.location)
}
