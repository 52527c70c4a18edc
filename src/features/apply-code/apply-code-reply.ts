import type { ApplyCodeOutcome } from './apply-code-outcome'
import { applyCodeReplySchema } from './reply-contract'

/** Anything off-contract is `unexpected`. */
export function outcomeFromReply(data: unknown, now: Date = new Date()): ApplyCodeOutcome {
  const parsed = applyCodeReplySchema.safeParse(data)
  if (!parsed.success) return { kind: 'unexpected' }
  const reply = parsed.data
  switch (reply.status) {
    case 'applied':
      return { kind: 'applied', until: new Date(reply.until) }
    case 'invalid':
      return { kind: 'invalid' }
    case 'expired':
      return { kind: 'expired', expiredAt: new Date(reply.expiredAt) }
    case 'already-used':
      return { kind: 'already-used' }
    case 'rate-limited':
      return { kind: 'rate-limited', retryAt: new Date(now.getTime() + reply.retryAfterSeconds * 1000) }
  }
}
