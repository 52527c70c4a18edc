/**
 * The app's 'zod' (a Vite alias), switched to jitless. Zod probes `Function('')` when the first
 * object schema is created; the CSP has no 'unsafe-eval', so every page would report a violation.
 * As a dependency of every zod user, this body runs before any schema exists, whatever the chunking.
 */
import { config } from 'zod/v4/core'

config({ jitless: true })

export * from 'zod/v4'
