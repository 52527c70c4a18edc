/*
 * What a promo code is. In src/lib, as the apply-code feature and every page's head (Safari's app
 * banner, page-head.ts, and /applycode's inline script, banner-code.ts) check it.
 */

/** Promo codes are 4 to 32 ASCII letters and digits once spaces and dashes are removed. */
export const CODE_PATTERN = /^[A-Z0-9]{4,32}$/

/** What `normalizeCode` removes: any Unicode space or dash, the minus sign, underscores and dots. */
export const CODE_SEPARATORS = /[\s\p{Pd}\u2212_.]+/gu

/** So that a typed or pasted ` kinemo–pro 30 ` (any Unicode space or dash, full-width letters) equals `KINEMO-PRO-30`. */
export function normalizeCode(raw: string): string {
  return raw.normalize('NFKC').toUpperCase().replace(CODE_SEPARATORS, '')
}

/** A text as the form would send it when it is a promo code once normalized; otherwise undefined. */
export function promoCodeOf(raw: string | undefined): string | undefined {
  const code = raw === undefined ? undefined : normalizeCode(raw)
  return code !== undefined && CODE_PATTERN.test(code) ? code : undefined
}
