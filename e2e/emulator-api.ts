/**
 * Calls to the Auth emulator that `node scripts/hosting/serve.ts` starts beside the site, free of any test
 * runner: the Playwright specs (through firebase-emulators.ts) and the engine journeys (engines/)
 * share them.
 */
import { z } from 'zod'
import { EMULATOR_PORT_OFFSETS } from '../src/config/emulator-ports.ts'

export const PROJECT = 'demo-kinemo'

const errorSchema = z.object({ error: z.object({ message: z.string() }) })
const sessionSchema = z.object({ localId: z.string(), idToken: z.string(), email: z.string() })
export type Session = z.infer<typeof sessionSchema>
const usersSchema = z.object({ users: z.array(z.object({ email: z.string(), emailVerified: z.boolean() })).min(1) })
const oobCodeSchema = z.object({ email: z.string(), oobCode: z.string(), oobLink: z.string(), requestType: z.string() })
export type OobCode = z.infer<typeof oobCodeSchema>

let counter = 0
export function uniqueEmail(tag: string): string {
  counter += 1
  return `${tag}-${Date.now()}-${counter}@example.com`
}

/** The /auth_action URL for an emulator action link, as Firebase would build it for this site. */
export function actionPath(code: OobCode, extra: Record<string, string> = {}, prefix = ''): string {
  const link = new URL(code.oobLink)
  const params = new URLSearchParams(link.search)
  for (const [key, value] of Object.entries(extra)) params.set(key, value)
  return `${prefix}/auth_action?${params.toString()}`
}

/** The Auth emulator of the site served on `hostingPort`. */
export function authEmulator(hostingPort: number) {
  const AUTH = `http://127.0.0.1:${hostingPort + EMULATOR_PORT_OFFSETS.auth}`
  const API = `${AUTH}/identitytoolkit.googleapis.com/v1`

  async function call<S extends z.ZodType>(path: string, body: unknown, schema: S): Promise<z.infer<S>> {
    const response = await fetch(`${API}/${path}?key=fake-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const json: unknown = await response.json()
    if (!response.ok) throw new Error(`${path}: ${errorSchema.safeParse(json).data?.error.message ?? String(response.status)}`)
    return schema.parse(json)
  }

  return {
    AUTH,
    createUser: (email: string, password: string) => call('accounts:signUp', { email, password, returnSecureToken: true }, sessionSchema),

    signInWithPassword: async (email: string, password: string): Promise<boolean> => {
      try {
        await call('accounts:signInWithPassword', { email, password, returnSecureToken: true }, sessionSchema)
        return true
      } catch {
        return false
      }
    },

    sendOob: (body: { requestType: string; email?: string; idToken?: string; newEmail?: string; continueUrl?: string }) =>
      call('accounts:sendOobCode', body, z.object({ kind: z.string() })),

    changeEmail: (idToken: string, email: string) =>
      call('accounts:update', { idToken, email, returnSecureToken: true }, z.object({ email: z.string() })),

    lookup: async (idToken: string): Promise<{ email: string; emailVerified: boolean }> => {
      const { users } = await call('accounts:lookup', { idToken }, usersSchema)
      const [user] = users
      if (!user) throw new Error('no such user')
      return user
    },

    /** The newest code of a kind sent to an address, from the emulator's outbox. */
    latestOobCode: async (email: string, requestType: string): Promise<OobCode> => {
      const response = await fetch(`${AUTH}/emulator/v1/projects/${PROJECT}/oobCodes`)
      const { oobCodes } = z.object({ oobCodes: z.array(oobCodeSchema) }).parse(await response.json())
      const found = oobCodes.filter((c) => c.email === email && c.requestType === requestType).at(-1)
      if (!found) throw new Error(`No ${requestType} code for ${email}`)
      return found
    },
  }
}
