import source from './banner-code.inline.js?inline-script'
import { scriptJson } from '@/lib/script-json'
import { CODE_PATTERN, CODE_SEPARATORS } from '@/lib/promo-code'
import { CODE_PARAM_MAX } from './apply-code-search'

export interface BannerCodeConfig {
  pattern: string
  separators: string
  max: number
}

/** Fills in `__CONFIG__` (the page's own rules unless given), escaped for an inline `<script>`. */
export function bannerCodeSource(
  config: BannerCodeConfig = { pattern: CODE_PATTERN.source, separators: CODE_SEPARATORS.source, max: CODE_PARAM_MAX },
): string {
  if (source.split('__CONFIG__').length !== 2) throw new Error('banner-code.inline.js must name __CONFIG__ exactly once')
  return source.replace('__CONFIG__', () => scriptJson(config))
}

/**
 * The inline `<head>` script of /applycode, which puts the code into the prerendered banner meta
 * before Safari reads it. Pure, so the client bundle, which never renders it, drops it.
 */
export const bannerCodeScript = /* @__PURE__ */ bannerCodeSource()
