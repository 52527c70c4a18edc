import { request as httpRequest } from 'node:http'
import { expect, test, type Page, type Response } from '@playwright/test'
import { LOCALES } from '../src/lib/i18n/locale-table.ts'
import { PAGE_LIST } from '../src/lib/content/pages.ts'
import { pagePath } from '../src/lib/paths/site-paths.ts'
import { baseURL } from '../playwright.config.ts'
import { XSS, expectClean, resetLog, watchSecurity, type SecurityLog } from './security-support.ts'
import { isOffSite } from '../scripts/hosting/redirects.ts'

/**
 * Hostile and malformed input against the built site, served by the hosting emulator with
 * firebase.json. Every case must end in the right page, a 404 or a canonical redirect, with no
 * uncaught error, no blank page, no injected markup or script, no CSP violation, and never on
 * another origin.
 */

interface Outcome {
  status: 200 | 404
  /** Final pathname as the browser shows it; defaults to the requested path (browser-normalized). */
  path?: string
  /** true: at least one hop, all 301; false: none; 'any': either (e.g. slashes collapsed on a 404). */
  redirect: boolean | 'any'
}

interface Case {
  url: string
  outcome: Outcome
  cookies?: Record<string, string>
}

const ok = (url: string, path?: string): Case => ({ url, outcome: { status: 200, path, redirect: false } })
const moved = (url: string, path: string): Case => ({ url, outcome: { status: 200, path, redirect: true } })
const missing = (url: string, redirect: boolean | 'any' = false, path?: string): Case => ({ url, outcome: { status: 404, path, redirect } })
const withCookies = (c: Case, cookies: Record<string, string>): Case => ({ ...c, cookies })

const CODES: readonly string[] = LOCALES.map((l) => l.code)
const PREFIXED = CODES.filter((c) => c !== 'en')
const SLUGS = PAGE_LIST.map((p) => p.slug).filter(Boolean)
const long = (n: number, unit = 'a') => unit.repeat(n)

const enc = encodeURIComponent

