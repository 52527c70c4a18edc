import { expect, test, type Page } from '@playwright/test'
import { followRequests } from './lib/settle.ts'
import {
  actionPath,
  changeEmail,
  createUser,
  latestOobCode,
  lookup,
  sendOob,
  signInWithPassword,
  uniqueEmail,
  waitForEmulators,
} from './firebase-emulators.ts'

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

test('reset password: a password pasted into both fields is taken, and the account is named for password managers (WCAG 3.3.8)', async ({
  page,
  context,
  baseURL,
}) => {
  const email = uniqueEmail('reset-paste')
  await createUser(email, 'old-secret-1')
  await sendOob({ requestType: 'PASSWORD_RESET', email })
  const code = await latestOobCode(email, 'PASSWORD_RESET')
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  await page.goto(actionPath(code))

  const password = page.getByLabel('New password', { exact: true })
  const confirm = page.getByLabel('Confirm new password')
  await expect(password).toHaveAttribute('autocomplete', 'new-password')
  await expect(confirm).toHaveAttribute('autocomplete', 'new-password')
  await expect(page.locator('form input[autocomplete="username"]')).toHaveValue(email)

  // A real paste, from the clipboard a password manager or another app filled.
  await page.evaluate((text) => navigator.clipboard.writeText(text), 'pasted-Secret-42')
  await password.click()
  await page.keyboard.press('ControlOrMeta+V')
  await confirm.click()
  await page.keyboard.press('ControlOrMeta+V')
  await expect(password).toHaveValue('pasted-Secret-42')
  await expect(confirm).toHaveValue('pasted-Secret-42')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByText('Your password has been changed.')).toBeVisible()
  expect(await signInWithPassword(email, 'pasted-Secret-42')).toBe(true)
})

test("reset password: the form's own code failing to download says so, and a retry brings the form", async ({ page }) => {
  const email = uniqueEmail('reset-offline')
  await createUser(email, 'old-secret-1')
  await sendOob({ requestType: 'PASSWORD_RESET', email })
  const code = await latestOobCode(email, 'PASSWORD_RESET')
  // Each kind of link has its view in a chunk of its own, fetched once the page knows the kind.
  const view = /\/assets\/reset-password-[\w-]+\.js$/
  await page.route(view, (route) => route.abort('internetdisconnected'))
  await page.goto(actionPath(code))

  await expect(page.getByRole('alert')).toHaveText(/We could not reach the server\. Check your internet connection and try again\./)
  await page.unroute(view)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByText(email)).toBeVisible()
  await expect(page.getByLabel('New password', { exact: true })).toBeEditable()
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

/** Everything a page could leak a code through: its address, its history, its storage. */
async function traces(page: Page) {
  return page.evaluate(() => ({
    url: window.location.href,
    history: window.history.length,
    storage: JSON.stringify({ session: Object.entries(window.sessionStorage), local: Object.entries(window.localStorage) }),
  }))
}

test('recover email: opening the link changes nothing and leaves no code behind; the click restores the address, in another language too', async ({
  page,
  baseURL,
}) => {
  const original = uniqueEmail('recover')
  const hijacked = uniqueEmail('hijacked')
  const { idToken } = await createUser(original, 'secret-123')
  await changeEmail(idToken, hijacked)
  const code = await latestOobCode(original, 'RECOVER_EMAIL')
  const secrets = [code.oobCode, new URL(code.oobLink).searchParams.get('apiKey') ?? 'no-api-key']
  const link = actionPath(code)
  const leaks: string[] = []
  page.on('request', (request) => {
    // The link itself brings the code, and the Auth API is where it goes; nothing else may see
    // it, by address or Referer.
    if (request.isNavigationRequest() && request.url() === `${baseURL}${link}`) return
    if (new URL(request.url()).pathname.startsWith('/identitytoolkit.googleapis.com/')) return
    const carried = [request.url(), request.headers()['referer'] ?? ''].join(' ')
    if (secrets.some((secret) => carried.includes(secret))) leaks.push(request.url())
  })

  const requests = followRequests(page)
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: 'Restore your email address' })).toBeVisible()
  // The emulator's answer names only the address to restore (the real service also names the
  // current one: the component tests cover that wording).
  await expect(page.getByText(`Confirm to make ${original} your sign-in email address.`)).toBeVisible()
  await expect(page.getByText('Nothing changes until you confirm.')).toBeVisible()
  // A mail scanner that runs the page gets this far: once all it sent is answered, the account is as it was.
  await requests.settled()
  expect(await signInWithPassword(hijacked, 'secret-123')).toBe(true)
  expect(await signInWithPassword(original, 'secret-123')).toBe(false)

  // The code and the key left the address bar, replacing the entry rather than adding one.
  const opened = await traces(page)
  expect(opened.url).toBe(`${baseURL}/auth_action?mode=recoverEmail&lang=en`)
  // about:blank, then this page: the entry holding the code was replaced, not followed by another.
  expect(opened.history).toBe(2)
  for (const secret of secrets) expect(opened.storage).not.toContain(secret)

  // The language switcher keeps the query; the code, kept in memory, still works.
  await page.getByRole('button', { name: /English/ }).click()
  await page.getByRole('link', { name: 'العربية' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page).toHaveURL(`${baseURL}/ar/auth_action?mode=recoverEmail&lang=en`)
  await page.getByRole('button', { name: 'استعادة عنوان بريدي الإلكتروني' }).click()
  await expect(page.getByText(`عاد عنوان البريد الإلكتروني لتسجيل الدخول إلى ${original}.`)).toBeVisible()
  expect(await signInWithPassword(original, 'secret-123')).toBe(true)

  const done = await traces(page)
  expect(done.url).not.toMatch(/oobCode|apiKey/)
  for (const secret of secrets) expect(done.storage).not.toContain(secret)
  expect(leaks).toEqual([])
})

