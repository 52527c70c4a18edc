import source from './root-detect.inline.js?raw'
import { env } from '@/config/env'
import { LOCALE_CODES, DEFAULT_LOCALE } from './locales'
import { LOCALE_COOKIE } from './cookie'

export interface RootDetectConfig {
  supported: readonly string[]
  cookie: string
  fallback: string
  rootRedirect: string | undefined
}

export function rootDetectSource(config: RootDetectConfig): string {
  return source.replace('})(__CONFIG__)', `})(${JSON.stringify(config)})`)
}

/** The inline `<head>` script of `/`: detection (cookie, browser languages) or the configured root redirect. */
export const rootDetectScript = rootDetectSource({
  supported: LOCALE_CODES,
  cookie: LOCALE_COOKIE,
  fallback: DEFAULT_LOCALE,
  rootRedirect: env.VITE_ROOT_REDIRECT,
})