const GROUPS: Record<string, Case[]> = {
  'unknown and malformed locale prefixes': [
    ...[
      '/xx',
      '/xx/promo',
      '/en',
      '/en/promo',
      '/en/',
      '/EN/license',
      '/de-DE',
      '/de-de/promo',
      '/de_DE',
      '/zh',
      '/zh/promo',
      '/zh-HK',
      '/zh-hans',
      '/pt-BR/promo',
      '/pt-PT',
    ].map((u) => missing(u, u.endsWith('/') ? 'any' : false)),
    ...[
      '/iw',
      '/in/promo',
      '/d',
      '/deu/promo',
      '/123',
      '/-',
      '/--/promo',
      '/_/promo',
      '/de-',
      '/-de',
      '/de./promo',
      '/.de',
      '/de;/promo',
      '/de;x=1/promo',
      '/de:promo',
      '/de@promo',
    ].map((u) => missing(u)),
    ...[
      '/__proto__',
      '/__proto__/promo',
      '/constructor',
      '/prototype/promo',
      '/toString',
      '/hasOwnProperty',
      '/valueOf/license',
      '/null',
      '/undefined',
      '/NaN',
      '/true',
    ].map((u) => missing(u)),
    ...[
      '/%00',
      '/de%00',
      '/de%00/promo',
      '/%20de',
      '/de%20/promo',
      '/+de',
      '/de+/promo',
      '/%F0%9F%98%80',
      '/%C3%84%C3%96',
      '/ja/%E6%97%A5%E6%9C%AC%E8%AA%9E',
    ].map((u) => missing(u)),
    ...['/de/de/promo', '/de/en/promo', '/de/fr', '/fr/de', '/ar/ar', '/zh-CN/zh-TW'].map((u) => missing(u)),
  ],
  'mixed case and separator variants': [
    ...PREFIXED.map((code) => moved(`/${code.toUpperCase()}/promo`, `/${code}/promo`)),
    ...SLUGS.map((slug) => moved(`/${slug[0]?.toUpperCase() ?? ''}${slug.slice(1)}`, `/${slug}`)),
    moved('/DE', '/de'),
    moved('/dE/', '/de'),
    moved('/zh-cn', '/zh-CN'),
    moved('/zh_cn/promo', '/zh-CN/promo'),
    moved('/Zh-Tw/getkinemo', '/zh-TW/getkinemo'),
    moved('/ZH_TW/auth_action', '/zh-TW/auth_action'),
    moved('/auth-action', '/auth_action'),
    moved('/privacy-and-cookie-policy', '/privacy_and_cookie_policy'),
    moved('/ja/COPYRIGHT_POLICY', '/ja/copyright_policy'),
    moved('/de/License', '/de/license'),
    moved('/DE/PROMO', '/de/promo'),
    moved('/JA/GetKinemo/', '/ja/getkinemo'),
    moved('/AR/Privacy_And_Cookie_Policy', '/ar/privacy_and_cookie_policy'),
    moved('/De/promo?code=SUMMER#terms', '/de/promo'),
    missing('/DE/nope', true, '/de/nope'),
    missing('/Xx/promo'),
    missing('/PROMO/extra'),
  ],
  'double slashes': [
    moved('//de/promo', '/de/promo'),
    moved('/de//promo', '/de/promo'),
    moved('///promo', '/promo'),
    moved('//', '/'),
    moved('///', '/'),
    moved('/de//', '/de'),
    moved('//de//', '/de'),
    moved('/de/promo//', '/de/promo'),
    moved('////de////license', '/de/license'),
    moved('//promo//?x=1', '/promo'),
    missing('//evil.example', true, '/evil.example'),
    missing('//evil.example/promo', true, '/evil.example/promo'),
    missing('///evil.example', true, '/evil.example'),
    missing('/\\evil.example', true, '/evil.example'),
    missing('/%5Cevil.example'),
    missing('//%5Cevil.example'),
    missing('/%2F%2Fevil.example'),
    missing('/%5C%5Cevil.example'),
    missing('/de/%2F/promo'),
    // Once collapsed, these became `/https:/evil.example`, which Hosting answers with an absolute URL.
    missing('/https://evil.example'),
    missing('//https:/evil.example'),
    missing('///https:/evil.example'),
    missing('/http://evil.example/x'),
    missing('/https://kinemo.app.evil.example'),
    missing('/%09//evil.example'),
    missing('/x%0D%0ASet-Cookie:a=1//y'),
  ],
  'encoded slashes and dots': [
    missing('/de%2Fpromo'),
    missing('/de%2fpromo'),
    missing('/%2Fde/promo'),
    missing('/de/promo%2F'),
    ok('/de/%2E%2E/promo', '/promo'),
    ok('/de/%2e/promo', '/de/promo'),
    ok('/de/.%2e/license', '/license'),
    moved('/de/promo/%2e%2e', '/de'),
    missing('/de/promo%2e'),
    missing('/de/%252e%252e/promo'),
    missing('/..%2f..%2fetc%2fpasswd'),
    missing('/%2e%2e%2f%2e%2e%2fetc%2fpasswd'),
    missing('/de/promo%00'),
    missing('/de/promo%20'),
    missing('/de/promo%09'),
    missing('/de%0d%0aSet-Cookie:%20x=1'),
    missing('/%E0%A4%A'),
    missing('/%'),
    missing('/de/promo%'),
    missing('/%C0%AE%C0%AE/%C0%AE%C0%AE/etc/passwd'),
  ],
  'path traversal and private files': [
    missing('/../../etc/passwd'),
    missing('/..%5c..%5cwindows%5cwin.ini'),
    missing('/assets/..%2f..%2ffirebase.json'),
    missing('/payloads/..%2f..%2fpackage.json'),
    ok('/payloads/../de/promo', '/de/promo'),
    missing('/firebase.json'),
    missing('/package.json'),
    missing('/.env'),
    missing('/.env.local'),
    missing('/.git/config'),
    missing('/.firebaserc'),
    missing('/.build/server/entry-server.js'),
    missing('/node_modules/react/package.json'),
    missing('/src/router.tsx'),
    missing('/scripts/hosting/serve.ts'),
    missing('/content/en/promo.json'),
    missing('/....//....//etc/passwd', true, '/..../..../etc/passwd'),
    missing('/404.html', true, '/404'),
  ],
  'overlong paths, queries and hashes': [
    missing(`/${long(2000)}`),
    missing(`/de/${long(6000, 'x')}`),
    missing(`/${long(300, 'a/')}`),
    missing(`/de${long(300, '/promo')}`),
    ok(`/de/promo?q=${long(12000, 'x')}`),
    ok(`/promo?${long(800, 'a=1&')}`),
    ok(`/applycode?code=${long(10000, 'A')}`),
    ok(`/ja/license#${long(10000, 'x')}`),
    ok(`/?${long(500, 'x')}=${long(500, 'y')}`),
    ok(`/ar/getkinemo?${Array.from({ length: 200 }, (_, i) => `k${i}=${long(20, 'v')}`).join('&')}`),
  ],
  'script and HTML in queries and hashes': [
    ...PAGE_LIST.flatMap((page, i) => {
      const path = pagePath(CODES[(i * 5) % CODES.length] ?? 'en', page.key)
      const a = XSS[i % XSS.length] ?? ''
      const b = XSS[(i + 3) % XSS.length] ?? ''
      return [ok(`${path}?q=${enc(a)}`), ok(`${path}?${enc(b)}=1`), ok(`${path}#${a}`), ok(`${path}#${enc(b)}`)]
    }),
    ok(`/de/promo?x=${XSS[0] ?? ''}`),
    ok(`/de/promo#main"><svg onload=alert(1)>`),
    ok('/de/promo#%'),
    ok('/de/promo#%E0%A4%A'),
    ok('/de/promo?%E0%A4%A=1'),
    ok('/de/promo?x=%'),
    ok('/ja?__proto__[polluted]=1&constructor[prototype][polluted]=1'),
    ok(`/?redirect=${enc('//evil.example')}&next=${enc('https://evil.example')}`),
  ],
  'malformed search params on /auth_action': [
    ...[
      '',
      '?mode=',
      '?mode=resetPassword',
      '?mode=resetPassword&oobCode=',
      '?mode=unknownMode&oobCode=x',
      `?mode=${enc(XSS[0] ?? '')}&oobCode=x`,
      '?mode[]=resetPassword&oobCode=x',
      '?mode=resetPassword&mode=verifyEmail&oobCode=x',
      `?mode=verifyEmail&oobCode=${long(5000, 'A')}`,
      `?mode=resetPassword&oobCode=x&continueUrl=${enc('javascript:alert(1)')}`,
      `?mode=verifyEmail&oobCode=x&continueUrl=${enc('//evil.example')}`,
      `?mode=verifyEmail&oobCode=x&continueUrl=${enc('https://evil.example/')}`,
      `?mode=verifyEmail&oobCode=x&continueUrl=${enc('\njavascript:alert(1)')}`,
      '?mode=resetPassword&oobCode=x&lang=xx',
      `?mode=resetPassword&oobCode=x&lang=${enc('<script>alert(1)</script>')}`,
      `?mode=signIn&oobCode=x&apiKey=${enc(XSS[1] ?? '')}`,
      '?mode={"a":1}&oobCode=[1,2]',
      '?mode=1e999&oobCode=null',
      '?mode=true&oobCode=%F0%9F%98%80',
      '?mode=resetPassword&oobCode=%E0%A4%A',
      '?mode=resetPassword&oobCode=x#<img src=x onerror=alert(1) data-xss>',
      '?__proto__[mode]=resetPassword&constructor[oobCode]=x',
    ].map((query, i) => ok(`${pagePath(CODES[i % CODES.length] ?? 'en', 'auth_action')}${query}`)),
  ],
  'malformed search params on /applycode': [
    ...[
      '?code=',
      `?code=${enc('<script>alert(1)</script>')}`,
      `?code=${enc("' OR 1=1--")}`,
      `?code=${long(65, 'A')}`,
      `?code=${long(5000, 'A')}`,
      '?code=[1,2]',
      '?code={"a":1}',
      '?code=123',
      '?code=null',
      '?code=%00',
      '?code=%F0%9F%98%80',
      '?code=a&code=b',
      '?code[]=x',
      '?code=%E0%A4%A',
      '?code=ABC%20123',
      '?code=summer-2024',
      `?code=${enc(XSS[1] ?? '')}#${XSS[2] ?? ''}`,
      '?__proto__=x&constructor=y',
      `?code=${enc('"')}`,
      `?code=${enc('\u202Eevil\u202C')}`,
    ].map((query, i) => ok(`${pagePath(CODES[(i * 7) % CODES.length] ?? 'en', 'applycode')}${query}`)),
  ],
  'tampered and oversized cookies': [
    ...[
      ['xx', '/'],
      ['DE', '/'],
      ['de', '/de'],
      ['ar', '/ar'],
      ['en', '/'],
      [enc('<script>alert(1)</script>'), '/'],
      ['__proto__', '/'],
      ['constructor', '/'],
      ['toString', '/'],
      ['de%00', '/'],
      ['%E0%A4%A', '/'],
      [long(4000, 'd'), '/'],
      ['de,ja', '/'],
      ['"de"', '/'],
      ['de-DE', '/'],
      ['zh-cn', '/'],
    ].map(([value = '', path]) => withCookies(ok('/', path), { i18n_redirected: value })),
    withCookies(ok('/promo'), { i18n_redirected: 'de' }),
    withCookies(ok('/fr/license'), { i18n_redirected: 'ja' }),
    withCookies(missing('/de/nope'), { i18n_redirected: enc('<img src=x onerror=alert(1)>') }),
    ...[
      'granted',
      'denied',
      'GRANTED',
      enc('<script>alert(1)</script>'),
      long(4000, 'g'),
      '__proto__',
      '%E0%A4%A',
      'granted,denied',
      'true',
      '{"analytics":true}',
    ].map((value, i) =>
      withCookies(ok(pagePath(CODES[(i * 3) % CODES.length] ?? 'en', i % 2 ? 'applycode' : 'promo')), { kinemo_consent: value }),
    ),
    withCookies(ok('/', '/'), { i18n_redirected: long(3000, 'x'), kinemo_consent: long(3000, 'y') }),
    withCookies(ok('/ja/promo'), Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`junk${i}`, long(80, 'z')]))),
  ],
}

