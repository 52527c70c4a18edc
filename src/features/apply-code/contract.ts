/**
 * The contract of the `applyCode` callable Cloud Function. The function belongs to the app's
 * backend; this module is the one description of what goes in and what comes out, shared by the
 * web client (which validates every reply) and the emulator fixture in functions/ (which
 * validates every request). Relative imports only: Node loads it directly in the fixture.
 *
 * Request: `{ code }`, the code already normalised by `normalizeCode`.
 * Reply (HTTP 200), one of:
 * - `{ status: 'applied', product: 'pro', until }`: the code unlocked Kinemo Pro on the caller's
 *   account until `until` (ISO 8601 date-time).
 * - `{ status: 'invalid' }`: no such code.
 * - `{ status: 'expired', expiredAt }`: the code existed but its redemption window closed.
 * - `{ status: 'already-used' }`: this account has already redeemed this code.
 * - `{ status: 'rate-limited', retryAfterSeconds }`: too many attempts from this account.
 * Errors: the callable fails with `unauthenticated` when no user is signed in, and with
 * `invalid-argument` when the request does not match `applyCodeRequestSchema`.
 */
import * as z from 'zod/mini'

export const APPLY_CODE_FUNCTION = 'applyCode'

/** Codes are 4 to 32 ASCII letters and digits once spaces and dashes are removed. */
export const CODE_PATTERN = /^[A-Z0-9]{4,32}$/

/**
 * The canonical form of a code as a person may type or paste it: full-width characters folded
 * (NFKC), upper case, and every space and dash (of any Unicode kind) removed, so
 * ` kinemo–pro 30 ` and `KINEMO-PRO-30` are the same code.
 */
export function normalizeCode(raw: string): string {
  return raw
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s\p{Pd}\u2212_.]+/gu, '')
}

export const codeSchema = z.pipe(z.pipe(z.string(), z.transform(normalizeCode)), z.string().check(z.regex(CODE_PATTERN, { message: 'invalid-format' })))

export const applyCodeRequestSchema = z.strictObject({ code: z.string().check(z.regex(CODE_PATTERN)) })
export type ApplyCodeRequest = z.infer<typeof applyCodeRequestSchema>

export const applyCodeReplySchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('applied'), product: z.literal('pro'), until: z.iso.datetime({ offset: true }) }),
  z.object({ status: z.literal('invalid') }),
  z.object({ status: z.literal('expired'), expiredAt: z.iso.datetime({ offset: true }) }),
  z.object({ status: z.literal('already-used') }),
  z.object({ status: z.literal('rate-limited'), retryAfterSeconds: z.int().check(z.positive()) }),
])
export type ApplyCodeReply = z.infer<typeof applyCodeReplySchema>
