// @on-demand-schemas: no first load parses these; the build gives them a zod of their own (scripts/build/vite/lazy-zod.ts).
/**
 * Reply side of the `applyCode` callable's contract (requests: `contract.ts`). Reply (HTTP 200), one of:
 * - `{ status: 'applied', product: 'pro', until }`: the code unlocked Kinemo Pro on the caller's
 *   account until `until` (ISO 8601 date-time).
 * - `{ status: 'invalid' }`: no such code.
 * - `{ status: 'expired', expiredAt }`: the code existed but its redemption window closed.
 * - `{ status: 'already-used' }`: this account has already redeemed this code.
 * - `{ status: 'rate-limited', retryAfterSeconds }`: too many attempts from this account.
 * The fixture in functions/ holds itself to the same schema (relative imports only: Node loads it there).
 */
import * as z from 'zod/mini'

export const applyCodeReplySchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('applied'), product: z.literal('pro'), until: z.iso.datetime({ offset: true }) }),
  z.object({ status: z.literal('invalid') }),
  z.object({ status: z.literal('expired'), expiredAt: z.iso.datetime({ offset: true }) }),
  z.object({ status: z.literal('already-used') }),
  z.object({ status: z.literal('rate-limited'), retryAfterSeconds: z.int().check(z.positive()) }),
])
export type ApplyCodeReply = z.infer<typeof applyCodeReplySchema>
