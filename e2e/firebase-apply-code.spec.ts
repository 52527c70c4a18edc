import { expect, test, type Page } from '@playwright/test'
import { signInOnPage, waitForEmulators } from './firebase-emulators.ts'

test.beforeAll(waitForEmulators)

const field = (page: Page) => page.getByRole('textbox', { name: 'Promo code' })
const apply = (page: Page) => page.getByRole('button', { name: 'Apply code' })

async function submit(page: Page, code: string) {
  await field(page).fill(code)
  await apply(page).click()
}

function person(tag: string) {
  const sub = `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
  return { sub, email: `${sub}@example.com`, name: 'Alex Rivera' }
}

test('signed out: providers are offered, ?code= pre-fills the field and applying asks to sign in', async ({ page }) => {
  await page.goto('/applycode?code=KINEMO-PRO-30')
  for (const name of ['Continue with Google', 'Continue with Apple', 'Continue with Facebook']) {
    await expect(page.getByRole('button', { name })).toBeVisible()
  }
  await expect(field(page)).toHaveValue('KINEMO-PRO-30')
  await apply(page).click()
  await expect(page.getByText('Sign in first, so we know which account to unlock.')).toBeVisible()
  await expect(field(page)).toHaveValue('KINEMO-PRO-30')
})

test('signed in: a valid code unlocks Pro, then every error reply keeps the field', async ({ page }) => {
  const who = person('apply')
  await page.goto('/applycode')
  await signInOnPage(page, who)
  await expect(page.getByText('Signed in as Alex Rivera')).toBeVisible()
  await expect(page.getByText(who.email)).toBeVisible()

  await submit(page, ' kinemo–pro 30 ')
  // The first call may start a fresh Functions worker, which takes a while on a busy machine.
  await expect(page.getByText('Code applied!')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText(/Kinemo Pro is unlocked on your account until \w+ \d{1,2}, \d{4}\./)).toBeVisible()

  await apply(page).click()
  await expect(page.getByText('Your account has already used this code.')).toBeVisible()
  await expect(field(page)).toHaveValue(' kinemo–pro 30 ')

  await submit(page, 'welcome-2024')
  await expect(page.getByText('This code expired on December 31, 2024.')).toBeVisible()
  await expect(field(page)).toHaveValue('welcome-2024')

  await submit(page, 'NOPE-1234')
  await expect(page.getByText('We do not recognise this code.')).toBeVisible()
  await expect(field(page)).toHaveValue('NOPE-1234')

  await submit(page, 'x!')
  await expect(page.getByText('Enter a code of 4 to 32 letters and digits.')).toBeVisible()
  await expect(field(page)).toHaveAttribute('aria-invalid', 'true')
  await expect(field(page)).toHaveValue('x!')

  // Three unsuccessful calls so far (the malformed code never left the page); two more reach the fixture's limit of five.
  await submit(page, 'NOPE-5678')
  await expect(page.getByText('We do not recognise this code.')).toBeVisible()
  await submit(page, 'NOPE-9999')
  await expect(page.getByText('We do not recognise this code.')).toBeVisible()
  await submit(page, 'NOPE-0000')
  await expect(page.getByText(/Too many attempts\. Please try again after /)).toBeVisible()
  await expect(field(page)).toHaveValue('NOPE-0000')
})

test('from the promo page: the code arrives filled in and redeems after sign-in', async ({ page }) => {
  await page.goto('/promo')
  await page.getByRole('main').getByRole('link', { name: 'Redeem code' }).click()
  await expect(page).toHaveURL(/\/applycode\?code=KINEMO-WINTER-2026$/)
  await expect(field(page)).toHaveValue('KINEMO-WINTER-2026')
  await signInOnPage(page, person('promo'))
  await apply(page).click()
  await expect(page.getByText('Code applied!')).toBeVisible({ timeout: 30_000 })
})

test('offline: the reply says so and the code stays', async ({ page, context }) => {
  await page.goto('/applycode?code=KINEMO-PRO-30')
  await signInOnPage(page, person('offline'))
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  await context.setOffline(true)
  await apply(page).click()
  await expect(page.getByText('You are offline. Your code is still here')).toBeVisible()
  await expect(field(page)).toHaveValue('KINEMO-PRO-30')
  await context.setOffline(false)
  await apply(page).click()
  await expect(page.getByText('Code applied!')).toBeVisible({ timeout: 30_000 })
})

test('coming back signed in: the account is restored without reaching for sign-in again', async ({ page }) => {
  await page.goto('/applycode')
  await signInOnPage(page, person('returning'))
  await expect(page.getByText('Signed in as Alex Rivera')).toBeVisible()
  await page.reload()
  await expect(page.getByText('Signed in as Alex Rivera')).toBeVisible()
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
  await expect(page.getByText('Signed in as')).toHaveCount(0)
})

test('signing out returns to the providers, and the code is kept', async ({ page }) => {
  await page.goto('/applycode')
  await signInOnPage(page, person('signout'))
  await field(page).fill('KINEMO-PRO-30')
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
  await apply(page).click()
  await expect(page.getByText('Sign in first, so we know which account to unlock.')).toBeVisible()
  await expect(field(page)).toHaveValue('KINEMO-PRO-30')
})

test('a session that expired on the server is handled as signed out', async ({ page }) => {
  await page.goto('/applycode')
  await signInOnPage(page, person('expired-session'))
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  // The backend rejects the call as unauthenticated (for instance a revoked session).
  await page.route('**/applyCode', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ error: { status: 'UNAUTHENTICATED', message: 'Unauthenticated' } }),
    }),
  )
  await submit(page, 'KINEMO-PRO-30')
  await expect(page.getByText('Sign in first, so we know which account to unlock.')).toBeVisible()
})

test('the page speaks the visitor language (German)', async ({ page }) => {
  await page.goto('/de/applycode?code=KINEMO-PRO-30')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('button', { name: 'Weiter mit Google' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Aktionscode' })).toHaveValue('KINEMO-PRO-30')
})
