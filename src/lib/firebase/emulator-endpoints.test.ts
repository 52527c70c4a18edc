import { describe, expect, it } from 'vitest'
import { parseFirebaseEnv } from '@/config/firebase-env'
import { emulatorEndpoints } from './emulator-endpoints'

const page = { hostname: '127.0.0.1', port: '6300', protocol: 'http:' }

describe('emulatorEndpoints', () => {
  it('places auth and functions next to the hosting emulator that serves the page', () => {
    expect(emulatorEndpoints(parseFirebaseEnv({}), page)).toEqual({
      host: '127.0.0.1',
      authUrl: 'http://127.0.0.1:6301',
      functionsPort: 6302,
    })
  })

  it('follows an explicit host and base port (dev server beside npm start)', () => {
    const env = parseFirebaseEnv({ VITE_FIREBASE_EMULATOR_HOST: 'localhost', VITE_FIREBASE_EMULATOR_PORT: '5000' })
    expect(emulatorEndpoints(env, { hostname: '127.0.0.1', port: '6350', protocol: 'http:' })).toEqual({
      host: 'localhost',
      authUrl: 'http://localhost:5001',
      functionsPort: 5002,
    })
  })

  it('is off for a real project', () => {
    const env = parseFirebaseEnv({
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_AUTH_DOMAIN: 'kinemo.app',
      VITE_FIREBASE_PROJECT_ID: 'kinemo-prod',
      VITE_FIREBASE_APP_ID: '1:1:web:ab',
    })
    expect(emulatorEndpoints(env, page)).toBeUndefined()
  })
})
