/** Talks to the Auth and Functions emulators that `node scripts/hosting/serve.ts` starts beside the site. */
import { expect, test, type Page } from '@playwright/test'
import { z } from 'zod'
import { EMULATOR_PORT_OFFSETS } from '../src/config/emulator-ports.ts'
import { authEmulator } from './emulator-api.ts'

export { PROJECT, actionPath, uniqueEmail, type OobCode, type Session } from './emulator-api.ts'

const hostingPort = Number(process.env.E2E_PORT ?? 5400)
const HUB = `http://127.0.0.1:${hostingPort + EMULATOR_PORT_OFFSETS.hub}`
export const { AUTH, createUser, signInWithPassword, sendOob, changeEmail, lookup, latestOobCode } = authEmulator(hostingPort)

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

/** Signs the page in through the emulator-only hook, with a fake Google token the emulator accepts. */
export async function signInOnPage(page: Page, claims: { sub: string; email: string; name: string }): Promise<void> {
  // As a visitor does: pointing at a sign-in button downloads Firebase (and, against the
  // emulators, installs the test hooks), then the fake provider stands in for the popup.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.getByRole('button', { name: /Google/ }).hover()
  await page.waitForFunction(() => window.__kinemoEmulator !== undefined)
  await page.evaluate((c) => window.__kinemoEmulator?.signInWithFakeProvider('google.com', c), claims)
}
