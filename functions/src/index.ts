/**
 * Test fixture of the app backend's `applyCode` callable, run only by the Functions emulator
 * (`npm start`, the e2e tests). Per-account state lives in the emulated user's custom claims, so
 * it survives the emulator starting new worker processes and stays separate per test user.
 */
import { initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { HttpsError, onCall } from 'firebase-functions/v2/https'
import { z } from 'zod'
import { applyCodeRequestSchema } from '../../src/features/apply-code/contract.ts'
import { applyCodeReplySchema, type ApplyCodeReply } from '../../src/features/apply-code/reply-contract.ts'
import { applyCodeRule, emptyState, type AccountState } from './fixture.ts'

initializeApp()

const CLAIM = 'applyCodeFixture'
const stateSchema = z.object({ redeemed: z.array(z.string()), failures: z.array(z.number()) })

export const applyCode = onCall(async (request): Promise<ApplyCodeReply> => {
  const uid = request.auth?.uid
  if (!uid) throw new HttpsError('unauthenticated', 'Sign in to apply a code.')
  const parsed = applyCodeRequestSchema.safeParse(request.data)
  if (!parsed.success) throw new HttpsError('invalid-argument', 'The request does not match the applyCode contract.')

  const auth = getAuth()
  const user = await auth.getUser(uid)
  const claims = user.customClaims ?? {}
  const stored = stateSchema.safeParse(claims[CLAIM])
  const state: AccountState = stored.success ? stored.data : emptyState
  const result = applyCodeRule(parsed.data.code, state, Date.now())
  await auth.setCustomUserClaims(uid, { ...claims, [CLAIM]: result.state })
  // The fixture holds itself to the contract it serves.
  return applyCodeReplySchema.parse(result.reply)
})
