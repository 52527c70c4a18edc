import type { SiteEnv } from './site-env.ts'

/**
 * The site's settings, parsed and checked by `parseSiteEnv` when Vite loaded its config (see
 * vite.config.ts) and written into the bundle as a constant.
 */
declare const __KINEMO_SITE_ENV__: SiteEnv

export const env: SiteEnv = __KINEMO_SITE_ENV__
