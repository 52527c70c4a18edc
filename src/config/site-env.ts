/** Checked when Vite loads its config, so a bad value fails the build instead of reaching a visitor. */
import * as z from 'zod/mini'

/** 'true' or 'false' as text (env variables are strings), off when absent. */
const flag = z.pipe(
  z._default(z.enum(['true', 'false']), 'false'),
  z.transform((v) => v === 'true'),
)

/**
 * A path of this site: one or more segments of RFC 3986 unreserved characters, none of them `.` or
 * `..`. Nothing a browser or Hosting could read as another host or another path.
 */
const SITE_PATH = /^(?:\/(?!\.{1,2}(?:\/|$))[A-Za-z0-9._~-]+)+$/

const REDIRECT_STATUS = { '301': 301, '302': 302, '303': 303, '307': 307, '308': 308 } as const

const envSchema = z.object({
  VITE_SITE_URL: z.pipe(
    z._default(z.url(), 'https://kinemo.app'),
    z.transform((u) => u.replace(/\/+$/, '')),
  ),
  /**
   * Where `/` redirects instead of detecting the language; off when empty. It becomes a Hosting rule,
   * so only plain path segments pass: no scheme, `//` or `\\` (another host), escape, dot segment or control character.
   */
  VITE_ROOT_REDIRECT: z.optional(
    z.union([
      z.pipe(
        z.literal(''),
        z.transform(() => undefined),
      ),
      z
        .string()
        .check(
          z.regex(
            SITE_PATH,
            'must be a path of this site such as /promo or /de/promo: segments of letters, digits, "-", "_", "." or "~", no "//", "\\", "%", ".." or host',
          ),
        ),
    ]),
  ),
  VITE_ROOT_REDIRECT_STATUS: z.pipe(
    z._default(z.enum(['301', '302', '303', '307', '308'], 'must be one of 301, 302, 303, 307, 308'), '302'),
    z.transform((v) => REDIRECT_STATUS[v]),
  ),
  /** SameSite=None; Secure for the locale cookie, for sites embedded cross-origin. */
  VITE_COOKIE_CROSS_ORIGIN: flag,
  VITE_COOKIE_SECURE: flag,
})

export type SiteEnv = z.infer<typeof envSchema>

/** Every setting's name, set or not: the build defines each one (vite.config.ts, env.ts). */
export const SITE_ENV_KEYS: readonly string[] = Object.keys(envSchema.shape)

export function parseSiteEnv(source: Record<string, unknown>): SiteEnv {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Invalid site environment: ${problems}`)
  }
  return result.data
}
