/**
 * The site's build-time settings (`VITE_*` variables), checked once when Vite loads its config:
 * a bad value fails the build with a message instead of reaching a visitor. Pages read the checked
 * values from `env.ts`, so no browser parses them again.
 */
import * as z from 'zod/mini'

/** 'true' or 'false' as text (env variables are strings), off when absent. */
const flag = z.pipe(
  z._default(z.enum(['true', 'false']), 'false'),
  z.transform((v) => v === 'true'),
)

const envSchema = z.object({
  VITE_SITE_URL: z.pipe(
    z._default(z.url(), 'https://kinemo.app'),
    z.transform((u) => u.replace(/\/+$/, '')),
  ),
  /** `rootRedirect`: a site path that `/` sends visitors to instead of detecting their language. Off when empty. */
  VITE_ROOT_REDIRECT: z.optional(
    z.union([
      z.pipe(
        z.literal(''),
        z.transform(() => undefined),
      ),
      z.string().check(z.regex(/^\/[^/]/, 'must be a site path such as /promo')),
    ]),
  ),
  /** SameSite=None; Secure for the locale cookie, for sites embedded cross-origin. */
  VITE_COOKIE_CROSS_ORIGIN: flag,
  VITE_COOKIE_SECURE: flag,
})

export type SiteEnv = z.infer<typeof envSchema>

export function parseSiteEnv(source: Record<string, unknown>): SiteEnv {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Invalid site environment: ${problems}`)
  }
  return result.data
}
