import { describe, expect, it } from 'vitest'
import { loadEnv } from 'vite'
import { parseSiteEnv } from './site-env'
import { env } from './env'

describe('site settings', () => {
  it('falls back to the production origin with the root redirect and cross-origin cookies off', () => {
    expect(parseSiteEnv({})).toEqual({
      VITE_SITE_URL: 'https://kinemo.app',
      VITE_ROOT_REDIRECT: undefined,
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
    expect(() => parseSiteEnv({ VITE_ROOT_REDIRECT: 'https://elsewhere.example' })).toThrow(/VITE_ROOT_REDIRECT: must be a site path/)
    expect(() => parseSiteEnv({ VITE_COOKIE_SECURE: 'yes' })).toThrow(/VITE_COOKIE_SECURE/)
  })

  it('gives the pages the values Vite checked when it loaded its config', () => {
    expect(env).toEqual(parseSiteEnv(loadEnv('test', process.cwd(), 'VITE_')))
    expect(env.VITE_SITE_URL).toMatch(/^https?:\/\/[^/]+$/)
  })
})
