import { describe, expect, it } from 'vitest'
import { HEADER_ONLY_DIRECTIVES, META_ONLY_DIRECTIVES, pagePolicy, parseCsp, policyAllows } from '../build/csp.ts'
import { builtHosting, hostingBuildRecord, parseHostingBuild } from './config.ts'
import { BASE_HOSTING, PRODUCTION_ENV, headersFor as hostingHeadersFor } from './test-support.ts'

// What a production build serves: firebase.json completed with the build's facts (config.ts).
const base = BASE_HOSTING
const PRODUCTION = PRODUCTION_ENV
const hosting = builtHosting(base, parseHostingBuild(hostingBuildRecord(['entry-client-AbCd1234.js'], PRODUCTION)))
const headersFor = (path: string) => hostingHeadersFor(hosting, path)
const headerPolicy = headersFor('/')['Content-Security-Policy'] ?? ''
const site = 'https://kinemo.app/de/applycode'

describe('headers on every response', () => {
  it.each([
    ['/'],
    ['/de/promo'],
    ['/ar'],
    ['/ja/promo'],
    ['/assets/entry-client-AbCd1234.js'],
    ['/payloads/de/promo.json'],
    ['/.env'],
    ['/nope/'],
  ])('%s gets the security headers', (path) => {
    const headers = headersFor(path)
    expect(headers['Content-Security-Policy']).toBe(headerPolicy)
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/)
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['X-Frame-Options']).toBe('DENY')
    expect(headers['Permissions-Policy']).toContain('camera=()')
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups')
  })

  it("caches the build's hashed assets for a year and revalidates everything else, a missing asset too", () => {
    expect(headersFor('/assets/entry-client-AbCd1234.js')['Cache-Control']).toBe('public, max-age=31536000, immutable')
    for (const path of [
      '/',
      '/de/promo',
      '/payloads/de/promo.json',
      '/payloads/manifest.json',
      '/sitemap.xml',
      '/robots.txt',
      '/favicon.svg',
      '/assets/entry-client-ZzZz9999.js',
    ]) {
      expect(headersFor(path)['Cache-Control'], path).toBe('no-cache')
    }
  })

  it('lets no cache keep /auth_action in any locale, whose URL carries one-time codes', () => {
    for (const path of [
      '/auth_action',
      '/de/auth_action',
      '/ar/auth_action',
      '/ja/auth_action',
      '/zh-CN/auth_action/',
      '/auth_action.html',
    ]) {
      expect(headersFor(path)['Cache-Control'], path).toBe('no-store')
    }
  })

  it("lets the site's own pages frame Firebase's auth handler and iframe, and nothing else frame anything", () => {
    for (const path of ['/__/auth/handler', '/__/auth/iframe', '/__/auth/handler.js']) {
      const headers = headersFor(path)
      expect(parseCsp(headers['Content-Security-Policy'] ?? '').get('frame-ancestors'), path).toEqual(["'self'"])
      expect(headers['X-Frame-Options'], path).toBe('SAMEORIGIN')
    }
    for (const path of ['/', '/ar', '/ja/auth_action', '/__/firebase/init.json', '/de/__/auth/handler']) {
      expect(parseCsp(headersFor(path)['Content-Security-Policy'] ?? '').get('frame-ancestors'), path).toEqual(["'none'"])
      expect(headersFor(path)['X-Frame-Options'], path).toBe('DENY')
    }
  })

  it('sends no referrer from /auth_action in any locale, and the usual policy elsewhere', () => {
    for (const path of ['/auth_action', '/de/auth_action', '/zh-CN/auth_action/', '/auth_action.html']) {
      expect(headersFor(path)['Referrer-Policy'], path).toBe('no-referrer')
    }
    for (const path of ['/', '/de/promo', '/de/auth_actions', '/applycode']) {
      expect(headersFor(path)['Referrer-Policy'], path).toBe('strict-origin-when-cross-origin')
    }
  })

  it('turns off device features the site never uses, and keeps the ones a page may use', () => {
    const policy = headersFor('/')['Permissions-Policy'] ?? ''
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics'])
      expect(policy).toContain(`${feature}=()`)
    for (const feature of ['clipboard-write', 'fullscreen', 'web-share', 'autoplay', 'publickey-credentials-get'])
      expect(policy).not.toContain(feature)
  })
})

