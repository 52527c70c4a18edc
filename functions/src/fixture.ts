/**
 * The rules of the applyCode fixture: a small, deterministic stand-in for the app backend's
 * promo-code service, so the web client can be tested against every reply the contract allows.
 * Pure: the caller loads and stores the per-account state.
 */
import type { ApplyCodeReply } from '../../src/features/apply-code/reply-contract.ts'

/** Codes that unlock Kinemo Pro, and for how many days: the promo page's campaign and a short trial. */
export const VALID_CODES: Readonly<Record<string, number>> = { KINEMOWINTER2026: 90, KINEMOPRO30: 30 }
export const VALID_CODE = 'KINEMOPRO30'
/** A past campaign's code: its redemption window closed at the end of 2024. */
export const EXPIRED_CODE = 'WELCOME2024'
export const EXPIRED_AT = '2024-12-31T23:59:59.000Z'

/** Unsuccessful attempts an account may make within the window before it is rate-limited. */
export const MAX_FAILURES = 5
export const FAILURE_WINDOW_MS = 10 * 60 * 1000

export interface AccountState {
  redeemed: string[]
  /** Times (ms since epoch) of recent unsuccessful attempts. */
  failures: number[]
}

export const emptyState: AccountState = { redeemed: [], failures: [] }

export function applyCodeRule(code: string, state: AccountState, now: number): { reply: ApplyCodeReply; state: AccountState } {
  const failures = state.failures.filter((t) => now - t < FAILURE_WINDOW_MS)
  const oldest = failures[0]
  if (failures.length >= MAX_FAILURES && oldest !== undefined) {
    const retryAfterSeconds = Math.max(1, Math.ceil((oldest + FAILURE_WINDOW_MS - now) / 1000))
    return { reply: { status: 'rate-limited', retryAfterSeconds }, state: { ...state, failures } }
  }
  const fail = (reply: ApplyCodeReply) => ({ reply, state: { ...state, failures: [...failures, now] } })
  if (code === EXPIRED_CODE) return fail({ status: 'expired', expiredAt: EXPIRED_AT })
  const days = VALID_CODES[code]
  if (days === undefined) return fail({ status: 'invalid' })
  if (state.redeemed.includes(code)) return fail({ status: 'already-used' })
  const until = new Date(now + days * 24 * 60 * 60 * 1000).toISOString()
  return { reply: { status: 'applied', product: 'pro', until }, state: { redeemed: [...state.redeemed, code], failures } }
}
