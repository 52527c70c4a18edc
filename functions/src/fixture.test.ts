import { describe, expect, it } from 'vitest'
import { applyCodeReplySchema } from '../../src/features/apply-code/reply-contract.ts'
import { EXPIRED_CODE, MAX_FAILURES, VALID_CODE, applyCodeRule, emptyState } from './fixture.ts'

const now = Date.parse('2026-05-01T12:00:00Z')

describe('applyCode fixture', () => {
  it('unlocks Pro for 30 days once per account', () => {
    const first = applyCodeRule(VALID_CODE, emptyState, now)
    expect(first.reply).toEqual({ status: 'applied', product: 'pro', until: '2026-05-31T12:00:00.000Z' })
    expect(applyCodeRule(VALID_CODE, first.state, now + 1000).reply).toEqual({ status: 'already-used' })
  })

  it('unlocks 90 days for the promo page campaign', () => {
    expect(applyCodeRule('KINEMOWINTER2026', emptyState, now).reply).toEqual({
      status: 'applied',
      product: 'pro',
      until: '2026-07-30T12:00:00.000Z',
    })
  })

  it('answers expired and invalid codes', () => {
    expect(applyCodeRule(EXPIRED_CODE, emptyState, now).reply).toEqual({ status: 'expired', expiredAt: '2024-12-31T23:59:59.000Z' })
    expect(applyCodeRule('NOPE1234', emptyState, now).reply).toEqual({ status: 'invalid' })
  })

  it('rate-limits after repeated failures and forgets them after the window', () => {
    let state = emptyState
    for (let i = 0; i < MAX_FAILURES; i++) state = applyCodeRule(`NOPE${i}000`, state, now + i).state
    const limited = applyCodeRule(VALID_CODE, state, now + 60_000)
    expect(limited.reply).toEqual({ status: 'rate-limited', retryAfterSeconds: 540 })
    expect(applyCodeRule(VALID_CODE, state, now + 11 * 60_000).reply.status).toBe('applied')
  })

  it('only ever replies within the contract', () => {
    for (const code of [VALID_CODE, EXPIRED_CODE, 'NOPE1234']) {
      expect(applyCodeReplySchema.safeParse(applyCodeRule(code, emptyState, now).reply).success).toBe(true)
    }
  })
})
