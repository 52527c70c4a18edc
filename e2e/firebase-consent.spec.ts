import { expect, test, type Page, type Request } from '@playwright/test'
import { DEMO_FIREBASE_ENV } from '../src/config/firebase-demo.ts'
import { gotoHydrated, recordLayoutShifts } from './support.ts'

const GOOGLE = /^https:\/\/([a-z0-9-]+\.)*(google|googleapis|googletagmanager|google-analytics|gstatic|doubleclick)\.com\//

/**
 * The network is closed in tests anyway; these stand-ins answer Google's analytics endpoints so
 * the SDK runs as it would online, and every request to them is recorded.
 */
async function recordGoogle(page: Page): Promise<Request[]> {
  const seen: Request[] = []
  await page.route(GOOGLE, async (route) => {
    const request = route.request()
    seen.push(request)
    const url = request.url()
    if (url.includes('googletagmanager.com/gtag/js'))
      return route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagScriptLoaded = true' })
    if (url.includes('firebaseinstallations.googleapis.com')) {
      return route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          name: 'projects/demo/installations/fid',
          fid: 'fAkEfIdAbCdEfGhIjKlMnO',
          refreshToken: 'r',
          authToken: { token: 't', expiresIn: '604800s' },
        }),
      })
    }
    if (url.includes('/webConfig'))
      return route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          appId: DEMO_FIREBASE_ENV.VITE_FIREBASE_APP_ID,
          measurementId: DEMO_FIREBASE_ENV.VITE_FIREBASE_MEASUREMENT_ID,
        }),
      })
    return route.abort()
  })
  return seen
}

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

/** The page views Firebase Analytics queued for gtag, as their paths. */
async function pageViews(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const isArgs = (v: unknown): v is ArrayLike<unknown> => typeof v === 'object' && v !== null && 'length' in v
    return (window.dataLayer ?? [])
      .filter(isArgs)
      .map((entry) => Array.from(entry))
      .filter((args) => args[0] === 'event' && args[1] === 'page_view')
      .map((args) => {
        const params = args[2]
        return typeof params === 'object' && params !== null && 'page_path' in params ? String(params.page_path) : ''
      })
  })
}

const notice = (page: Page) => page.getByRole('region', { name: 'Cookies and analytics' })

test('pages other than /auth_action and /applycode download no Firebase code and send nothing to Google before a choice', async ({
  page,
  request,
}) => {
  const google = await recordGoogle(page)
  const scripts = new Set<string>()
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.add(r.url())
  })
  await gotoHydrated(page, '/')
  await expect(notice(page)).toBeVisible()
  // Hovering a link preloads its route: /applycode's route code must not pull Firebase in either.
  await page.getByRole('link', { name: 'Redeem code' }).hover()
  for (const path of ['/promo', '/getkinemo', '/license', '/copyright_policy', '/privacy_and_cookie_policy', '/ar', '/ja/promo']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
  await page.waitForLoadState('networkidle')
  expect(scripts.size).toBeGreaterThan(0)
  // Bodies are read afterwards: a response the page navigated away from has none to give.
  const bodies = await Promise.all(
    [...scripts].map(async (url) => ({ url, firebase: (await (await request.get(url)).text()).includes('@firebase/') })),
  )
  expect(bodies.filter((b) => b.firebase).map((b) => b.url)).toEqual([])
  expect(google.map((r) => r.url())).toEqual([])
})

test('the apply-code page is where Firebase loads, once the visitor reaches for sign-in', async ({ page, request }) => {
  const scripts = new Set<string>()
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.add(r.url())
  })
  const carriesFirebaseAuth = async () => {
    const bodies = await Promise.all([...scripts].map(async (url) => (await request.get(url)).text()))
    return bodies.some((body) => body.includes('@firebase/auth'))
  }
  await gotoHydrated(page, '/applycode')
  const google = page.getByRole('button', { name: 'Continue with Google' })
  await expect(google).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(await carriesFirebaseAuth(), 'no Firebase before the visitor reaches for sign-in').toBe(false)
  await google.hover()
  await expect.poll(carriesFirebaseAuth).toBe(true)
})

