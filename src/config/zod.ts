/**
 * What `import { z } from 'zod'` resolves to in the app (a Vite alias in vite.config.ts): zod
 * itself, switched to jitless first. Zod compiles object parsers with `new Function` when it can,
 * and finds out by calling `Function('')` the moment the first object schema is created. The
 * site's Content-Security-Policy has no 'unsafe-eval', so that probe is blocked and reported as a
 * violation on every page. As a dependency of every module that uses zod, this module's body runs
 * before any of them can create a schema, whatever chunk the bundler puts them in.
 */
import { config } from 'zod/v4/core'

config({ jitless: true })

export * from 'zod/v4'
