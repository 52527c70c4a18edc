import source from './root-detect.inline.js?inline-script'
import * as env from '@/config/env'
import { scriptJson } from '@/lib/script-json'
import { LOCALE_CODES, DEFAULT_LOCALE } from './locales'
import { LOCALE_COOKIE } from './cookie'

export interface RootDetectConfig {
  supported: readonly string[]
  cookie: string
  fallback: string
  rootRedirect: string | undefined
}

/** Fills in `__CONFIG__`, escaped for an inline `<script>`. */
export function rootDetectSource(config: RootDetectConfig): string {
  if (source.split('__CONFIG__').length !== 2) throw new Error('root-detect.inline.js must name __CONFIG__ exactly once')
  return source.replace('__CONFIG__', () => scriptJson(config))
}

/**
 * The inline `<head>` script of `/`: detection (cookie, browser languages) or the configured root
 * redirect. Pure, so a client bundle that never renders it drops it.
 */
export const rootDetectScript = /* @__PURE__ */ rootDetectSource({
  supported: LOCALE_CODES,
  cookie: LOCALE_COOKIE,
  fallback: DEFAULT_LOCALE,
  rootRedirect: env.VITE_ROOT_REDIRECT,
})
