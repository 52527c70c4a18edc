import type { SiteEnv } from './site-env.ts'

/** Checked by `parseSiteEnv` when Vite loads its config, then inlined, so no browser parses it again. */
declare const __KINEMO_SITE_ENV__: SiteEnv

export const env: SiteEnv = __KINEMO_SITE_ENV__
