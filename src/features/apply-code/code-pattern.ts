/*
 * What a promo code is, in a module of its own (contract.ts re-exports it): the route's head, which
 * every page's shell carries, needs these lines only, not the contract's schemas.
 */

/** Codes are 4 to 32 ASCII letters and digits once spaces and dashes are removed. */
export const CODE_PATTERN = /^[A-Z0-9]{4,32}$/

/** What `normalizeCode` removes: any Unicode space or dash, the minus sign, underscores and dots. */
export const CODE_SEPARATORS = /[\s\p{Pd}\u2212_.]+/gu

/** So that a typed or pasted ` kinemo–pro 30 ` (any Unicode space or dash, full-width letters) equals `KINEMO-PRO-30`. */
export function normalizeCode(raw: string): string {
  return raw.normalize('NFKC').toUpperCase().replace(CODE_SEPARATORS, '')
}
