import { EMULATOR_PORT_OFFSETS } from '@/config/emulator-ports'
import type { FirebaseEnv } from '@/config/firebase-env'

export interface EmulatorEndpoints {
  host: string
  authUrl: string
  functionsPort: number
}

/**
 * The hosting emulator serves the site on whatever port was chosen and the others sit at fixed
 * offsets from it, so one build works on every port. VITE_FIREBASE_EMULATOR_HOST/PORT win (e.g.
 * `npm run dev` next to a running `npm start`).
 */
export function emulatorEndpoints(
  env: FirebaseEnv,
  location: Pick<Location, 'hostname' | 'port' | 'protocol'>,
): EmulatorEndpoints | undefined {
  if (!env.useEmulators) return undefined
  const host = env.VITE_FIREBASE_EMULATOR_HOST ?? location.hostname
  const base = env.VITE_FIREBASE_EMULATOR_PORT ?? (location.port ? Number(location.port) : location.protocol === 'https:' ? 443 : 80)
  return {
    host,
    authUrl: `http://${host}:${base + EMULATOR_PORT_OFFSETS.auth}`,
    functionsPort: base + EMULATOR_PORT_OFFSETS.functions,
  }
}
