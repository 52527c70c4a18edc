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

/** Undefined under plain Node, where build scripts and tests call parseSiteEnv with their own source. */
function viteEnv(): Record<string, unknown> | undefined {
  return import.meta.env
}

export const env: SiteEnv = parseSiteEnv(viteEnv() ?? {})
