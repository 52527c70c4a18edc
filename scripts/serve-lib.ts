import { EMULATOR_PORT_OFFSETS } from '../src/config/emulator-ports.ts'

/** The project's firebase.json with every emulator moved to a port derived from the hosting port. */
export function emulatorConfig(base: Record<string, unknown>, port: number): Record<string, unknown> {
  const emulators: Record<string, unknown> = { ui: { enabled: false }, singleProjectMode: true }
  for (const [name, offset] of Object.entries(EMULATOR_PORT_OFFSETS)) emulators[name] = { host: '127.0.0.1', port: port + offset }
  return { ...base, emulators }
}
