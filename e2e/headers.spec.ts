import { expect, test, type APIResponse } from '@playwright/test'
import { parseCsp } from '../scripts/build/csp.ts'

// What the hosting emulator really sends for each class of response, with firebase.json as the
// config. The local config only adds the emulators' origins to connect-src and frame-src.

const SECURITY_HEADERS = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
}

function expectSecurityHeaders(response: APIResponse, label: string) {
  const headers = response.headers()
  expect(headers, label).toMatchObject(SECURITY_HEADERS)
  expect(headers['permissions-policy'], label).toContain('camera=()')
  const csp = parseCsp(headers['content-security-policy'] ?? '')
  expect(csp.get('frame-ancestors'), label).toEqual(["'none'"])
  expect(csp.get('base-uri'), label).toEqual(["'self'"])
  expect(csp.get('object-src'), label).toEqual(["'none'"])
  expect(headers['content-security-policy'], label).not.toMatch(/unsafe-inline|unsafe-eval/)
}

import { baseURL } from '../playwright.config.ts'
import { projectOrigins, readHostingBuild } from '../scripts/hosting/config.ts'

/** One request, redirects not followed; the path is appended verbatim (`//de/promo` stays a path). */
const get = (request: { get: (url: string, options: { maxRedirects: number }) => Promise<APIResponse> }, path: string) =>
  request.get(`${baseURL}${path}`, { maxRedirects: 0 })

test('pages: security headers, revalidated on every visit, and the page policy in the HTML', async ({ request }) => {
  for (const path of ['/', '/de/promo', '/zh-TW/license', '/ar', '/ja', '/ja/promo']) {
    const response = await get(request, path)
    expect(response.status(), path).toBe(200)
    expectSecurityHeaders(response, path)
    expect(response.headers()['cache-control'], path).toBe('no-cache')
    expect(response.headers()['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    const html = await response.text()
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1] ?? ''
    const scriptSrc = parseCsp(meta).get('script-src') ?? []
    expect(scriptSrc, path).toContain("'self'")
    expect(scriptSrc.filter((s) => s.startsWith("'sha256-")).length, `${path}: inline script hashes`).toBeGreaterThan(0)
    expect(scriptSrc.join(' '), path).not.toMatch(/unsafe-inline|unsafe-eval/)
    // The policy must come before the first script, or the parser runs that script unchecked.
    expect(html.indexOf('http-equiv="Content-Security-Policy"'), path).toBeLessThan(html.indexOf('<script'))
  }
})

test('/auth_action sends no referrer and lets no cache keep it, in every locale', async ({ request }) => {
  for (const path of ['/auth_action', '/de/auth_action', '/zh-CN/auth_action', '/ar/auth_action', '/ja/auth_action']) {
    const response = await get(request, `${path}?mode=resetPassword&oobCode=secret`)
    expect(response.status(), path).toBe(200)
    expectSecurityHeaders(response, path)
    expect(response.headers()['referrer-policy'], path).toBe('no-referrer')
    expect(response.headers()['cache-control'], path).toBe('no-store')
  }
})

test("Firebase's auth helper pages may be framed by the site's own pages, and pages may frame them", async ({ request }) => {
  // With the site's own domain as auth domain, /applycode frames /__/auth/iframe of this origin.
  for (const path of ['/__/auth/handler', '/__/auth/iframe']) {
    const headers = (await get(request, path)).headers()
    expect(parseCsp(headers['content-security-policy'] ?? '').get('frame-ancestors'), path).toEqual(["'self'"])
    expect(headers['x-frame-options'], path).toBe('SAMEORIGIN')
  }
  for (const path of ['/applycode', '/ar/applycode', '/ja/applycode']) {
    const csp = parseCsp((await get(request, path)).headers()['content-security-policy'] ?? '')
    expect(csp.get('frame-src'), path).toContain("'self'")
    expect(csp.get('frame-ancestors'), path).toEqual(["'none'"])
  }
})

test("the policy names this project's Firebase endpoints, not every project's", async ({ request }) => {
  const { firebase } = readHostingBuild(process.cwd())
  const origins = projectOrigins(firebase)
  for (const path of ['/de', '/ar/applycode', '/ja/auth_action']) {
    const header = (await get(request, path)).headers()['content-security-policy'] ?? ''
    const csp = parseCsp(header)
    expect(csp.get('connect-src'), path).toContain(origins.functions)
    expect(csp.get('frame-src'), path).toContain(origins.auth)
    expect(header, path).not.toMatch(/\*\.firebaseapp\.com|\*\.cloudfunctions\.net/)
  }
})

test('hashed assets: security headers and cached for a year', async ({ request }) => {
  const html = await (await get(request, '/de/promo')).text()
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1] ?? '')
  expect(assets.some((a) => a.endsWith('.js')) && assets.some((a) => a.endsWith('.css'))).toBe(true)
  for (const asset of assets) {
    const response = await get(request, asset)
    expect(response.status(), asset).toBe(200)
    expectSecurityHeaders(response, asset)
    expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable')
  }
})