test('the notice is reachable by keyboard, links to the policy and is named for screen readers', async ({ page }) => {
  await recordGoogle(page)
  // The notice is painted with the prerendered page; its buttons work once the page has hydrated.
  await gotoHydrated(page, '/de')
  const region = page.getByRole('region', { name: 'Cookies und Analyse' })
  await expect(region).toBeVisible()
  await expect(region.getByRole('link')).toHaveAttribute('href', '/de/privacy_and_cookie_policy')
  await page.keyboard.press('Tab') // skip link
  await page.keyboard.press('Tab')
  await expect(region.getByRole('link')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(region.getByRole('button').first()).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(region).toHaveCount(0)
  await expect(page.locator('#main')).toBeFocused()
})

test('analytics never runs on /auth_action, even with consent given, in any language', async ({ page }) => {
  const google = await recordGoogle(page)
  await gotoHydrated(page, '/')
  await notice(page).getByRole('button', { name: 'Accept analytics' }).click()
  await expect.poll(() => pageViews(page)).toEqual(['/'])
  // gtag queues the page view before its script arrives, and Analytics then registers the installation:
  // wait for both requests, so neither lands after the record is cleared for the next page.
  for (const request of ['googletagmanager.com/gtag/js', 'firebaseinstallations.googleapis.com'])
    await expect.poll(() => google.some((r) => r.url().includes(request)), request).toBe(true)
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
  })

  for (const path of ['/auth_action', '/ar/auth_action', '/ja/auth_action']) {
    google.length = 0
    await gotoHydrated(page, `${path}?mode=resetPassword&oobCode=SECRET-CODE&apiKey=fake-api-key`)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await page.waitForLoadState('networkidle')
    expect(
      google.map((r) => r.url()),
      path,
    ).toEqual([])
    expect(await pageViews(page), path).toEqual([])
  }
  expect(scripts.filter((p) => /\/analytics-[\w-]+\.js$/.test(p))).toEqual([])
})

test('rejecting keeps analytics off, across navigation and reloads', async ({ page, context }) => {
  const google = await recordGoogle(page)
  await gotoHydrated(page, '/')
  await notice(page).getByRole('button', { name: 'Reject analytics' }).click()
  await expect(notice(page)).toHaveCount(0)
  await page.getByRole('link', { name: 'Offer' }).click()
  await expect(page).toHaveURL(/\/promo$/)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(notice(page)).toHaveCount(0)
  await page.waitForLoadState('networkidle')
  expect(google.map((r) => r.url())).toEqual([])
  expect(await pageViews(page)).toEqual([])
  const cookie = (await context.cookies()).find((c) => c.name === 'kinemo_consent')
  expect(cookie?.value).toBe('denied')
})

test('accepting loads analytics and sends a page view on every route change', async ({ page }) => {
  const google = await recordGoogle(page)
  await gotoHydrated(page, '/')
  expect(google).toEqual([])
  await notice(page).getByRole('button', { name: 'Accept analytics' }).click()
  await expect
    .poll(() =>
      google.some(
        (r) =>
          r.url().startsWith('https://www.googletagmanager.com/gtag/js?') && new URL(r.url()).searchParams.get('id') === 'G-DEMO000000',
      ),
    )
    .toBe(true)
  await expect.poll(() => pageViews(page)).toEqual(['/'])
  await page.getByRole('link', { name: 'Offer' }).click()
  await expect.poll(() => pageViews(page)).toEqual(['/', '/promo'])

  // The choice is remembered: a new visit starts analytics without asking again.
  await page.goto('/de')
  await expect(notice(page)).toHaveCount(0)
  await expect.poll(() => pageViews(page)).toEqual(['/de'])
})

test('the choice can be changed later from the footer', async ({ page }) => {
  const google = await recordGoogle(page)
  await gotoHydrated(page, '/')
  await notice(page).getByRole('button', { name: 'Accept analytics' }).click()
  await expect.poll(() => pageViews(page)).toEqual(['/'])
  await page.getByRole('button', { name: 'Cookie settings' }).click()
  await expect(notice(page)).toBeFocused()
  await expect(notice(page)).toContainText('You currently allow analytics cookies.')
  await notice(page).getByRole('button', { name: 'Reject analytics' }).click()
  const before = google.length
  await page.getByRole('link', { name: 'Offer' }).click()
  await expect(page).toHaveURL(/\/promo$/)
  await page.waitForLoadState('networkidle')
  expect(await pageViews(page)).toEqual(['/'])
  expect(google.slice(before).filter((r) => r.url().includes('/g/collect'))).toEqual([])
})

