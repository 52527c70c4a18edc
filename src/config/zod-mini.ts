/**
 * The app's 'zod/mini' (a Vite alias), jitless for the same CSP reason as zod.ts. First-load code uses
 * this API: a few KB against about 25 KB gzip for the classic one, which stays in build scripts and
 * the content schemas (loaded only on a client-side payload fetch).
 */
import { config } from 'zod/v4/core'

config({ jitless: true })

export * from 'zod/v4/mini'
