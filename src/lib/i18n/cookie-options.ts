import * as env from '@/config/env'
import type { CookieOptions } from './cookie'

interface CookieSettings {
  crossOrigin: boolean
  secure: boolean
}

const CONFIGURED: CookieSettings = { crossOrigin: env.VITE_COOKIE_CROSS_ORIGIN, secure: env.VITE_COOKIE_SECURE }

/**
 * `Secure` over https or when configured (cross-origin cookies must be Secure). Plain http leaves it
 * off only for local servers, where a Secure cookie would not be stored.
 */
export function cookieOptionsFor(protocol: string, settings: CookieSettings = CONFIGURED): CookieOptions {
  return { crossOrigin: settings.crossOrigin, secure: settings.secure || settings.crossOrigin || protocol === 'https:' }
}

/** Read when a cookie is written; the server writes none. */
export function cookieOptions(): CookieOptions {
  return cookieOptionsFor(typeof location === 'undefined' ? '' : location.protocol)
}
