import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  addSources,
  scanPage,
  isExecutableScriptType,
  pagePolicy,
  parseCsp,
  policyAllows,
  serializeCsp,
  sha256Source,
  withCspMeta,
} from './csp.ts'

const page = (head: string, body = '') =>
  `<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`

describe('sha256Source', () => {
  it('hashes like browsers do (the example of the CSP spec and MDN)', () => {
    expect(sha256Source("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='")
  })

  it('hashes the UTF-8 bytes of non-ASCII text', () => {
    const utf8 = createHash('sha256')
      .update(Buffer.from([0xc3, 0xa9]))
      .digest('base64')
    expect(sha256Source('é')).toBe(`'sha256-${utf8}'`)
  })
})

describe('scanPage hashes', () => {
  it('hashes each inline script once, in document order, and skips external scripts', () => {
    const html = page('<script>a()</script><script type="module" src="/assets/x.js"></script>', '<script>b()</script><script>a()</script>')
    expect(scanPage(html).hashes.scripts).toEqual([sha256Source('a()'), sha256Source('b()')])
  })

  it('skips data blocks such as JSON-LD but hashes modules and import maps', () => {
    const html = page(
      '<script type="application/ld+json">{"@type":"WebSite"}</script><script type="module">m()</script><script type="importmap">{"imports":{}}</script><script type="text/plain">x</script>',
    )
    expect(scanPage(html).hashes.scripts).toEqual([sha256Source('m()'), sha256Source('{"imports":{}}')])
  })

  it('hashes the text as the parser sees it: CRLF normalized, entities left alone', () => {
    const html = page('<script>if (a &amp;&amp; b)\r\n  c()</script>')
    expect(scanPage(html).hashes.scripts).toEqual([sha256Source('if (a &amp;&amp; b)\n  c()')])
  })

  it('hashes <style> elements separately from scripts', () => {
    const html = page('<style>.a{color:red}</style>')
    expect(scanPage(html).hashes).toEqual({ scripts: [], styles: [sha256Source('.a{color:red}')] })
  })

  it('reads a script whose text contains markup-like strings', () => {
    const text = 'var s = "<b>not a tag</b>"; var t = "</scrip" + "t>"'
    expect(scanPage(page(`<script>${text}</script>`)).hashes.scripts).toEqual([sha256Source(text)])
  })
})

describe('isExecutableScriptType', () => {
  it.each([[undefined], [''], ['module'], ['text/javascript'], ['TEXT/JavaScript; charset=utf-8'], ['importmap']])('%s runs', (type) => {
    expect(isExecutableScriptType(type)).toBe(true)
  })
  it.each([['application/ld+json'], ['application/json'], ['text/template'], ['text/babel']])('%s is data', (type) => {
    expect(isExecutableScriptType(type)).toBe(false)
  })
})

describe('pagePolicy', () => {
  const policy = parseCsp(pagePolicy({ scripts: ["'sha256-AAA='"], styles: ["'sha256-BBB='"] }))

  it('allows scripts from this origin, by hash and from the two Google hosts only', () => {
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-AAA='", 'https://www.googletagmanager.com', 'https://apis.google.com'])
  })

  it('never allows inline or eval for scripts', () => {
    const all = pagePolicy({ scripts: [], styles: [] })
    for (const name of ['script-src', 'script-src-elem', 'script-src-attr', 'default-src']) {
      for (const bad of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", '*', 'data:', 'https:']) {
        expect(parseCsp(all).get(name) ?? [], `${name} ${bad}`).not.toContain(bad)
      }
    }
  })

  it('allows <style> elements only by hash, and style attributes', () => {
    expect(policy.get('style-src-elem')).toEqual(["'self'", "'sha256-BBB='"])
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"])
  })
})

describe('withCspMeta', () => {
  it('puts the policy right after <meta charset>, before every script', () => {
    const html = page('<title>t</title><script>x()</script>')
    const out = withCspMeta(html)
    const metaAt = out.indexOf('<meta http-equiv="Content-Security-Policy"')
    expect(metaAt).toBe(out.indexOf('<meta charSet="utf-8"/>') + '<meta charSet="utf-8"/>'.length)
    expect(metaAt).toBeLessThan(out.indexOf('<script>'))
    expect(out.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '')).toBe(html)
  })

  it('writes the hashes of this page', () => {
    const out = withCspMeta(page('<script>one()</script>', '<script>two()</script>'))
    const content = /content="([^"]*)"/.exec(out)?.[1] ?? ''
    expect(parseCsp(content).get('script-src')).toEqual(expect.arrayContaining([sha256Source('one()'), sha256Source('two()')]))
  })

  it('puts it first in <head> when there is no charset', () => {
    const out = withCspMeta('<html><head><script>x()</script></head><body></body></html>')
    expect(out.startsWith('<html><head><meta http-equiv="Content-Security-Policy"')).toBe(true)
  })

  it('refuses a document that already has a policy or has no head', () => {
    expect(() => withCspMeta(page('<meta http-equiv="content-security-policy" content="x">'))).toThrow(/already has/)
    expect(() => withCspMeta('<p>no head</p>')).toThrow(/no <head>/)
  })
})

