import { describe, expect, it } from 'vitest'
import { assetTags, catalogFilesFor, insertAssetTags, type ViteManifest } from './prerender-lib.ts'

const LINKS = '<link rel="stylesheet" href="/assets/shell.css"><link rel="modulepreload" href="/assets/shell.js">'
const ENTRY = '<script type="module" src="/assets/entry.js"></script>'
const TAGS = { links: LINKS, entryScript: ENTRY }

describe('insertAssetTags', () => {
  it('puts the page CSS and preloads before an inline head script, which would otherwise hold back their discovery', () => {
    const html =
      '<html><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>' +
      '<link rel="stylesheet" href="/assets/latin.css"/><script>detect()</script></head><body></body></html>'
    const out = insertAssetTags(html, TAGS)
    expect(out.indexOf('/assets/shell.css')).toBeGreaterThan(out.indexOf('name="viewport"'))
    expect(out.indexOf('/assets/shell.css')).toBeLessThan(out.indexOf('/assets/latin.css'))
    expect(out.indexOf('/assets/shell.js')).toBeLessThan(out.indexOf('<script>detect()'))
    expect(out.replace(LINKS, '').replace(ENTRY, '')).toBe(html)
  })

  it('keeps the entry script after the head scripts the page renders, which React hydrates by position', () => {
    const html =
      '<head><meta name="viewport" content="width=device-width"/><script type="application/ld+json">{}</script><script>detect()</script></head><body></body>'
    const out = insertAssetTags(html, TAGS)
    expect(out).toContain(`<script>detect()</script>${ENTRY}</head>`)
  })

  it('keeps the links after the charset and Content-Security-Policy metas, which must come first', () => {
    const html =
      '<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src \'self\'"/>' +
      '<meta name="viewport" content="width=device-width"/><title>Kinemo</title></head>'
    const out = insertAssetTags(html, TAGS)
    expect(out.indexOf(LINKS)).toBeGreaterThan(out.indexOf('Content-Security-Policy'))
    expect(out.indexOf(LINKS)).toBeLessThan(out.indexOf('<title>'))
  })

  it('puts everything at the end of the head when the page has no viewport meta', () => {
    expect(insertAssetTags('<head><title>Kinemo</title></head><body></body>', TAGS)).toBe(
      `<head><title>Kinemo</title>${LINKS}${ENTRY}</head><body></body>`,
    )
  })

  it('refuses a page without a head', () => {
    expect(() => insertAssetTags('<body></body>', TAGS)).toThrow(/no <\/head>/)
  })
})

const MANIFEST: ViteManifest = {
  'src/entry-client.tsx': { file: 'assets/entry.js', isEntry: true, imports: ['_shell.js'], css: ['assets/shell.css'] },
  '_shell.js': { file: 'assets/shell.js' },
  'src/routes/{-$lang}/route.tsx?tsr-split=component': { file: 'assets/route.js', isDynamicEntry: true, imports: ['_shell.js'] },
  'src/routes/{-$lang}/promo.tsx?tsr-split=component': {
    file: 'assets/promo.js',
    isDynamicEntry: true,
    imports: ['_shell.js'],
    css: ['assets/promo.css'],
  },
  'src/routes/{-$lang}/license.tsx?tsr-split=component': { file: 'assets/license.js', isDynamicEntry: true },
}

describe('assetTags', () => {
  const preloads = (links: string) => [...links.matchAll(/rel="modulepreload" fetchpriority="low" href="([^"]+)"/g)].map((m) => m[1])

  it("preloads the shell, the locale's catalog, the layout route and the page's own chunk, and links their CSS", () => {
    const tags = assetTags(MANIFEST, { routeFile: 'promo', catalogFiles: ['assets/messages-de-site.js'] })
    expect(preloads(tags.links).sort()).toEqual(['/assets/messages-de-site.js', '/assets/promo.js', '/assets/route.js', '/assets/shell.js'])
    expect(tags.links).toContain('<link rel="stylesheet" href="/assets/shell.css">')
    expect(tags.links).toContain('<link rel="stylesheet" href="/assets/promo.css">')
    expect(tags.entryScript).toBe('<script type="module" src="/assets/entry.js"></script>')
  })

  it('names the shell as the module script when the entry chunk carries no module of its own, only its import', () => {
    const chunks = { 'assets/entry.js': [], 'assets/shell.js': ['src/entry-client.tsx', 'src/app/router.tsx'] }
    const tags = assetTags(MANIFEST, { routeFile: 'promo', catalogFiles: ['assets/messages-de-site.js'] }, chunks)
    expect(tags.entryScript).toBe('<script type="module" src="/assets/shell.js"></script>')
    // Still preloaded at low priority with the rest: the script reuses that fetch.
    expect(preloads(tags.links)).toContain('/assets/shell.js')
    // An entry with code of its own is the script, as without the chunks' modules.
    const own = assetTags(MANIFEST, { routeFile: 'promo', catalogFiles: [] }, { ...chunks, 'assets/entry.js': ['src/entry-client.tsx'] })
    expect(own.entryScript).toBe('<script type="module" src="/assets/entry.js"></script>')
  })

  it('asks for every preload at low priority, behind the stylesheets, fonts and images the first paint needs', () => {
    const { links } = assetTags(MANIFEST, { routeFile: 'promo', catalogFiles: ['assets/messages-de-site.js'] })
    expect(links.match(/rel="modulepreload"/g)).toHaveLength(4)
    expect(links.match(/rel="modulepreload" fetchpriority="low"/g)).toHaveLength(4)
    expect(links).not.toMatch(/stylesheet" fetchpriority/)
  })

  it('leaves out route chunks on the not-found page, which renders none', () => {
    const { links } = assetTags(MANIFEST, { routeFile: undefined, catalogFiles: ['assets/messages-de-site.js'] })
    expect(preloads(links).sort()).toEqual(['/assets/messages-de-site.js', '/assets/shell.js'])
  })

  it('preloads only the catalog parts the page rendered with', () => {
    const catalogs = {
      version: 'v',
      files: {
        de: { site: 'assets/messages-de-site.js', auth: 'assets/messages-de-auth.js', 'apply-code': 'assets/messages-de-apply-code.js' },
      },
    }
    const auth = assetTags(MANIFEST, { routeFile: 'promo', catalogFiles: catalogFilesFor(catalogs, 'de', ['site', 'auth']) })
    expect(preloads(auth.links)).toEqual(expect.arrayContaining(['/assets/messages-de-site.js', '/assets/messages-de-auth.js']))
    expect(preloads(auth.links)).not.toContain('/assets/messages-de-apply-code.js')
    const site = assetTags(MANIFEST, { routeFile: 'promo', catalogFiles: catalogFilesFor(catalogs, 'de', ['site']) })
    expect(preloads(site.links).filter((href) => href?.includes('messages'))).toEqual(['/assets/messages-de-site.js'])
  })

  it('fails the build when a catalog part the page needs has no file', () => {
    const catalogs = { version: 'v', files: { de: { site: 'assets/messages-de-site.js' } } }
    expect(() => catalogFilesFor(catalogs, 'fr', ['site'])).toThrow(/site part of the fr catalog/)
    expect(() => catalogFilesFor(catalogs, 'de', ['site', 'auth'])).toThrow(/auth part of the de catalog/)
  })
})
