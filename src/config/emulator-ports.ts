// @shell: a few constants the Firebase chunks share, kept in the shell rather than in a chunk of their own (scripts/build/vite/shell-chunk.ts).
/**
 * Offsets from the hosting emulator's port, shared by `npm start`, the e2e server (scripts/hosting/serve.ts)
 * and the pages. Import-free so build scripts can load it.
 */
export const EMULATOR_PORT_OFFSETS = { hosting: 0, auth: 1, functions: 2, hub: 3, logging: 4, eventarc: 5, tasks: 6 } as const

export type EmulatorName = keyof typeof EMULATOR_PORT_OFFSETS
