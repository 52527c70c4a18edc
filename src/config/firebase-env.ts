/**
 * With no `VITE_FIREBASE_*` variable set the build uses a `demo-` project, which Firebase serves only
 * from the emulators, so local runs and tests need no credentials; once one is set, all required ones
 * must be. Checked when Vite loads its config, so a bad value fails the build instead of reaching a visitor.
 */
import * as z from 'zod/mini'
import { DEMO_FIREBASE_ENV, firebaseSource } from './firebase-demo.ts'

export { DEMO_FIREBASE_ENV }

/** An empty or blank variable counts as not set. */
const blankAsMissing = z.transform((v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v))
const optional = <T extends z.ZodMiniType>(schema: T) => z.pipe(blankAsMissing, z.optional(schema))

const required = (pattern: RegExp | undefined, message: string) =>
  z.string({ error: 'is required' }).check(z.trim(), z.minLength(1, 'is required'), ...(pattern ? [z.regex(pattern, message)] : []))
const trimmed = (pattern: RegExp, message: string) => z.string().check(z.trim(), z.regex(pattern, message))

const port = z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(65535)))

const schema = z.object({
  VITE_FIREBASE_API_KEY: required(undefined, 'is required'),
  VITE_FIREBASE_AUTH_DOMAIN: required(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'must be a host name such as kinemo.firebaseapp.com'),
  VITE_FIREBASE_PROJECT_ID: required(/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/, 'must be a Firebase project id such as kinemo-prod'),
  VITE_FIREBASE_APP_ID: required(/^\d+:\d+:web:[0-9a-f]+$/, 'must be a web app id such as 1:1234:web:abcd'),
  /** Analytics stays off without it; the cookie notice is then not shown either. */
  VITE_FIREBASE_MEASUREMENT_ID: optional(trimmed(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXX')),
  VITE_FIREBASE_FUNCTIONS_REGION: z.pipe(
    optional(trimmed(/^[a-z]+-[a-z]+\d$/, 'must be a region such as europe-west1')),
    z.transform((v) => v ?? 'us-central1'),
  ),
  /** Host of the emulators for a `demo-` project; defaults to the page's own host name. */
  VITE_FIREBASE_EMULATOR_HOST: optional(trimmed(/^[a-z0-9.-]+$|^\[[0-9a-f:]+\]$/i, 'must be a host name or address')),
  /**
   * Port of the hosting emulator the others are placed around (auth +1, functions +2). Defaults
   * to the page's own port, which is right whenever the hosting emulator serves the page.
   */
  VITE_FIREBASE_EMULATOR_PORT: optional(port),
  /**
   * Comma-separated URL prefixes (besides this site's origin) that `/auth_action` may continue
   * to after an action, e.g. the app's own links: `https://links.kinemo.app/,kinemo://open`.
   */
  VITE_FIREBASE_CONTINUE_URL_ALLOWLIST: z.pipe(
    optional(z.string()),
    z.transform((v, ctx) => {
      const entries = (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
      for (const entry of entries) {
        if (!URL.canParse(entry)) ctx.issues.push({ code: 'custom', message: `"${entry}" is not an absolute URL`, input: entry })
      }
      return entries
    }),
  ),
})

export type FirebaseEnv = z.infer<typeof schema> & {
  /** A `demo-` project: Firebase's emulator-only projects; the site then talks to the emulators. */
  useEmulators: boolean
}

export function parseFirebaseEnv(source: Record<string, unknown>): FirebaseEnv {
  const input = firebaseSource(source)
  const result = schema.safeParse(input)
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`)
    throw new Error(`Invalid Firebase configuration (see .env.example):\n- ${problems.join('\n- ')}`)
  }
  return { ...result.data, useEmulators: result.data.VITE_FIREBASE_PROJECT_ID.startsWith('demo-') }
}
