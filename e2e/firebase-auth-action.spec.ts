import { expect, test } from '@playwright/test'
import { actionPath, changeEmail, createUser, latestOobCode, lookup, sendOob, signInWithPassword, uniqueEmail, waitForEmulators } from './firebase-emulators.ts'

test.beforeAll(waitForEmulators)

test('reset password: inline policy errors keep the input, then the new password signs in', async ({ page, baseURL }) => {
  const email = uniqueEmail('reset')
  await createUser(email, 'old-secret-1')
  await sendOob({ requestType: 'PASSWORD_RESET', email })
  const code = await latestOobCode(email, 'PASSWORD_RESET')
  await page.goto(actionPath(code, { continueUrl: `${baseURL}/promo` }))

  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  const password = page.getByLabel('New password', { exact: true })
  const confirm = page.getByLabel('Confirm new password')

  await password.fill('abc')
  await confirm.fill('abc')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByText('Use at least 6 characters.')).toBeVisible()
  await expect(password).toHaveValue('abc')
  await expect(password).toHaveAttribute('aria-invalid', 'true')

  await password.fill('new-secret-2')
  await confirm.fill('new-secret-3')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByText('The two passwords do not match.')).toBeVisible()
  await expect(confirm).toHaveValue('new-secret-3')

  await page.getByRole('button', { name: 'Show passwords' }).click()
  await expect(password).toHaveAttribute('type', 'text')
  await confirm.fill('new-secret-2')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByText('Your password has been changed.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', `${baseURL}/promo`)

  expect(await signInWithPassword(email, 'new-secret-2')).toBe(true)
  expect(await signInWithPassword(email, 'old-secret-1')).toBe(false)
})

test('verify email marks the address verified; the same link a second time is rejected', async ({ page }) => {
  const email = uniqueEmail('verify')
  const { idToken } = await createUser(email, 'secret-123')
  await sendOob({ requestType: 'VERIFY_EMAIL', idToken })
  const code = await latestOobCode(email, 'VERIFY_EMAIL')

  await page.goto(actionPath(code))
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your email address' })).toBeVisible()
  await expect(page.getByText(`Your email address ${email} is verified.`)).toBeVisible()
  expect((await lookup(idToken)).emailVerified).toBe(true)

  await page.goto(actionPath(code))
  await expect(page.getByRole('alert')).toContainText('This link is invalid or has already been used.')
})

test('recover email restores the old address and offers a password reset', async ({ page }) => {
  const original = uniqueEmail('recover')
  const { idToken } = await createUser(original, 'secret-123')
  await changeEmail(idToken, uniqueEmail('hijacked'))
  const code = await latestOobCode(original, 'RECOVER_EMAIL')

  await page.goto(actionPath(code))
  await expect(page.getByRole('heading', { level: 1, name: 'Restore your email address' })).toBeVisible()
  await expect(page.getByText(`Your sign-in email address is back to ${original}.`)).toBeVisible()
  expect(await signInWithPassword(original, 'secret-123')).toBe(true)

  await page.getByRole('button', { name: 'Reset my password' }).click()
  await expect(page.getByText(`We sent a link to reset your password to ${original}.`)).toBeVisible()
  await expect(latestOobCode(original, 'PASSWORD_RESET')).resolves.toMatchObject({ email: original })
})

test('verify and change email switches the sign-in address to the new one', async ({ page }) => {
  const email = uniqueEmail('change-from')
  const newEmail = uniqueEmail('change-to')
  const { idToken } = await createUser(email, 'secret-123')
  await sendOob({ requestType: 'VERIFY_AND_CHANGE_EMAIL', idToken, newEmail })
  const code = await latestOobCode(email, 'VERIFY_AND_CHANGE_EMAIL')

  // Firebase's lang names the app's language; the page follows it.
  await page.goto(actionPath(code, { lang: 'ja' }))
  await expect(page).toHaveURL(/\/ja\/auth_action\?/)
  await expect(page.getByRole('heading', { level: 1, name: '新しいメールアドレスの確認' })).toBeVisible()
  await expect(page.getByText(`ログイン用メールアドレスが ${newEmail} に変更されました。`)).toBeVisible()
  expect(await signInWithPassword(newEmail, 'secret-123')).toBe(true)
})

