import { describe, expect, it } from 'vitest'
import { loadEnv } from 'vite'
import { parseSiteEnv } from './site-env'
import * as env from './env'

describe('site settings', () => {
  it('falls back to the production origin with the root redirect and cross-origin cookies off', () => {
    expect(parseSiteEnv({})).toEqual({
      VITE_SITE_URL: 'https://kinemo.app',
      VITE_ROOT_REDIRECT: undefined,
      VITE_ROOT_REDIRECT_STATUS: 302,
      VITE_COOKIE_CROSS_ORIGIN: false,
      VITE_COOKIE_SECURE: false,
    })
  })

  it('drops trailing slashes from the origin, so page URLs never get a double slash', () => {
    expect(parseSiteEnv({ VITE_SITE_URL: 'https://staging.kinemo.app//' }).VITE_SITE_URL).toBe('https://staging.kinemo.app')
  })

  it('reads an empty root redirect as none, and flags as booleans', () => {
    const parsed = parseSiteEnv({ VITE_ROOT_REDIRECT: '', VITE_COOKIE_SECURE: 'true' })
    expect(parsed.VITE_ROOT_REDIRECT).toBeUndefined()
    expect(parsed.VITE_COOKIE_SECURE).toBe(true)
    expect(parseSiteEnv({ VITE_ROOT_REDIRECT: '/promo' }).VITE_ROOT_REDIRECT).toBe('/promo')
  })

  it('stops the build with the variable named when a value is wrong', () => {
    expect(() => parseSiteEnv({ VITE_SITE_URL: 'kinemo' })).toThrow(/VITE_SITE_URL/)
    expect(() => parseSiteEnv({ VITE_ROOT_REDIRECT: 'https://elsewhere.example' })).toThrow(
      /VITE_ROOT_REDIRECT: must be a path of this site/,
    )
    expect(() => parseSiteEnv({ VITE_COOKIE_SECURE: 'yes' })).toThrow(/VITE_COOKIE_SECURE/)
  })

  it.each([
    ['https://elsewhere.example'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['/\\/evil.example'],
    ['//x'],
    ['/%2F..'],
    ['/%2Fevil.example'],
    ['/https:/evil.example'],
    ['/https://evil.example'],
    ['/de/../promo'],
    ['/..'],
    ['/./x'],
    ['/\t/evil.example'],
    ['/promo\n'],
    ['/ promo'],
    ['/promo?next=//evil.example'],
    ['/promo#x'],
    ['/'],
    ['promo'],
    ['javascript:alert(1)'],
    ['/</script><script>alert(1)</script>'],
  ])('refuses the root redirect %j at build time, saying what it must be', (value) => {
    expect(() => parseSiteEnv({ VITE_ROOT_REDIRECT: value })).toThrow(/VITE_ROOT_REDIRECT: must be a path of this site/)
  })

  it.each([['/promo'], ['/de/promo'], ['/zh-CN/getkinemo'], ['/privacy_and_cookie_policy'], ['/v1.2/x~y']])(
    'accepts the site path %s as root redirect',
    (value) => {
      expect(parseSiteEnv({ VITE_ROOT_REDIRECT: value }).VITE_ROOT_REDIRECT).toBe(value)
    },
  )

  it('takes the root redirect status from 301, 302, 303, 307 and 308 only, 302 by default', () => {
    expect(parseSiteEnv({ VITE_ROOT_REDIRECT: '/promo' }).VITE_ROOT_REDIRECT_STATUS).toBe(302)
    for (const status of [301, 302, 303, 307, 308])
      expect(parseSiteEnv({ VITE_ROOT_REDIRECT_STATUS: String(status) }).VITE_ROOT_REDIRECT_STATUS).toBe(status)
    for (const bad of ['200', '404', '300', 'permanent', '301 '])
      expect(() => parseSiteEnv({ VITE_ROOT_REDIRECT_STATUS: bad }), bad).toThrow(/VITE_ROOT_REDIRECT_STATUS/)
  })

  it('gives the pages the values Vite checked when it loaded its config', () => {
    expect({ ...env }).toEqual(parseSiteEnv(loadEnv('test', process.cwd(), 'VITE_')))
    expect(env.VITE_SITE_URL).toMatch(/^https?:\/\/[^/]+$/)
  })
})