describe('parseCsp and addSources', () => {
  it('round-trips and keeps the first of repeated directives', () => {
    const policy = parseCsp("connect-src 'self'  https://a.example ;img-src 'self'; connect-src *")
    expect(serializeCsp(policy)).toBe("connect-src 'self' https://a.example; img-src 'self'")
  })

  it('adds sources once, and refuses to create a directive', () => {
    const out = addSources("connect-src 'self'; frame-src https://a.example", {
      'connect-src': ['http://127.0.0.1:1', "'self'"],
      'frame-src': ['http://127.0.0.1:1'],
    })
    expect(out).toBe("connect-src 'self' http://127.0.0.1:1; frame-src https://a.example http://127.0.0.1:1")
    expect(() => addSources("img-src 'self'", { 'connect-src': ['x'] })).toThrow(/no connect-src/)
  })
})

describe('policyAllows', () => {
  const self = 'https://kinemo.app/de/promo'
  const policy =
    "connect-src 'self' https://*.cloudfunctions.net https://securetoken.googleapis.com; frame-src https://*.firebaseapp.com; default-src 'none'"

  it('matches self, exact hosts and wildcard subdomains', () => {
    expect(policyAllows(policy, 'connect-src', 'https://kinemo.app/payloads/de/promo.json', self)).toBe(true)
    expect(policyAllows(policy, 'connect-src', 'https://securetoken.googleapis.com/v1/token', self)).toBe(true)
    expect(policyAllows(policy, 'connect-src', 'https://us-central1-kinemo.cloudfunctions.net/applyCode', self)).toBe(true)
    expect(policyAllows(policy, 'frame-src', 'https://kinemo-prod.firebaseapp.com/__/auth/iframe', self)).toBe(true)
  })

  it('rejects other hosts, schemes, ports and the bare wildcard parent', () => {
    expect(policyAllows(policy, 'connect-src', 'https://evil.example/x', self)).toBe(false)
    expect(policyAllows(policy, 'connect-src', 'http://securetoken.googleapis.com/', self)).toBe(false)
    expect(policyAllows(policy, 'connect-src', 'https://securetoken.googleapis.com:8443/', self)).toBe(false)
    expect(policyAllows(policy, 'frame-src', 'https://firebaseapp.com/', self)).toBe(false)
    expect(policyAllows(policy, 'connect-src', 'https://kinemo.app.evil.example/', self)).toBe(false)
  })

  it('falls back to default-src, and allows everything without either', () => {
    expect(policyAllows(policy, 'img-src', 'https://kinemo.app/x.png', self)).toBe(false)
    expect(policyAllows("img-src 'self'", 'font-src', 'https://fonts.example/x.woff2', self)).toBe(true)
  })
})
