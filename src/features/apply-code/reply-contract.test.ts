import { describe, expect, it } from 'vitest'
import { applyCodeReplySchema } from './reply-contract'

describe('applyCode reply contract', () => {
  it('describes every reply', () => {
    for (const reply of [
      { status: 'applied', product: 'pro', until: '2026-12-31T00:00:00.000Z' },
      { status: 'invalid' },
      { status: 'expired', expiredAt: '2024-12-31T23:59:59Z' },
      { status: 'already-used' },
      { status: 'rate-limited', retryAfterSeconds: 60 },
    ]) {
      expect(applyCodeReplySchema.safeParse(reply).success).toBe(true)
    }
    expect(applyCodeReplySchema.safeParse({ status: 'applied', product: 'pro', until: 'tomorrow' }).success).toBe(false)
  })
})