test("verify and change email: the page names both addresses in the link's language and changes nothing until the click", async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('change-from')
  const newEmail = uniqueEmail('change-to')
  const { idToken } = await createUser(email, 'secret-123')
  await sendOob({ requestType: 'VERIFY_AND_CHANGE_EMAIL', idToken, newEmail })
  const code = await latestOobCode(email, 'VERIFY_AND_CHANGE_EMAIL')

  // Firebase's lang names the app's language; the page follows it, and drops the code from the address.
  const requests = followRequests(page)
  await page.goto(actionPath(code, { lang: 'ja' }))
  await expect(page).toHaveURL(`${baseURL}/ja/auth_action?mode=verifyAndChangeEmail&lang=ja`)
  await expect(page.getByRole('heading', { level: 1, name: '新しいメールアドレスの確認' })).toBeVisible()
  await expect(page.getByText(`ボタンを押すと、ログイン用メールアドレスが ${email} から ${newEmail} に変わります。`)).toBeVisible()
  await expect(page.getByText('ボタンを押すまで何も変わりません。')).toBeVisible()
  await requests.settled()
  expect(await signInWithPassword(email, 'secret-123')).toBe(true)
  expect(await signInWithPassword(newEmail, 'secret-123')).toBe(false)

  await page.getByRole('button', { name: '新しいメールアドレスに変更' }).click()
  await expect(page.getByText(`ログイン用メールアドレスが ${newEmail} に変更されました。`)).toBeVisible()
  expect(await signInWithPassword(newEmail, 'secret-123')).toBe(true)
})

test('revert second factor: the factor is named and removed only on the click', async ({ page, baseURL }) => {
  // The Auth emulator cannot send this mail, so the Auth API answers as the real service does.
  const calls: string[] = []
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' }
  await page.route('**/identitytoolkit.googleapis.com/v1/accounts:resetPassword**', async (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors })
    calls.push('inspect')
    return route.fulfill({
      contentType: 'application/json',
      headers: cors,
      body: JSON.stringify({
        kind: 'identitytoolkit#ResetPasswordResponse',
        email: 'mia@example.com',
        requestType: 'REVERT_SECOND_FACTOR_ADDITION',
        mfaInfo: {
          mfaEnrollmentId: 'enrolment-1',
          displayName: 'Work phone',
          phoneInfo: '+1******4242',
          enrolledAt: '2026-11-24T10:00:00Z',
        },
      }),
    })
  })
  await page.route('**/identitytoolkit.googleapis.com/v1/accounts:update**', async (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors })
    const body: unknown = route.request().postDataJSON()
    calls.push(`apply ${typeof body === 'object' && body !== null && 'oobCode' in body ? String(body.oobCode) : ''}`)
    return route.fulfill({
      contentType: 'application/json',
      headers: cors,
      body: JSON.stringify({ kind: 'identitytoolkit#SetAccountInfoResponse', email: 'mia@example.com' }),
    })
  })

  const requests = followRequests(page)
  await page.goto('/auth_action?mode=revertSecondFactorAddition&oobCode=REVERT-CODE-1&apiKey=fake-api-key&lang=en')
  await expect(page.getByRole('heading', { level: 1, name: 'Remove the second sign-in step' })).toBeVisible()
  await expect(page.getByText('Confirm to remove the second sign-in step Work phone from your account.')).toBeVisible()
  await requests.settled()
  expect(calls).toEqual(['inspect'])
  expect(page.url()).toBe(`${baseURL}/auth_action?mode=revertSecondFactorAddition&lang=en`)

  await page.getByRole('button', { name: 'Remove this sign-in step' }).click()
  await expect(page.getByText('The second sign-in step Work phone was removed from your account.')).toBeVisible()
  expect(calls).toEqual(['inspect', 'apply REVERT-CODE-1'])
  await expect(page.getByRole('button', { name: 'Reset my password' })).toBeVisible()
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
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 400, message: 'EXPIRED_OOB_CODE' } }),
    }),
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
  // The <noscript> notice is for browsers without JavaScript only.
  await expect(page.getByText('This page needs JavaScript.')).toBeHidden()
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
