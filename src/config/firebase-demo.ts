/** The `demo-` project local builds and tests use: Firebase serves such projects only from the emulators. */
export const DEMO_FIREBASE_ENV = {
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-kinemo.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-kinemo',
  VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000000000',
  VITE_FIREBASE_MEASUREMENT_ID: 'G-DEMO000000',
} as const
