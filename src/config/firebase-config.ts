import type { FirebaseEnv } from './firebase-env.ts'

/** Checked by `parseFirebaseEnv` when Vite loads its config, then inlined, so no browser parses it again. */
declare const __KINEMO_FIREBASE_ENV__: FirebaseEnv

export const firebaseEnv: FirebaseEnv = __KINEMO_FIREBASE_ENV__

/** The options object `initializeApp` takes. */
export function firebaseOptions(env: FirebaseEnv) {
  return {
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    appId: env.VITE_FIREBASE_APP_ID,
    ...(env.VITE_FIREBASE_MEASUREMENT_ID ? { measurementId: env.VITE_FIREBASE_MEASUREMENT_ID } : {}),
  }
}
