import { describe, expect, it } from 'vitest'
import type { ViteManifest } from '../../scripts/build/prerender-lib.ts'
import { assetKind, assetPath, catalogFileList, loadedRefs, parseAssetRefs, staticFirstLoad } from './first-load.ts'

const manifest: ViteManifest = {
  'src/entry-client.tsx': {
    file: 'assets/entry.js',
    isEntry: true,
    imports: ['_shared.js'],
    css: ['assets/entry.css'],
  },
  '_shared.js': { file: 'assets/shared.js', imports: ['_deep.js'] },
  '_deep.js': { file: 'assets/deep.js' },
  'src/routes/{-$lang}/promo.tsx?tsr-split=component': {
    file: 'assets/promo.js',
    isDynamicEntry: true,
    imports: ['_shared.js'],
    css: ['assets/promo.css'],
  },
}

const html = `<!DOCTYPE html><html><head>
<link rel="stylesheet" href="/assets/entry.css">
<link rel=modulepreload href='/assets/promo.js'>
<link rel="preload" as="font" type="font/woff2" href="/fonts/inter.woff2" crossorigin>
<link rel="icon" href="/favicon.svg">
<link rel="alternate" hreflang="de" href="https://kinemo.app/de">
<script type="module" src="/assets/entry.js"></script>
<script>self.inline = true</script>
</head><body></body></html>`

describe('parseAssetRefs', () => {
  it('reads scripts and links with any quoting, skipping inline scripts', () => {
    const refs = parseAssetRefs(html)
    expect(refs.map((r) => r.href)).toEqual([
      '/assets/entry.css',
      '/assets/promo.js',
      '/fonts/inter.woff2',
      '/favicon.svg',
      'https://kinemo.app/de',
      '/assets/entry.js',
    ])
    expect(refs[1]).toEqual({ tag: 'link', rel: 'modulepreload', as: undefined, href: '/assets/promo.js' })
    expect(refs[2]?.as).toBe('font')
  })

  it('keeps only what the browser fetches while loading (no icons or alternates)', () => {
    expect(loadedRefs(parseAssetRefs(html)).map((r) => r.href)).toEqual([
      '/assets/entry.css',
      '/assets/promo.js',
      '/fonts/inter.woff2',
      '/assets/entry.js',
    ])
  })
})

describe('assetKind and assetPath', () => {
  it('classifies by extension; extensionless paths are pages', () => {
    expect(assetKind('assets/a.js')).toBe('js')
    expect(assetKind('assets/a.css?v=1')).toBe('css')
    expect(assetKind('fonts/x.woff2')).toBe('font')
    expect(assetKind('de/promo')).toBe('html')
    expect(assetKind('payloads/de/home.json')).toBe('data')
    expect(assetKind('og.png')).toBe('image')
  })

  it('turns same-origin URLs into dist/-relative paths and drops other origins', () => {
    expect(assetPath('/assets/a.js')).toBe('assets/a.js')
    expect(assetPath('http://127.0.0.1:6600/de/promo?x=1', 'http://127.0.0.1:6600')).toBe('de/promo')
    expect(assetPath('https://www.googletagmanager.com/gtag.js', 'http://127.0.0.1:6600')).toBeUndefined()
  })
})

describe('staticFirstLoad', () => {
  it('follows static imports of every referenced chunk and adds their CSS, but not dynamic imports', () => {
    expect(staticFirstLoad(html, manifest)).toEqual([
      'assets/deep.js',
      'assets/entry.css',
      'assets/entry.js',
      'assets/promo.css',
      'assets/promo.js',
      'assets/shared.js',
      'fonts/inter.woff2',
    ])
  })
})

describe('catalogFileList', () => {
  it('lists the file of every part of every locale catalog, by locale and part', () => {
    const files = catalogFileList({
      version: 'v',
      files: {
        'zh-TW': { site: 'assets/messages-zh-TW-site-v.js' },
        de: { auth: 'assets/messages-de-auth-v.js', site: 'assets/messages-de-site-v.js' },
      },
    })
    expect(files).toEqual([
      { locale: 'de', part: 'auth', file: 'assets/messages-de-auth-v.js' },
      { locale: 'de', part: 'site', file: 'assets/messages-de-site-v.js' },
      { locale: 'zh-TW', part: 'site', file: 'assets/messages-zh-TW-site-v.js' },
    ])
  })
})