const ALL = Object.values(GROUPS).flat()

/**
 * A redirect of a plain path (letters, digits, `-`, `_`, slashes: sent byte for byte by browser
 * and Node alike) to a canonical page: all a visitor meets of it is on the wire, then the canonical
 * page that every-page.spec.ts loads. Checked over HTTP; every other case loads in the browser.
 */
const onTheWire = (c: Case) => !c.cookies && c.outcome.status === 200 && c.outcome.redirect === true && /^[\w/-]+$/.test(c.url)

function localeOf(pathname: string): string {
  const first = pathname.split('/')[1] ?? ''
  return CODES.includes(first) ? first : 'en'
}

async function hopStatuses(response: Response | null): Promise<number[]> {
  const out: number[] = []
  let request = response?.request().redirectedFrom() ?? null
  while (request) {
    out.push((await request.response())?.status() ?? 0)
    request = request.redirectedFrom()
  }
  return out
}

async function check(page: Page, log: SecurityLog, c: Case): Promise<void> {
  const label = c.url.length > 120 ? `${c.url.slice(0, 117)}...` : c.url
  await page.context().clearCookies()
  if (c.cookies) {
    await page.context().addCookies(Object.entries(c.cookies).map(([name, value]) => ({ name, value, url: baseURL })))
  }
  // From a blank page, so a case that differs from the last only in its hash is still a full load.
  await page.goto('about:blank')
  resetLog(log)
  const response = await page.goto(`${baseURL}${c.url}`)
  const expectedPath = c.outcome.path ?? new URL(`${baseURL}${c.url}`).pathname

  // Where it ended, once the page has hydrated (the router then writes the path it parsed into the
  // address bar): our origin, the expected path (a language redirect on / happens in the page).
  // Compared after RFC 3986 section 6.2.2 normalization: escapes are case-insensitive (the router
  // may rewrite %0d as %0D) and an escaped unreserved character equals the character itself (the
  // router may show /de/promo%2e as /de/promo.); and runs of slashes count as one, as the router
  // writes them (/http://evil.example/x stays on the site as /http:/evil.example/x).
  await expect(page.locator('html'), `${label}: hydrated`).toHaveAttribute('data-hydrated', 'true')
  const normalized = (path: string) =>
    path
      .replace(/%[0-9a-f]{2}/gi, (escape) => {
        const char = String.fromCharCode(Number.parseInt(escape.slice(1), 16))
        return /[A-Za-z0-9._~-]/.test(char) ? char : escape.toUpperCase()
      })
      .replace(/\/{2,}/g, '/')
  await expect.poll(() => normalized(new URL(page.url()).pathname), { message: `${label}: final path` }).toBe(normalized(expectedPath))
  expect(new URL(page.url()).origin, `${label}: stays on the site`).toBe(new URL(baseURL).origin)

  // How it got there.
  const hops = await hopStatuses(response)
  if (c.outcome.redirect === true) expect(hops.length, `${label}: redirected`).toBeGreaterThan(0)
  if (c.outcome.redirect === false) expect(hops, `${label}: not redirected`).toEqual([])
  for (const status of hops) expect(status, `${label}: redirect status`).toBe(301)
  expect(response?.status(), `${label}: status`).toBe(c.outcome.status)

  // What it shows: a hydrated page with a heading, in the language of its path.
  await expect(page.locator('html'), `${label}: language`).toHaveAttribute('lang', localeOf(expectedPath))
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading, `${label}: heading`).toBeVisible()
  expect((await heading.innerText()).trim(), `${label}: heading text`).not.toBe('')
  expect((await page.locator('body').innerText()).trim().length, `${label}: not blank`).toBeGreaterThan(40)

  // Nothing injected, nothing run.
  const injected = await page.evaluate(() => ({
    marked: document.querySelectorAll('[data-xss]').length,
    ran: 'xss' in window || Object.prototype.hasOwnProperty.call(window, '__xss'),
    polluted: Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted'),
  }))
  expect(injected, `${label}: injected markup or script`).toEqual({ marked: 0, ran: false, polluted: false })
  expectClean(log, label)
}

