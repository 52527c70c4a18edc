/** The `demo-` project local builds and tests use: Firebase serves such projects only from the emulators. */
export const DEMO_FIREBASE_ENV = {
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-kinemo.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-kinemo',
  VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000000000',
  VITE_FIREBASE_MEASUREMENT_ID: 'G-DEMO000000',
} as const

const isSet = (value: unknown) => typeof value === 'string' && value.trim() !== ''

/**
 * The demo project fills in unless the source sets any of its variables. Zod-free, so the cookie
 * notice can check for analytics without the parser; `parseFirebaseEnv` validates the result.
 */
export function firebaseSource(source: Record<string, unknown>): Record<string, unknown> {
  const configured = Object.keys(DEMO_FIREBASE_ENV).some((name) => isSet(source[name]))
  return configured ? source : { ...source, ...DEMO_FIREBASE_ENV }
}

/** Analytics exists when a measurement id is set (after the demo fallback). */
export function analyticsConfiguredIn(source: Record<string, unknown>): boolean {
  return isSet(firebaseSource(source).VITE_FIREBASE_MEASUREMENT_ID)
}
