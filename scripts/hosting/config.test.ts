import { describe, expect, it } from 'vitest'
import { parseCsp, policyAllows } from '../build/csp.ts'
import { applyRedirects } from './redirects.ts'
import {
  builtHosting,
  hostingBuildRecord,
  immutableAssetsRule,
  IMMUTABLE,
  parseHostingBuild,
  projectOrigins,
  type HostingBuild,
} from './config.ts'
import { BASE_HOSTING, PRODUCTION_ENV, headersFor } from './test-support.ts'

const base = BASE_HOSTING

const PRODUCTION = {
  ...PRODUCTION_ENV,
  VITE_FIREBASE_FUNCTIONS_REGION: 'europe-west1',
}
const ASSETS = ['entry-client-D0QhvHnx.js', 'shell-EW7ZWtc4.css', 'inter-latin-wght-normal-DHTvPG_T.woff2', '_-_lang_-I8KBwn6M.css']
const build = (env: Record<string, string>, assets: string[] = ASSETS): HostingBuild => parseHostingBuild(hostingBuildRecord(assets, env))

describe('builtHosting', () => {
  const hosting = builtHosting(base, build(PRODUCTION))
  const csp = (path: string) => headersFor(hosting, path)['Content-Security-Policy'] ?? ''

  it("names this project's functions origin and no other in connect-src", () => {
    const policy = csp('/de/applycode')
    expect(
      policyAllows(policy, 'connect-src', 'https://europe-west1-kinemo-prod.cloudfunctions.net/applyCode', 'https://kinemo.app/'),
    ).toBe(true)
    expect(policyAllows(policy, 'connect-src', 'https://us-central1-evil-project.cloudfunctions.net/x', 'https://kinemo.app/')).toBe(false)
    expect(policy).not.toContain('*.cloudfunctions.net')
  })

  it('frames the auth domain only: the site itself when it is the auth domain, no other firebaseapp.com', () => {
    const policy = csp('/applycode')
    expect(parseCsp(policy).get('frame-src')).toEqual(["'self'", 'https://accounts.google.com'])
    expect(policyAllows(policy, 'frame-src', 'https://kinemo.app/__/auth/iframe', 'https://kinemo.app/')).toBe(true)
    expect(policyAllows(policy, 'frame-src', 'https://evil.firebaseapp.com/__/auth/iframe', 'https://kinemo.app/')).toBe(false)
    const other = builtHosting(base, build({ ...PRODUCTION, VITE_FIREBASE_AUTH_DOMAIN: 'kinemo-prod.firebaseapp.com' }))
    const otherPolicy = headersFor(other, '/')['Content-Security-Policy'] ?? ''
    expect(parseCsp(otherPolicy).get('frame-src')).toEqual(["'self'", 'https://accounts.google.com', 'https://kinemo-prod.firebaseapp.com'])
  })

  it('makes exactly the emitted assets immutable; any other path under /assets/, a 404, is no-cache', () => {
    for (const asset of ASSETS) expect(headersFor(hosting, `/assets/${asset}`)['Cache-Control'], asset).toBe(IMMUTABLE)
    for (const path of [
      '/assets/entry-client-AAAAAAAA.js',
      '/assets/nope.js',
      '/assets/',
      '/assets/entry-client-D0QhvHnx.js.map',
      '/assets/xentry-client-D0QhvHnx.js',
      '/assets/entry-client-D0QhvHnxjs',
      '/de/assets/shell-EW7ZWtc4.css',
    ]) {
      expect(headersFor(hosting, path)['Cache-Control'], path).toBe('no-cache')
    }
  })

  it('matches asset names literally, whatever characters they hold', () => {
    const rule = immutableAssetsRule(['a.b-CDEFGHIJ.js', 'fonts/x+y-12345678.woff2'])
    const regex = new RegExp(rule?.regex ?? '', 'u')
    expect(regex.test('/assets/a.b-CDEFGHIJ.js')).toBe(true)
    expect(regex.test('/assets/aXb-CDEFGHIJ.js')).toBe(false)
    expect(regex.test('/assets/fonts/x+y-12345678.woff2')).toBe(true)
    expect(regex.test('/assets/fonts/xxy-12345678.woff2')).toBe(false)
    expect(immutableAssetsRule([])).toBeUndefined()
  })

  it('adds no root redirect by default', () => {
    expect(applyRedirects(hosting.redirects, '/')).toBeUndefined()
    expect(hosting.redirects).toEqual(base.redirects)
  })

  it('with VITE_ROOT_REDIRECT, answers / with that page, 302 unless configured, and only /', () => {
    const redirecting = builtHosting(base, build({ ...PRODUCTION, VITE_ROOT_REDIRECT: '/promo' }))
    expect(redirecting.redirects[0]).toEqual({ regex: '^/$', destination: '/promo', type: 302 })
    expect(applyRedirects(redirecting.redirects, '/')).toBe('/promo')
    for (const path of ['/de', '/promo', '/de/promo']) expect(applyRedirects(redirecting.redirects, path), path).toBeUndefined()
    const permanent = builtHosting(base, build({ ...PRODUCTION, VITE_ROOT_REDIRECT: '/de/promo', VITE_ROOT_REDIRECT_STATUS: '308' }))
    expect(permanent.redirects[0]).toEqual({ regex: '^/$', destination: '/de/promo', type: 308 })
  })

  it('refuses a record whose root redirect would leave the site, as the build does', () => {
    expect(() => build({ ...PRODUCTION, VITE_ROOT_REDIRECT: '/\\evil.example' })).toThrow(/VITE_ROOT_REDIRECT/)
  })

  it('keeps every other part of firebase.json as it is', () => {
    const others = (section: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(section).filter(([key]) => key !== 'headers' && key !== 'redirects'))
    expect(others(hosting)).toEqual(others(base))
    expect(hosting.headers.length).toBe(base.headers.length + 1)
  })
})

describe('projectOrigins', () => {
  it("are the project's auth domain and its functions region", () => {
    expect(projectOrigins(build(PRODUCTION).firebase)).toEqual({
      auth: 'https://kinemo.app',
      functions: 'https://europe-west1-kinemo-prod.cloudfunctions.net',
    })
  })
})

describe('the build record', () => {
  it('round-trips and is checked when read', () => {
    expect(build(PRODUCTION).assets).toEqual([...ASSETS].sort())
    expect(() => parseHostingBuild('{"assets":[1],"env":{}}')).toThrow(/not a build record/)
    expect(() => parseHostingBuild('{"assets":[],"env":{"VITE_SITE_URL":"nope"}}')).toThrow(/VITE_SITE_URL/)
  })
})