test('the hostile-input suite tries at least 200 cases', () => {
  console.log(
    `Hostile-input cases: ${ALL.length} (${Object.entries(GROUPS)
      .map(([name, cases]) => `${name}: ${cases.length}`)
      .join(', ')})`,
  )
  expect(ALL.length).toBeGreaterThanOrEqual(200)
})

for (const [name, all] of Object.entries(GROUPS)) {
  const cases = all.filter((c) => !onTheWire(c))
  if (cases.length === 0) continue
  test(`${name} (${cases.length} cases in the browser)`, async ({ page }) => {
    // About 8 s a case: each loads, hydrates and checks a page, on two cores shared with the emulators.
    test.setTimeout(30_000 + cases.length * 8_000)
    const log = await watchSecurity(page)
    // Every case runs even when one fails, so a failure lists all the inputs that broke.
    const failures: string[] = []
    for (const c of cases) {
      try {
        await check(page, log, c)
      } catch (error) {
        failures.push(error instanceof Error ? error.message.split('\n').slice(0, 14).join('\n') : String(error))
      }
    }
    expect(failures, `${failures.length} of ${cases.length} cases failed`).toEqual([])
  })
}

interface RawResponse {
  status: number
  /** Header names and values exactly as received, in order. */
  rawHeaders: string[]
  location: string | undefined
}

