import { describe, expect, it } from 'vitest'
import { DEMO_FIREBASE_ENV, parseFirebaseEnv } from './firebase-env'
import { analyticsConfiguredIn } from './firebase-demo'

const real = {
  VITE_FIREBASE_API_KEY: 'AIzaSyExampleExampleExampleExample123',
  VITE_FIREBASE_AUTH_DOMAIN: 'kinemo.app',
  VITE_FIREBASE_PROJECT_ID: 'kinemo-prod',
  VITE_FIREBASE_APP_ID: '1:123456789012:web:abcdef0123456789',
}

describe('parseFirebaseEnv', () => {
  it('uses the demo project, against the emulators, when nothing is configured', () => {
    const env = parseFirebaseEnv({ VITE_SITE_URL: 'https://kinemo.app' })
    expect(env.VITE_FIREBASE_PROJECT_ID).toBe(DEMO_FIREBASE_ENV.VITE_FIREBASE_PROJECT_ID)
    expect(env.useEmulators).toBe(true)
    expect(env.VITE_FIREBASE_FUNCTIONS_REGION).toBe('us-central1')
    expect(env.VITE_FIREBASE_CONTINUE_URL_ALLOWLIST).toEqual([])
  })

  it('accepts a complete real configuration and talks to the real services', () => {
    const env = parseFirebaseEnv({ ...real, VITE_FIREBASE_FUNCTIONS_REGION: 'europe-west1', VITE_FIREBASE_MEASUREMENT_ID: '' })
    expect(env.useEmulators).toBe(false)
    expect(env.VITE_FIREBASE_FUNCTIONS_REGION).toBe('europe-west1')
    expect(env.VITE_FIREBASE_MEASUREMENT_ID).toBeUndefined()
  })

  it('names every missing variable once any is configured', () => {
    const run = () => parseFirebaseEnv({ VITE_FIREBASE_PROJECT_ID: 'kinemo-prod' })
    expect(run).toThrow(/VITE_FIREBASE_API_KEY is required/)
    expect(run).toThrow(/VITE_FIREBASE_AUTH_DOMAIN is required/)
    expect(run).toThrow(/VITE_FIREBASE_APP_ID is required/)
    expect(run).not.toThrow(/VITE_FIREBASE_PROJECT_ID/)
  })

  it('names every malformed variable with what it should look like', () => {
    const run = () =>
      parseFirebaseEnv({
        ...real,
        VITE_FIREBASE_APP_ID: 'not-an-app-id',
        VITE_FIREBASE_MEASUREMENT_ID: 'UA-1234',
        VITE_FIREBASE_EMULATOR_PORT: '99999',
        VITE_FIREBASE_CONTINUE_URL_ALLOWLIST: 'https://links.kinemo.app/, not a url',
      })
    expect(run).toThrow(/VITE_FIREBASE_APP_ID must be a web app id/)
    expect(run).toThrow(/VITE_FIREBASE_MEASUREMENT_ID must look like G-XXXXXXX/)
    expect(run).toThrow(/VITE_FIREBASE_EMULATOR_PORT/)
    expect(run).toThrow(/"not a url" is not an absolute URL/)
  })

  it('reads the continue URL allowlist and emulator placement', () => {
    const env = parseFirebaseEnv({
      VITE_FIREBASE_CONTINUE_URL_ALLOWLIST: ' https://links.kinemo.app/open/ ,kinemo://open ',
      VITE_FIREBASE_EMULATOR_HOST: 'localhost',
      VITE_FIREBASE_EMULATOR_PORT: '5000',
    })
    expect(env.VITE_FIREBASE_CONTINUE_URL_ALLOWLIST).toEqual(['https://links.kinemo.app/open/', 'kinemo://open'])
    expect(env.VITE_FIREBASE_EMULATOR_HOST).toBe('localhost')
    expect(env.VITE_FIREBASE_EMULATOR_PORT).toBe(5000)
  })
})

describe('analyticsConfiguredIn', () => {
  it('follows the demo fallback and treats a blank measurement id as none', () => {
    expect(analyticsConfiguredIn({})).toBe(true)
    expect(analyticsConfiguredIn(real)).toBe(false)
    expect(analyticsConfiguredIn({ ...real, VITE_FIREBASE_MEASUREMENT_ID: ' ' })).toBe(false)
    expect(analyticsConfiguredIn({ ...real, VITE_FIREBASE_MEASUREMENT_ID: 'G-ABC123' })).toBe(true)
  })
})
