import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseCsp } from '../build/csp.ts'
import { emulatorConfig, FIXTURE_FUNCTIONS, globalHeader, wellFormedUrl } from './serve-lib.ts'
import { builtHosting, hostingBuildRecord, hostingSection, parseHostingBuild } from './config.ts'

const firebaseJson = JSON.parse(readFileSync(join(import.meta.dirname, '../..', 'firebase.json'), 'utf8')) as Record<string, unknown>

function cspOf(config: Record<string, unknown>): string {
  const policy = globalHeader(config, 'Content-Security-Policy')
  if (!policy) throw new Error('no CSP header in the config')
  return policy
}

// A local build: the demo project, as `npm start` and the e2e tests serve it.
const build = parseHostingBuild(hostingBuildRecord(['entry-client-AbCd1234.js'], {}))

describe('emulatorConfig', () => {
  const local = emulatorConfig(firebaseJson, 6500, build)

  it('moves every emulator next to the hosting port', () => {
    expect(local.emulators).toMatchObject({ hosting: { port: 6500 }, auth: { port: 6501 }, functions: { port: 6502 }, hub: { port: 6503 } })
  })

  it('lets the page reach and frame the local auth and functions emulators', () => {
    const policy = parseCsp(cspOf(local))
    for (const directive of ['connect-src', 'frame-src']) {
      expect(policy.get(directive)).toEqual(
        expect.arrayContaining(['http://127.0.0.1:6501', 'http://127.0.0.1:6502', 'http://localhost:6501', 'http://localhost:6502']),
      )
    }
  })

  it("serves the build's hosting configuration", () => {
    const hosting = builtHosting(hostingSection(firebaseJson), build)
    expect((local.hosting as { redirects: unknown }).redirects).toEqual(hosting.redirects)
    expect(JSON.stringify(local.hosting)).toContain('entry-client-AbCd1234')
  })

  it('runs the applyCode fixture, which firebase.json (what a deploy reads) never names', () => {
    expect(local.functions).toEqual(FIXTURE_FUNCTIONS)
    expect(firebaseJson).not.toHaveProperty('functions')
    expect(JSON.stringify(firebaseJson)).not.toMatch(/"functions"\s*:\s*\[|codebase|fixture/)
  })

  it('changes nothing else in the policy, and leaves firebase.json itself without local origins', () => {
    const production = parseCsp(cspOf({ hosting: builtHosting(hostingSection(firebaseJson), build) }))
    const policy = parseCsp(cspOf(local))
    for (const [directive, sources] of production) {
      expect(
        policy.get(directive)?.filter((s) => !/^http:\/\/(127\.0\.0\.1|localhost):/.test(s)),
        directive,
      ).toEqual(sources)
    }
    expect(cspOf(firebaseJson)).not.toMatch(/127\.0\.0\.1|localhost|http:/)
  })
})

describe('wellFormedUrl', () => {
  it.each([
    ['/'],
    ['/de/promo?code=A%26B#x'],
    ['/%E6%97%A5%E6%9C%AC'],
    ['//de/promo'],
    ['/a%2Fb'],
    ['//'],
    ['///?x=1'],
    [`/promo?q=${'x'.repeat(5000)}`],
  ])('leaves %s alone', (url) => {
    expect(wellFormedUrl(url)).toBe(url)
  })

  it.each([
    ['/%E0%A4%A', '/%25E0%25A4%25A'],
    ['/%', '/%25'],
    ['/de/promo?q=%zz', '/de/promo?q=%25zz'],
    ['/%C0%AE%C0%AE/etc/passwd', '/%25C0%25AE%25C0%25AE/etc/passwd'],
    ['/ok%41/bad%FF', '/ok%41/bad%25FF'],
    ['//%5Cevil.example', '/%2F%5Cevil.example'],
    [`/de/${'x'.repeat(300)}/promo`, `/de/${'x'.repeat(200)}/promo`],
    [`/${'%C3%A9'.repeat(100)}?q=1`, `/${'%C3%A9'.repeat(33)}?q=1`],
    [`/abcd${'%E6%97%A5'.repeat(30)}`, `/abcd${'%E6%97%A5'.repeat(21)}%25E6%2597`],
  ])('makes %s safe as %s', (url, safe) => {
    expect(wellFormedUrl(url)).toBe(safe)
  })

  it('always yields something decodeURI and new URL accept', () => {
    const pieces = [
      '/',
      '//',
      '\\',
      '%',
      '%2',
      '%zz',
      '%C3',
      '%A9',
      '%C3%A9',
      '%E0%A4%A',
      '%FF',
      '[',
      '?',
      '#',
      'a',
      '%5C',
      '%2F',
      ':',
      '%E6%97%A5'.repeat(40),
      'x'.repeat(150),
    ]
    let seed = 7
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648)
    for (let i = 0; i < 2000; i++) {
      const url = '/' + Array.from({ length: 1 + (next() % 8) }, () => pieces[next() % pieces.length]).join('')
      const safe = wellFormedUrl(url)
      expect(() => decodeURI(safe), url).not.toThrow()
      if (!/^\/+(?:[?#].*)?$/.test(safe)) expect(() => new URL(safe, 'http://127.0.0.1'), url).not.toThrow()
    }
  })
})
