import { describe, expect, it } from 'vitest'
import { analyticsCookieNames, domainsFor, pageViewParams } from './page-view'
import { analyticsAllowedOn } from './analytics-scope'

describe('pageViewParams', () => {
  it('sends origin and path only, never the query string or hash', () => {
    const location = new URL('https://kinemo.app/de/auth_action?mode=resetPassword&oobCode=SECRET#x')
    const params = pageViewParams(location, 'Konto', 'de')
    expect(params).toEqual({
      page_location: 'https://kinemo.app/de/auth_action',
      page_path: '/de/auth_action',
      page_title: 'Konto',
      language: 'de',
    })
    expect(JSON.stringify(params)).not.toContain('SECRET')
  })
})

describe('analyticsAllowedOn', () => {
  it('never runs on the account action page, in any language', () => {
    for (const path of ['/auth_action', '/auth_action/', '/ar/auth_action', '/ja/auth_action', '/zh-TW/auth_action'])
      expect(analyticsAllowedOn(path), path).toBe(false)
  })

  it('runs on the other pages', () => {
    for (const path of ['/', '/ja', '/promo', '/de/applycode', '/license']) expect(analyticsAllowedOn(path), path).toBe(true)
  })
})

describe('analytics cookies on withdrawal', () => {
  it('finds the Google Analytics cookies only', () => {
    expect(analyticsCookieNames('_ga=1; _ga_ABC=2; _gid=3; i18n_redirected=de; kinemo_consent=denied; _gat_x=1')).toEqual([
      '_ga',
      '_ga_ABC',
      '_gid',
      '_gat_x',
    ])
  })

  it('lists the domains a cookie may have been set on', () => {
    expect(domainsFor('www.kinemo.app')).toEqual(['www.kinemo.app', 'kinemo.app'])
    expect(domainsFor('127.0.0.1')).toEqual(['127.0.0.1'])
  })
})
