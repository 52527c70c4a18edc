import * as env from '@/config/env'
import type { CookieOptions } from './cookie'

interface CookieSettings {
  crossOrigin: boolean
  secure: boolean
}

const CONFIGURED: CookieSettings = { crossOrigin: env.VITE_COOKIE_CROSS_ORIGIN, secure: env.VITE_COOKIE_SECURE }

/**
 * The options of the site's cookies (locale, consent) on a page loaded over `protocol`: `Secure`
 * whenever the page came over https, so the cookie never travels over plain http, or when
 * configured (VITE_COOKIE_SECURE, or cross-origin, which browsers only accept Secure). Plain http
 * only leaves it off for local servers, where a Secure cookie would not be stored.
 */
export function cookieOptionsFor(protocol: string, settings: CookieSettings = CONFIGURED): CookieOptions {
  return { crossOrigin: settings.crossOrigin, secure: settings.secure || settings.crossOrigin || protocol === 'https:' }
}

/** The options for this page, read when a cookie is written (the server renders none). */
export function cookieOptions(): CookieOptions {
  return cookieOptionsFor(typeof location === 'undefined' ? '' : location.protocol)
}
