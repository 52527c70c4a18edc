import { describe, expect, it } from 'vitest'
import { safeContinueUrl } from './continue-url'

const policy = {
  siteOrigins: ['https://kinemo.app', 'http://127.0.0.1:6300'],
  allowlist: ['https://links.kinemo.app/open/', 'kinemo://open'],
}

describe('safeContinueUrl', () => {
  it.each([
    ['https://kinemo.app/promo?x=1#top', 'https://kinemo.app/promo?x=1#top'],
    ['http://127.0.0.1:6300/de', 'http://127.0.0.1:6300/de'],
    ['https://links.kinemo.app/open/project/42', 'https://links.kinemo.app/open/project/42'],
    ['https://links.kinemo.app/open/', 'https://links.kinemo.app/open/'],
    ['kinemo://open/project/42', 'kinemo://open/project/42'],
  ])('follows %s', (raw, expected) => {
    expect(safeContinueUrl(raw, policy)).toBe(expected)
  })

  it.each([
    undefined,
    '',
    'https://evil.example/phish',
    'https://kinemo.app.evil.example/',
    'https://evil.example@kinemo.app/',
    'https://kinemo.app@evil.example/',
    'http://kinemo.app/promo',
    'https://kinemo.app:8443/',
    '//evil.example/',
    '/promo',
    'https:/\\evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://links.kinemo.app/openx/elsewhere',
    'https://links.kinemo.app/',
    'kinemo://evil/open',
    'https://kinemo.app/\u0000',
  ])('drops %j', (raw) => {
    expect(safeContinueUrl(raw, policy)).toBeUndefined()
  })

  it('accepts no allowlist entry of a dangerous scheme', () => {
    expect(safeContinueUrl('javascript:alert(1)', { siteOrigins: [], allowlist: ['javascript:alert(1)'] })).toBeUndefined()
  })
})
