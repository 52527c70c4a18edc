import { z } from 'zod'

const envSchema = z.object({
  VITE_SITE_URL: z
    .url()
    .default('https://kinemo.app')
    .transform((u) => u.replace(/\/+$/, '')),
  /** `rootRedirect`: a site path that `/` sends visitors to instead of detecting their language. Off when empty. */
  VITE_ROOT_REDIRECT: z
    .string()
    .regex(/^\/[^/]/, 'must be a site path such as /promo')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** SameSite=None; Secure for the locale cookie, for sites embedded cross-origin. */
  VITE_COOKIE_CROSS_ORIGIN: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  VITE_COOKIE_SECURE: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
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