/**
 * One GET with the path sent byte for byte: browsers and Playwright's request API would turn `\\`
 * into `/` or escape characters before the server sees them. Redirects are not followed.
 */
function rawGet(path: string): Promise<RawResponse> {
  const { hostname, port } = new URL(baseURL)
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, method: 'GET', insecureHTTPParser: true }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, rawHeaders: res.rawHeaders, location: res.headers.location }))
    })
    req.on('error', reject)
    req.end()
  })
}

test(`plain paths in another case or with extra slashes answer 301 to their canonical page (${ALL.filter(onTheWire).length} cases)`, async () => {
  const failures: string[] = []
  for (const c of ALL.filter(onTheWire)) {
    let path = c.url
    const hops: number[] = []
    let response = await rawGet(path)
    while (response.status === 301 && hops.length < 5) {
      hops.push(response.status)
      const next = new URL(response.location ?? '', baseURL)
      if (next.origin !== new URL(baseURL).origin) {
        failures.push(`${c.url}: redirected off the site to ${next.href}`)
        break
      }
      path = `${next.pathname}${next.search}`
      response = await rawGet(path)
    }
    if (hops.length === 0) failures.push(`${c.url}: not redirected (${String(response.status)})`)
    if (path !== c.outcome.path) failures.push(`${c.url}: ended on ${path}, not ${c.outcome.path ?? ''}`)
    if (response.status !== 200) failures.push(`${c.url}: ${path} answered ${String(response.status)}`)
  }
  expect(failures).toEqual([])
})

