import type { SiteEnv } from './site-env.ts'

/**
 * The site's settings, parsed and checked by `parseSiteEnv` when Vite loaded its config (see
 * vite.config.ts) and written into the bundle one by one: each is its own define, so a page
 * carries only the settings its code reads, never the whole object. Import as a namespace
 * (`import * as env from '@/config/env'`).
 */
declare const __KINEMO_SITE_ENV__: SiteEnv

export const VITE_SITE_URL: SiteEnv['VITE_SITE_URL'] = __KINEMO_SITE_ENV__.VITE_SITE_URL
export const VITE_ROOT_REDIRECT: SiteEnv['VITE_ROOT_REDIRECT'] = __KINEMO_SITE_ENV__.VITE_ROOT_REDIRECT
export const VITE_ROOT_REDIRECT_STATUS: SiteEnv['VITE_ROOT_REDIRECT_STATUS'] = __KINEMO_SITE_ENV__.VITE_ROOT_REDIRECT_STATUS
export const VITE_COOKIE_CROSS_ORIGIN: SiteEnv['VITE_COOKIE_CROSS_ORIGIN'] = __KINEMO_SITE_ENV__.VITE_COOKIE_CROSS_ORIGIN
export const VITE_COOKIE_SECURE: SiteEnv['VITE_COOKIE_SECURE'] = __KINEMO_SITE_ENV__.VITE_COOKIE_SECURE
