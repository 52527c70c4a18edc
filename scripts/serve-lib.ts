/** The project's firebase.json with every emulator moved to a port derived from the hosting port. */
export function emulatorConfig(base: Record<string, unknown>, port: number): Record<string, unknown> {
  const offsets = { hosting: 0, auth: 1, functions: 2, hub: 3, logging: 4, eventarc: 5, tasks: 6 } as const
  const emulators: Record<string, unknown> = { ui: { enabled: false }, singleProjectMode: true }
  for (const [name, offset] of Object.entries(offsets)) emulators[name] = { host: '127.0.0.1', port: port + offset }
  return { ...base, emulators }
}
