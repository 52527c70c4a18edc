import { isLocaleCode, type LocaleCode } from './locales'

export const LOCALE_COOKIE = 'i18n_redirected'
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365

export interface CookieOptions {
  /** Set when the site is embedded cross-origin: SameSite=None, which browsers require to be Secure. */
  crossOrigin?: boolean
  secure?: boolean
}

/** A malformed encoding reads as absent. */
export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=')
    if (eq === -1) continue
    if (part.slice(0, eq).trim() !== name) continue
    const raw = part.slice(eq + 1).trim()
    try {
      return decodeURIComponent(raw)
    } catch {
      return undefined
    }
  }
  return undefined
}

export function readLocaleCookie(cookieString: string): LocaleCode | undefined {
  const value = readCookie(cookieString, LOCALE_COOKIE)
  return isLocaleCode(value) ? value : undefined
}

export function serializeLocaleCookie(code: LocaleCode, options: CookieOptions = {}): string {
  const maxAge = LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60
  const sameSite = options.crossOrigin ? 'None' : 'Lax'
  const secure = options.crossOrigin || options.secure ? '; Secure' : ''
  return `${LOCALE_COOKIE}=${encodeURIComponent(code)}; Max-Age=${maxAge}; Path=/; SameSite=${sameSite}${secure}`
}

export function writeLocaleCookie(code: LocaleCode, options: CookieOptions = {}): void {
  if (typeof document === 'undefined') return
  if (readLocaleCookie(document.cookie) === code) return
  document.cookie = serializeLocaleCookie(code, options)
}
