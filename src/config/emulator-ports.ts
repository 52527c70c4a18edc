/**
 * Where each Firebase emulator listens, relative to the hosting emulator's port. `npm start` and
 * the e2e server (scripts/serve.ts) place the emulators this way, and a page served by the
 * hosting emulator finds the others the same way. Kept free of imports for build scripts.
 */
export const EMULATOR_PORT_OFFSETS = { hosting: 0, auth: 1, functions: 2, hub: 3, logging: 4, eventarc: 5, tasks: 6 } as const

export type EmulatorName = keyof typeof EMULATOR_PORT_OFFSETS
