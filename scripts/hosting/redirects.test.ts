import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../src/lib/i18n/locale-table.ts'
import { PAGE_LIST } from '../../src/lib/content/pages.ts'
import { pagePath } from '../../src/lib/paths/site-paths.ts'
import {
  applyRedirects,
  canonicalRedirects,
  firebaseJsonWithRedirects,
  isOffSite,
  nonCanonicalPattern,
  type RedirectRule,
} from './redirects.ts'

const rules = canonicalRedirects()
const firebaseJson = readFileSync(join(import.meta.dirname, '../..', 'firebase.json'), 'utf8')
const canonicalPaths = LOCALES.flatMap((locale) => PAGE_LIST.map((page) => pagePath(locale.code, page.key)))

/** Follows redirects like a browser, failing on loops; returns every hop. */
function follow(path: string): string[] {
  const hops = [path]
  for (let i = 0; i < 10; i++) {
    const next = applyRedirects(rules, hops[hops.length - 1] ?? '')
    if (next === undefined) return hops
    hops.push(next)
  }
  throw new Error(`Redirect loop from ${path}: ${hops.join(' -> ')}`)
}

describe('firebase.json', () => {
  it('holds exactly the generated redirects (run `npm run hosting:redirects` after changing locales or pages)', () => {
    expect(firebaseJsonWithRedirects(firebaseJson)).toBe(firebaseJson)
  })
})

describe('nonCanonicalPattern', () => {
  const matches = (canonical: string, candidate: string) => new RegExp(`^(?:${nonCanonicalPattern(canonical)})$`, 'u').test(candidate)

  it('matches every other spelling and never the canonical one', () => {
    for (const variant of ['DE', 'De', 'dE']) expect(matches('de', variant), variant).toBe(true)
    expect(matches('de', 'de')).toBe(false)
    for (const variant of ['zh-cn', 'ZH-CN', 'zh_CN', 'zh_cn', 'Zh-Cn']) expect(matches('zh-CN', variant), variant).toBe(true)
    expect(matches('zh-CN', 'zh-CN')).toBe(false)
  })

  it('matches nothing that differs by more than case or separator', () => {
    for (const other of ['d', 'dee', 'ded', 'zh-CNX', 'zhCN', 'zh--CN', 'zh.CN', ''])
      expect(matches(other === '' ? 'de' : 'zh-CN', other), other).toBe(false)
  })

  it('uses only regex syntax that RE2 (Hosting) and JavaScript share', () => {
    for (const rule of rules) {
      expect(rule.regex, rule.regex).not.toMatch(/\(\?[=!<]|\\[1-9]|\\k</)
      expect(() => new RegExp(rule.regex, 'u')).not.toThrow()
    }
  })
})

describe('canonical redirects', () => {
  it('never redirect one of the 144 pages', () => {
    for (const path of canonicalPaths) expect(applyRedirects(rules, path), path).toBeUndefined()
  })

  it.each([
    ['/DE/promo', '/de/promo'],
    ['/DE', '/de'],
    ['/De/', '/de'],
    ['/zh-cn', '/zh-CN'],
    ['/zh-cn/promo', '/zh-CN/promo'],
    ['/ZH_TW/license/', '/zh-TW/license'],
    ['/Promo', '/promo'],
    ['/PROMO/', '/promo'],
    ['/de/GetKinemo', '/de/getkinemo'],
    ['/auth-action', '/auth_action'],
    ['/ja/Privacy-And-Cookie-Policy', '/ja/privacy_and_cookie_policy'],
    ['//de/promo', '/de/promo'],
    ['/de//promo', '/de/promo'],
    ['///de///promo', '/de/promo'],
    ['//', '/'],
    ['////', '/'],
  ])('%s ends at %s', (from, to) => {
    expect(follow(from).at(-1)).toBe(to)
  })

  it('fixes a wrong-case locale and page in two hops', () => {
    expect(follow('/DE/PROMO')).toEqual(['/DE/PROMO', '/de/PROMO', '/de/promo'])
  })

  it.each([['/xx/promo'], ['/en/promo'], ['/de/nope'], ['/DE-de'], ['/zh'], ['/promo/extra'], ['/de.html']])(
    'leaves the unknown path %s alone',
    (path) => {
      expect(applyRedirects(rules, path)).toBeUndefined()
    },
  )

  it('keeps unknown subpaths of a wrong-case locale for the 404 page of that locale', () => {
    expect(follow('/DE/nope')).toEqual(['/DE/nope', '/de/nope'])
  })

  it.each([
    ['//evil.example'],
    ['///evil.example/x'],
    ['//\\evil.example'],
    ['/\\/evil.example'],
    ['//de//\\evil.example'],
    ['/DE//\\evil.example'],
    ['////\\\\evil.example'],
    ['/\\evil.example//x'],
    // Hosting reads a destination with a scheme after its first slash as an absolute URL.
    ['/https://evil.example'],
    ['//https:/evil.example'],
    ['///https:/evil.example'],
    ['/http://evil.example/x'],
    ['/https://kinemo.app.evil.example'],
    ['/HTTPS://evil.example'],
    ['/javascript:alert(1)//x'],
    ['//https:/evil.example//x'],
    ['/de//https://evil.example'],
    // Hosting matches the decoded path; browsers drop tabs and newlines from a Location.
    ['/\t//evil.example'],
    ['/\n//evil.example'],
    ['/x\r\nSet-Cookie:a=1//y'],
    ['/ //evil.example'],
    ['//\t/evil.example'],
    ['/%09//evil.example'],
  ])('never sends %s off the site', (path) => {
    for (const hop of follow(path).slice(1)) {
      expect(hop, hop).toMatch(/^\/(?![/\\])/)
      expect(new URL(hop, 'https://kinemo.app').origin).toBe('https://kinemo.app')
    }
  })
})

describe('the model of Hosting (applyRedirects)', () => {
  const rule = (destination: string): RedirectRule[] => [{ regex: '^/go$', destination, type: 301 }]

  it('answers an absolute URL where Hosting would, so a test of each hop sees it leave', () => {
    expect(applyRedirects(rule('/https:/evil.example'), '/go')).toBe('https://evil.example')
    expect(applyRedirects(rule('/http:/evil.example/x'), '/go')).toBe('http://evil.example/x')
    expect(applyRedirects(rule('https://evil.example'), '/go')).toBe('https://evil.example')
    expect(applyRedirects(rule('/de/promo'), '/go')).toBe('/de/promo')
  })

  it.each([
    ['/https:/evil.example'],
    ['https://evil.example'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['\n//evil.example'],
    ['javascript:alert(1)'],
    ['evil.example'],
  ])('counts %s as leaving the site', (destination) => {
    expect(isOffSite(destination)).toBe(true)
  })

  it.each([['/'], ['/de/promo'], ['/de/https:/x'], ['/%2F%2Fevil.example']])('counts %s as a path of this site', (destination) => {
    expect(isOffSite(destination)).toBe(false)
  })

  it('would have caught the old slash-collapsing rules', () => {
    const old: RedirectRule[] = [{ regex: '^(/[^/\\\\][^/]*)//+(.*)$', destination: ':1/:2', type: 301 }]
    expect(applyRedirects(old, '/https://evil.example')).toBe('https://evil.example')
  })
})
