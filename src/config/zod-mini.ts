/**
 * What `import * as z from 'zod/mini'` resolves to in the app (a Vite alias in vite.config.ts):
 * zod's tree-shakable functional API, switched to jitless first for the same reason as
 * `src/config/zod.ts` (the CSP has no 'unsafe-eval'). Code that runs on a page's first load uses
 * this API: it costs a few KB where the classic one costs about 25 KB gzip. The classic API
 * stays in build scripts and in the content schemas, which the browser loads only on a
 * client-side fetch of a payload.
 */
import { config } from 'zod/v4/core'

config({ jitless: true })

export * from 'zod/v4/mini'
