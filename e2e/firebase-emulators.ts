/** Talks to the Auth and Functions emulators that `node scripts/serve.ts` starts beside the site. */
import { expect, type Page } from '@playwright/test'
import { EMULATOR_PORT_OFFSETS } from '../src/config/emulator-ports.ts'

const hostingPort = Number(process.env.E2E_PORT ?? 5400)
export const PROJECT = 'demo-kinemo'
export const AUTH = `http://127.0.0.1:${hostingPort + EMULATOR_PORT_OFFSETS.auth}`
const HUB = `http://127.0.0.1:${hostingPort + EMULATOR_PORT_OFFSETS.hub}`
const API = `${AUTH}/identitytoolkit.googleapis.com/v1`

/** Playwright's web server check only sees hosting; auth and functions start later. */
export async function waitForEmulators(): Promise<void> {
  await expect
    .poll(
      async () => {
        try {
          const running = (await (await fetch(`${HUB}/emulators`)).json()) as Record<string, unknown>
          return ['auth', 'functions', 'hosting'].every((name) => name in running)
        } catch {
          return false
        }
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .toBe(true)
}

async function call<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${API}/${path}?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  const json = (await response.json()) as T & { error?: { message: string } }
  if (!response.ok) throw new Error(`${path}: ${json.error?.message ?? response.status}`)
  return json
}

let counter = 0
export function uniqueEmail(tag: string): string {
  counter += 1
  return `${tag}-${Date.now()}-${counter}@example.com`
}

export interface Session {
  localId: string
  idToken: string
  email: string
}

export const createUser = (email: string, password: string) => call<Session>('accounts:signUp', { email, password, returnSecureToken: true })

export async function signInWithPassword(email: string, password: string): Promise<boolean> {
  try {
    await call('accounts:signInWithPassword', { email, password, returnSecureToken: true })
    return true
  } catch {
    return false
  }
}

export const sendOob = (body: { requestType: string; email?: string; idToken?: string; newEmail?: string; continueUrl?: string }) => call('accounts:sendOobCode', body)

export const changeEmail = (idToken: string, email: string) => call('accounts:update', { idToken, email, returnSecureToken: true })

export async function lookup(idToken: string): Promise<{ email: string; emailVerified: boolean }> {
  const { users } = await call<{ users: { email: string; emailVerified: boolean }[] }>('accounts:lookup', { idToken })
  const user = users[0]
  if (!user) throw new Error('no such user')
  return user
}

export interface OobCode {
  email: string
  oobCode: string
  oobLink: string
  requestType: string
}

/** The newest code of a kind sent to an address, from the emulator's outbox. */
export async function latestOobCode(email: string, requestType: string): Promise<OobCode> {
  const response = await fetch(`${AUTH}/emulator/v1/projects/${PROJECT}/oobCodes`)
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] }
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
  await page.waitForFunction(() => window.__kinemoEmulator !== undefined)
  await page.evaluate((c) => window.__kinemoEmulator?.signInWithFakeProvider('google.com', c), claims)
}