describe('the Content-Security-Policy header', () => {
  const policy = parseCsp(headerPolicy)

  it('locks down framing, base URLs, plugins and form targets', () => {
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('form-action')).toEqual(["'self'"])
  })

  it('leaves scripts and styles to the per-page <meta> policy, and never allows inline or eval', () => {
    for (const directive of META_ONLY_DIRECTIVES) expect(policy.has(directive), directive).toBe(false)
    expect(headerPolicy).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes/)
  })

  it('names every fetch directive, since it has no default-src to fall back on', () => {
    for (const directive of ['connect-src', 'frame-src', 'img-src', 'font-src', 'media-src', 'manifest-src', 'worker-src', 'object-src']) {
      expect(policy.has(directive), directive).toBe(true)
    }
  })

  it.each([
    'https://identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=x',
    'https://securetoken.googleapis.com/v1/token?key=x',
    'https://firebaseinstallations.googleapis.com/v1/projects/kinemo/installations',
    'https://firebase.googleapis.com/v1alpha/projects/-/apps/1:2:web:3/webConfig',
    'https://us-central1-kinemo-prod.cloudfunctions.net/applyCode',
    'https://kinemo.app/__/firebase/init.json',
    'https://www.google-analytics.com/g/collect?v=2',
    'https://region1.google-analytics.com/g/collect?v=2',
    'https://kinemo.app/payloads/de/promo.json',
  ])('lets the page call %s', (url) => {
    expect(policyAllows(headerPolicy, 'connect-src', url, site)).toBe(true)
  })

  it.each([
    'https://evil.example/steal',
    'http://identitytoolkit.googleapis.com/',
    'https://googleapis.com.evil.example/',
    'http://127.0.0.1:9099/',
    'https://us-central1-other-project.cloudfunctions.net/applyCode',
    'https://europe-west1-kinemo-prod.cloudfunctions.net/applyCode',
  ])('blocks calls to %s', (url) => {
    expect(policyAllows(headerPolicy, 'connect-src', url, site)).toBe(false)
  })

  it('loads fonts from this origin only (the build never inlines a font file, see vite.config.ts)', () => {
    expect(policy.get('font-src')).toEqual(["'self'"])
  })

  it("frames only the site's own auth handler (the auth domain is the site) and Google accounts", () => {
    expect(policyAllows(headerPolicy, 'frame-src', 'https://kinemo.app/__/auth/iframe', site)).toBe(true)
    expect(policyAllows(headerPolicy, 'frame-src', 'https://accounts.google.com/o/oauth2', site)).toBe(true)
    expect(policyAllows(headerPolicy, 'frame-src', 'https://evil.example/', site)).toBe(false)
    expect(policyAllows(headerPolicy, 'frame-src', 'https://kinemo-prod.firebaseapp.com/__/auth/iframe', site)).toBe(false)
    expect(headerPolicy).not.toMatch(/\*\.firebaseapp\.com|\*\.cloudfunctions\.net/)
  })

  it('together with a page policy, loads scripts only from this origin and the two Google hosts', () => {
    const page = pagePolicy({ scripts: [], styles: [] })
    for (const url of [
      'https://kinemo.app/assets/entry-AbCd1234.js',
      'https://www.googletagmanager.com/gtag/js?id=G-X',
      'https://apis.google.com/js/api.js',
    ]) {
      expect(policyAllows(page, 'script-src-elem', url, site) && policyAllows(headerPolicy, 'script-src-elem', url, site), url).toBe(true)
    }
    expect(policyAllows(page, 'script-src-elem', 'https://evil.example/x.js', site)).toBe(false)
  })

  it('puts nothing in a <meta> that browsers ignore there', () => {
    const page = parseCsp(pagePolicy({ scripts: ["'sha256-x'"], styles: [] }))
    for (const directive of HEADER_ONLY_DIRECTIVES) expect(page.has(directive), directive).toBe(false)
  })
})