test('a missing file under /assets/ is a 404 that no cache keeps, even under a real name with another hash', async ({ request }) => {
  const html = await (await get(request, '/ja')).text()
  const real = /src="\/assets\/(shell-[A-Za-z0-9_-]{8})\.js"/.exec(html)?.[1] ?? ''
  expect(real).not.toBe('')
  for (const path of [
    '/assets/shell-AAAAAAAA.js',
    '/assets/nope.js',
    `/assets/${real}.js.map`,
    `/assets/${real.slice(0, -1)}Z.js`,
    '/assets/',
    '/assets/fonts/x-AbCd1234.woff2',
  ]) {
    const response = await get(request, path)
    expect(response.status(), path).toBe(404)
    expectSecurityHeaders(response, path)
    expect(response.headers()['cache-control'], path).toBe('no-cache')
  }
})

test('payloads, the manifest and other site files: security headers, revalidated', async ({ request }) => {
  for (const path of ['/payloads/de/promo.json', '/payloads/manifest.json', '/favicon.svg']) {
    const response = await get(request, path)
    expect(response.status(), path).toBe(200)
    expectSecurityHeaders(response, path)
    expect(response.headers()['cache-control'], path).toBe('no-cache')
  }
  // Whether or not the SEO build step has produced them yet, these paths are never cached blind.
  for (const path of ['/sitemap.xml', '/robots.txt', '/manifest.webmanifest']) {
    expect((await get(request, path)).headers()['cache-control'], path).toBe('no-cache')
  }
})

test('404s: the not-found page with every security header and its own page policy', async ({ request }) => {
  for (const path of ['/nope', '/de/nope', '/.env', '/xx/promo', '/%E0%A4%A']) {
    const response = await get(request, path)
    expect(response.status(), path).toBe(404)
    expectSecurityHeaders(response, path)
    expect(response.headers()['cache-control'], path).toBe('no-cache')
    expect(await response.text(), path).toContain('http-equiv="Content-Security-Policy"')
  }
})

test('built-in redirects (trailing slash, .html, index.html): 301 with every security header', async ({ request }) => {
  const cases: [string, string][] = [
    ['/de/promo/', '/de/promo'],
    ['/de/', '/de'],
    ['/de/promo.html', '/de/promo'],
    ['/index.html', '/'],
    ['/de/index.html', '/de'],
    ['/promo/?code=ABC', '/promo?code=ABC'],
  ]
  for (const [from, to] of cases) {
    const response = await get(request, from)
    expect(response.status(), from).toBe(301)
    expect(response.headers().location, from).toBe(to)
    expectSecurityHeaders(response, from)
  }
})

test('canonical redirects from firebase.json: 301 to the canonical URL in one hop, query kept', async ({ request }) => {
  const cases: [string, string][] = [
    ['/DE/promo', '/de/promo'],
    ['/DE', '/de'],
    ['/zh-cn', '/zh-CN'],
    ['/zh_tw/license/', '/zh-TW/license'],
    ['/Promo', '/promo'],
    ['/de/GETKINEMO', '/de/getkinemo'],
    ['/de//promo', '/de/promo'],
    ['//de/promo', '/de/promo'],
    ['/DE/applycode?code=SUMMER', '/de/applycode?code=SUMMER'],
  ]
  for (const [from, to] of cases) {
    const response = await get(request, from)
    expect(response.status(), from).toBe(301)
    expect(response.headers().location, from).toBe(to)
    // The emulator sends firebase.json's headers only with the redirects it makes itself, not with
    // configured ones (superstatic runs `redirects` before `headers`), so only the target is
    // checked here; the target page carries the full set.
    const target = await get(request, to)
    expect(target.status(), to).toBe(200)
    expectSecurityHeaders(target, to)
  }
})

test('the app association files answer 200 as JSON with a short cache, naming the app and the paths it opens', async ({ request }) => {
  const apple = await get(request, '/.well-known/apple-app-site-association')
  expect(apple.status()).toBe(200)
  expect(apple.headers()['content-type']).toMatch(/^application\/json/)
  expect(apple.headers()['cache-control']).toBe('public, max-age=3600')
  const association: unknown = await apple.json()
  expect(association).toMatchObject({
    applinks: { details: [{ appIDs: [expect.stringMatching(/^[A-Z0-9]{10}\.app\.kinemo\.ios$/)] }] },
    webcredentials: { apps: [expect.stringMatching(/\.app\.kinemo\.ios$/)] },
  })
  const claimed = JSON.stringify(association)
  for (const path of ['/applycode', '/ar/applycode', '/ja/applycode', '/__/auth/links']) expect(claimed).toContain(`"${path}"`)
  expect(claimed).not.toContain('auth_action')

  const android = await get(request, '/.well-known/assetlinks.json')
  expect(android.status()).toBe(200)
  expect(android.headers()['content-type']).toMatch(/^application\/json/)
  expect(android.headers()['cache-control']).toBe('public, max-age=3600')
  expect(await android.json()).toEqual([
    {
      relation: ['delegate_permission/common.handle_all_urls', 'delegate_permission/common.get_login_creds'],
      target: {
        namespace: 'android_app',
        package_name: 'app.kinemo.android',
        sha256_cert_fingerprints: [expect.stringMatching(/^[0-9A-F]{2}(:[0-9A-F]{2}){31}$/)],
      },
    },
  ])
})

test('the web manifest names the Play app without preferring it over the site', async ({ request }) => {
  const response = await get(request, '/manifest.webmanifest')
  expect(response.status()).toBe(200)
  expect(await response.json()).toMatchObject({
    prefer_related_applications: false,
    related_applications: expect.arrayContaining([expect.objectContaining({ platform: 'play', id: 'app.kinemo.android' })]),
  })
})
