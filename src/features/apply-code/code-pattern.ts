/*
 * The promo code's rules for the form and the callable's contract (contract.ts re-exports them), so
 * the contract's schemas stay out of what only needs these. Relative imports only: Node loads it in functions/.
 */
import { CODE_PATTERN, CODE_SEPARATORS } from '../../lib/promo-code.ts'

export { CODE_PATTERN, CODE_SEPARATORS }

/** So that a typed or pasted ` kinemo–pro 30 ` (any Unicode space or dash, full-width letters) equals `KINEMO-PRO-30`. */
export function normalizeCode(raw: string): string {
  return raw.normalize('NFKC').toUpperCase().replace(CODE_SEPARATORS, '')
}
