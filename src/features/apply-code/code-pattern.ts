/*
 * The promo code's rules for the form and the callable's contract (contract.ts re-exports them), so
 * the contract's schemas stay out of what only needs these. Relative imports only: Node loads it in functions/.
 */
export { CODE_PATTERN, CODE_SEPARATORS, normalizeCode } from '../../lib/promo-code.ts'