test('email link sign-in asks for the address on another device and keeps what was typed', async ({ page }) => {
  const email = uniqueEmail('link')
  await sendOob({ requestType: 'EMAIL_SIGNIN', email })
  const code = await latestOobCode(email, 'EMAIL_SIGNIN')

  await page.goto(actionPath(code))
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with your email link' })).toBeVisible()
  const field = page.getByLabel('Email address')
  await field.fill('someone-else@example.com')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toContainText('does not match this sign-in link')
  await expect(field).toHaveValue('someone-else@example.com')

  await field.fill(email)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible()
})

test('email link sign-in completes at once in the browser that asked for it', async ({ page }) => {
  const email = uniqueEmail('same-device')
  await sendOob({ requestType: 'EMAIL_SIGNIN', email })
  const code = await latestOobCode(email, 'EMAIL_SIGNIN')
  await page.addInitScript((address) => window.localStorage.setItem('emailForSignIn', address), email)
  await page.goto(actionPath(code))
  await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible()
  await expect(page.getByLabel('Email address')).toHaveCount(0)
})

test('an expired code shows its own message', async ({ page }) => {
  const email = uniqueEmail('expired')
  await createUser(email, 'secret-123')
  await sendOob({ requestType: 'PASSWORD_RESET', email })
  const code = await latestOobCode(email, 'PASSWORD_RESET')
  // The emulator never expires codes; answer as the real service does for an old one.
  await page.route('**/identitytoolkit.googleapis.com/v1/accounts:resetPassword**', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: { code: 400, message: 'EXPIRED_OOB_CODE' } }) }),
  )
  await page.goto(actionPath(code))
  await expect(page.getByRole('alert')).toContainText('This link has expired.')
})

test('a foreign continueUrl is dropped, not followed', async ({ page, baseURL }) => {
  const email = uniqueEmail('foreign')
  const { idToken } = await createUser(email, 'secret-123')
  await sendOob({ requestType: 'VERIFY_EMAIL', idToken })
  const code = await latestOobCode(email, 'VERIFY_EMAIL')
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))

  await page.goto(actionPath(code, { continueUrl: 'https://evil.example/phish' }))
  await expect(page.getByText(`Your email address ${email} is verified.`)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Continue' })).toHaveCount(0)
  expect(page.url().startsWith(`${baseURL}/auth_action`)).toBe(true)
  expect(requests.filter((url) => new URL(url).hostname === 'evil.example')).toEqual([])
})

test('links without a code or with an unknown mode explain themselves', async ({ page }) => {
  await page.goto('/auth_action')
  await expect(page.getByRole('alert')).toContainText('This link is incomplete.')
  await page.goto('/auth_action?mode=deleteEverything&oobCode=abc123')
  await expect(page.getByRole('alert')).toContainText('This page cannot handle this kind of link.')
})

test('Firebase language codes pick the page language and keep the link', async ({ page }) => {
  await page.goto('/auth_action?mode=verifyEmail&lang=pt-BR')
  await expect(page).toHaveURL(/\/pt\/auth_action\?mode=verifyEmail&lang=pt-BR$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt')
  await page.goto('/auth_action?lang=in')
  await expect(page).toHaveURL(/\/id\/auth_action\?lang=in$/)
  await page.goto('/ar/auth_action?lang=zh-TW')
  await expect(page).toHaveURL(/\/zh-TW\/auth_action\?lang=zh-TW$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW')
})

test('the page is served with Referrer-Policy: no-referrer', async ({ request }) => {
  for (const path of ['/auth_action', '/de/auth_action']) {
    const response = await request.get(path)
    expect(response.headers()['referrer-policy'], path).toBe('no-referrer')
  }
})
