import { describe, expect, it } from 'vitest'
import { outcomeFromReply } from './apply-code-reply'

const now = new Date('2026-05-01T12:00:00Z')

describe('outcomeFromReply', () => {
  it('maps each reply of the contract', () => {
    expect(outcomeFromReply({ status: 'applied', product: 'pro', until: '2026-05-31T12:00:00Z' }, now)).toEqual({
      kind: 'applied',
      until: new Date('2026-05-31T12:00:00Z'),
    })
    expect(outcomeFromReply({ status: 'invalid' }, now)).toEqual({ kind: 'invalid' })
    expect(outcomeFromReply({ status: 'expired', expiredAt: '2024-12-31T23:59:59Z' }, now)).toEqual({
      kind: 'expired',
      expiredAt: new Date('2024-12-31T23:59:59Z'),
    })
    expect(outcomeFromReply({ status: 'already-used' }, now)).toEqual({ kind: 'already-used' })
    expect(outcomeFromReply({ status: 'rate-limited', retryAfterSeconds: 90 }, now)).toEqual({
      kind: 'rate-limited',
      retryAt: new Date('2026-05-01T12:01:30Z'),
    })
  })

  it('treats anything off-contract as unexpected', () => {
    expect(outcomeFromReply({ status: 'applied' }, now)).toEqual({ kind: 'unexpected' })
    expect(outcomeFromReply('ok', now)).toEqual({ kind: 'unexpected' })
    expect(outcomeFromReply(null, now)).toEqual({ kind: 'unexpected' })
  })
})