for (const [path, name] of [
  ['/applycode', 'Apply code'],
  ['/promo', 'Redeem code'],
] as const) {
  test(`the notice never covers the main call to action of ${path}, even on a small phone`, async ({ page }) => {
    await recordGoogle(page)
    await page.setViewportSize({ width: 320, height: 568 })
    await page.goto(path)
    const cta = page.getByRole('main').getByRole(path === '/promo' ? 'link' : 'button', { name })
    await expect(notice(page)).toBeVisible()
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    for (let y = 0; y < height; y += 120) {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      // The notice repositions in the frame after a scroll, and React renders that a task later,
      // which a busy machine can push past a frame or two: wait for it, not for a frame count.
      await expect
        .poll(
          async () => {
            const [a, b] = await Promise.all([cta.boundingBox(), notice(page).boundingBox()])
            if (!a || !b) throw new Error('missing box')
            return a.y < b.y + b.height && b.y < a.y + a.height && a.x < b.x + b.width && b.x < a.x + a.width
          },
          { message: `scrolled to ${String(y)}: the notice is clear of the call to action`, timeout: 2000 },
        )
        .toBe(false)
    }
  })
}

test('a notice placed clear of the bottom stays there when it shrinks after the first paint, before and after hydration', async ({
  page,
}) => {
  // A web font that arrives after the inline script placed the notice makes it shorter. It used
  // to fit at the bottom then and jump there from the top: a layout shift of a third of a phone's
  // screen (seen on /th). Shrinking is done here by hiding the notice's body text. On this phone
  // the headline fills the top, so the notice sits in the gap between headline and call to action.
  await recordGoogle(page)
  const ctaSelector = 'main .button--primary'
  const shrink = (hidden: boolean) =>
    page.evaluate((hide) => {
      const text = document.querySelector<HTMLElement>('.cookie-notice__text')
      if (!text) throw new Error('no notice text')
      text.style.display = hide ? 'none' : ''
    }, hidden)
  // Geometry first: where the hero's call to action is, and the notice's height with and without its text.
  await page.setViewportSize({ width: 412, height: 823 })
  await page.goto('/')
  await expect(notice(page)).toBeVisible()
  const cta = await page.locator(ctaSelector).first().boundingBox()
  const full = (await notice(page).boundingBox())?.height
  await shrink(true)
  const small = (await notice(page).boundingBox())?.height
  if (!cta || !full || !small) throw new Error('missing box')
  expect(small).toBeLessThan(full - 40)
  // A screen as tall as puts the call to action under a full notice at the bottom, but clear of a shrunk one.
  await page.setViewportSize({ width: 412, height: Math.round(cta.y + cta.height + (full + small) / 2 + 8) })

  await recordLayoutShifts(page)
  let releaseShell = () => {}
  const shellHeld = new Promise<void>((resolve) => (releaseShell = resolve))
  await page.route('**/assets/shell-*.js', async (route) => {
    await shellHeld
    await route.continue()
  })
  // The load event waits for the held shell.
  await page.goto('/', { waitUntil: 'commit' })
  await expect(notice(page)).toBeVisible()
  await expect(notice(page)).toHaveClass(/cookie-notice--between/)
  const placedAt = (await notice(page).boundingBox())?.y
  await shrink(true)
  releaseShell()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(notice(page)).toHaveClass(/cookie-notice--between/)
  // After hydration the notice re-places itself when it resizes: it stays put while its spot is clear.
  await shrink(false)
  await shrink(true)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  await expect(notice(page)).toHaveClass(/cookie-notice--between/)
  expect((await notice(page).boundingBox())?.y).toBe(placedAt)
  // Shifts of the notice itself: hiding its text moves its buttons inside it, which is the test's doing.
  const noticeShifts = (await page.evaluate(() => window.__readLayoutShifts?.() ?? [])).filter((s) =>
    s.sources.some((source) => /\.cookie-notice(\.|$)/.test(source)),
  )
  expect(noticeShifts).toEqual([])
  // The language list drops over the notice, so every language in it can be tapped.
  await page.getByRole('button', { name: /English/ }).click()
  await page.getByRole('link', { name: 'العربية', exact: true }).click()
  await expect(page).toHaveURL(/\/ar$/)
})

test('scrolled to the end, the footer clears a notice at the bottom, before and after the page hydrates', async ({ page }) => {
  await recordGoogle(page)
  await page.setViewportSize({ width: 360, height: 640 })
  const footerClears = async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    const [footer, box] = await Promise.all([page.locator('footer').last().boundingBox(), notice(page).boundingBox()])
    if (!footer || !box) throw new Error('missing box')
    expect(box.y + box.height).toBeGreaterThan(600)
    expect(footer.y + footer.height).toBeLessThanOrEqual(box.y + 1)
  }
  // Only the prerendered page's inline script: the app's modules never arrive.
  await page.route('**/assets/*.js', (route) => route.abort())
  await page.goto('/license')
  await expect(notice(page)).toBeVisible()
  await footerClears()
  await page.unroute('**/assets/*.js')
  await gotoHydrated(page, '/license')
  await expect(notice(page)).toBeVisible()
  await footerClears()
})
