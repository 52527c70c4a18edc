import { defineConfig, devices } from '@playwright/test'
import { CHROME_QUIET_FLAGS, TEST_CHROME_PATH } from './e2e/lib/chrome.ts'

const port = Number(process.env.E2E_PORT ?? 5400)

const RETURNING_VISITOR_COOKIE = {
  name: 'i18n_redirected',
  value: 'en',
  path: '/',
  expires: -1,
  httpOnly: false,
  secure: false,
  sameSite: 'Lax' as const,
}
export const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: './e2e',
  // e2e/lib holds the specs' helpers with their Vitest unit tests (`*.test.ts`), which are not Playwright's.
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: true,
  // No retries: a test that fails once in twenty runs is a bug to fix (docs/testing.md).
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: [['list']],
  // Generous: CI shares two cores between the emulators, Chromium and the specs.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    // A returning visitor who chose English: a first visit's language offer (e2e/language-offer.spec.ts)
    // stays out of the tests whose subject it is not. Specs about first visits start without it.
    storageState: { cookies: [{ ...RETURNING_VISITOR_COOKIE, domain: '127.0.0.1' }], origins: [] },
    // Recording traces made every test about a third slower; to look into a failure, run its spec again with `--trace on`.
    trace: 'off',
    // Debian's headless shell (or TEST_CHROME_PATH); Playwright's own browser download is not needed.
    launchOptions: { executablePath: TEST_CHROME_PATH, args: [...CHROME_QUIET_FLAGS] },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/hosting/serve.ts',
    url: `${baseURL}/`,
    // Hosting answers first; specs that need auth or functions wait for them (e2e/firebase-emulators.ts).
    env: { PORT: String(port), EMULATORS: 'hosting,auth,functions' },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
