/** Talks to the Auth and Functions emulators that `node scripts/serve.ts` starts beside the site. */
import { expect, test, type Page } from '@playwright/test'
import { z } from 'zod'
import { EMULATOR_PORT_OFFSETS } from '../src/config/emulator-ports.ts'

const hostingPort = Number(process.env.E2E_PORT ?? 5400)
export const PROJECT = 'demo-kinemo'
export const AUTH = `http://127.0.0.1:${hostingPort + EMULATOR_PORT_OFFSETS.auth}`
const HUB = `http://127.0.0.1:${hostingPort + EMULATOR_PORT_OFFSETS.hub}`
const API = `${AUTH}/identitytoolkit.googleapis.com/v1`

/** Playwright's web server check only sees hosting; auth and functions start later. */
export async function waitForEmulators(): Promise<void> {
  // The auth emulator alone takes 20-35 s to start on this kind of machine, more under load.
  test.setTimeout(240_000)
  await expect
    .poll(
      async () => {
        try {
          const running = z.record(z.string(), z.unknown()).parse(await (await fetch(`${HUB}/emulators`)).json())
          return ['auth', 'functions', 'hosting'].every((name) => name in running)
        } catch {
          return false
        }
      },
      { timeout: 200_000, intervals: [1000] },
    )
    .toBe(true)
}

const errorSchema = z.object({ error: z.object({ message: z.string() }) })

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

let counter = 0
export function uniqueEmail(tag: string): string {
  counter += 1
  return `${tag}-${Date.now()}-${counter}@example.com`
}

const sessionSchema = z.object({ localId: z.string(), idToken: z.string(), email: z.string() })
export type Session = z.infer<typeof sessionSchema>

export const createUser = (email: string, password: string) => call('accounts:signUp', { email, password, returnSecureToken: true }, sessionSchema)

export async function signInWithPassword(email: string, password: string): Promise<boolean> {
  try {
    await call('accounts:signInWithPassword', { email, password, returnSecureToken: true }, sessionSchema)
    return true
  } catch {
    return false
  }
}

export const sendOob = (body: { requestType: string; email?: string; idToken?: string; newEmail?: string; continueUrl?: string }) =>
  call('accounts:sendOobCode', body, z.object({ kind: z.string() }))

export const changeEmail = (idToken: string, email: string) => call('accounts:update', { idToken, email, returnSecureToken: true }, z.object({ email: z.string() }))

const usersSchema = z.object({ users: z.array(z.object({ email: z.string(), emailVerified: z.boolean() })).min(1) })

export async function lookup(idToken: string): Promise<{ email: string; emailVerified: boolean }> {
  const { users } = await call('accounts:lookup', { idToken }, usersSchema)
  const [user] = users
  if (!user) throw new Error('no such user')
  return user
}

const oobCodeSchema = z.object({ email: z.string(), oobCode: z.string(), oobLink: z.string(), requestType: z.string() })
export type OobCode = z.infer<typeof oobCodeSchema>

/** The newest code of a kind sent to an address, from the emulator's outbox. */
export async function latestOobCode(email: string, requestType: string): Promise<OobCode> {
  const response = await fetch(`${AUTH}/emulator/v1/projects/${PROJECT}/oobCodes`)
  const { oobCodes } = z.object({ oobCodes: z.array(oobCodeSchema) }).parse(await response.json())
  const found = oobCodes.filter((c) => c.email === email && c.requestType === requestType).at(-1)
  if (!found) throw new Error(`No ${requestType} code for ${email}`)
  return found
}

/** The /auth_action URL for an emulator action link, as Firebase would build it for this site. */
export function actionPath(code: OobCode, extra: Record<string, string> = {}, prefix = ''): string {
  const link = new URL(code.oobLink)
  const params = new URLSearchParams(link.search)
  for (const [key, value] of Object.entries(extra)) params.set(key, value)
  return `${prefix}/auth_action?${params.toString()}`
}

/** Signs the page in through the emulator-only hook, with a fake Google token the emulator accepts. */
export async function signInOnPage(page: Page, claims: { sub: string; email: string; name: string }): Promise<void> {
  // As a visitor does: pointing at a sign-in button downloads Firebase (and, against the
  // emulators, installs the test hooks), then the fake provider stands in for the popup.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.getByRole('button', { name: /Google/ }).hover()
  await page.waitForFunction(() => window.__kinemoEmulator !== undefined)
  await page.evaluate((c) => window.__kinemoEmulator?.signInWithFakeProvider('google.com', c), claims)
}