// Paths that once answered `301 Location: https://evil.example/` (the slash-collapsing rules made
// `/https:/evil.example`, which Hosting reads as an absolute URL), and encoded, control-character
// and backslash variants of them.
const OFF_SITE_ATTEMPTS = [
  '/https://evil.example',
  '//https:/evil.example',
  '///https:/evil.example',
  '/http://evil.example/x',
  '/https://kinemo.app.evil.example',
  '/HTTPS://evil.example',
  '/de//https://evil.example',
  '/javascript:alert(1)//x',
  '/%09//evil.example',
  '/%0A//evil.example',
  '/%20//evil.example',
  '/x%0D%0ASet-Cookie:a=1//y',
  '/de%0D%0ALocation:%20https://evil.example//x',
  '/\\evil.example',
  '/\\/evil.example',
  '//\\evil.example',
  '/\\evil.example//x',
  '/%5Cevil.example//x',
  '/https%3A//evil.example',
  '/https:%2F%2Fevil.example',
  '//evil.example',
  '///evil.example/x',
]

test('no path sends the visitor to another site, or puts a raw control character in a header', async () => {
  const failures: string[] = []
  for (const start of OFF_SITE_ATTEMPTS) {
    let path = start
    // Follows the site's own redirects by hand, each hop checked, until a page or a 404.
    for (let hop = 0; hop < 5; hop++) {
      const response = await rawGet(path)
      const label = `${start} (hop ${hop}: ${path} -> ${response.status} ${response.location ?? ''})`
      if (response.status >= 500) failures.push(`${label}: server error`)
      const control = response.rawHeaders.find((text) =>
        Array.from(text).some((char) => (char < ' ' && char !== '\t') || char === '\u007F'),
      )
      if (control !== undefined) failures.push(`${label}: raw control character in header ${JSON.stringify(control)}`)
      if (![200, 301, 302, 404].includes(response.status)) failures.push(`${label}: unexpected status`)
      if (response.status !== 301 && response.status !== 302) break
      const location = response.location ?? ''
      if (isOffSite(location) || new URL(location, baseURL).origin !== new URL(baseURL).origin) {
        failures.push(`${label}: redirect off the site`)
        break
      }
      path = location
    }
  }
  expect(failures).toEqual([])
})
