import { describe, expect, it } from 'vitest'
import { encode } from '@jridgewell/sourcemap-codec'
import { attribute, bytesBySource, folderOf, normalizeSource, ownerOf, UNMAPPED, wholeFileMap } from './sourcemap.ts'

// Line 0: "abc;" from a.js, "defg" from b.js. Line 1: "xy" from a.js (source index goes back by 1).
const code = 'abc;defg\nxy'
const map = { sources: ['../../src/a.js', '../../node_modules/@scope/pkg/b.js'], mappings: 'AAAA,ICAA;ADAA' }

describe('bytesBySource', () => {
  it("gives a catalog file's every byte but its closing line break to the catalog it is made from", () => {
    const catalog = 'export const messages=JSON.parse(`{"a":["Grüße"]}`);\n'
    const totals = bytesBySource(catalog, wholeFileMap('src/locales/de/messages.po?part=site'))
    expect(Object.fromEntries(totals)).toEqual({ 'src/locales/de/messages.po?part=site': Buffer.byteLength(catalog) - 1, [UNMAPPED]: 1 })
    expect(folderOf('src/locales/de/messages.po?part=site')).toBe('src/locales')
  })

  it('gives each segment the bytes up to the next one and accounts for every byte', () => {
    const totals = bytesBySource(code, map)
    expect(Object.fromEntries(totals)).toEqual({ '../../src/a.js': 6, '../../node_modules/@scope/pkg/b.js': 4, [UNMAPPED]: 1 })
    expect([...totals.values()].reduce((a, b) => a + b)).toBe(Buffer.byteLength(code))
  })

  it('counts unmapped code before the first segment', () => {
    expect(Object.fromEntries(bytesBySource('  ab', { sources: ['x.js'], mappings: 'EAAA' }))).toEqual({ [UNMAPPED]: 2, 'x.js': 2 })
  })

  it('counts a segment without a source, and segments listed out of column order, where they sit', () => {
    // Columns 0-2 from a.js, 3-4 mapped to no source, 5-7 from a.js again; listed last to first.
    const mappings = encode([[[5, 0, 0, 5], [3], [0, 0, 0, 0]]])
    expect(Object.fromEntries(bytesBySource('abcdefgh', { sources: ['a.js'], mappings }))).toEqual({ 'a.js': 6, [UNMAPPED]: 2 })
  })

  it('counts UTF-8 bytes of non-ASCII code', () => {
    expect(bytesBySource('"日本"', { sources: ['ja.js'], mappings: 'AAAA' }).get('ja.js')).toBe(8)
  })
})

describe('owners', () => {
  it('normalise relative sources and group them by package', () => {
    expect(normalizeSource('../../node_modules/react/index.js')).toBe('node_modules/react/index.js')
    expect(normalizeSource('../../src/a.js')).toBe('src/a.js')
    expect(ownerOf('node_modules/@scope/pkg/b.js')).toBe('@scope/pkg')
    expect(ownerOf('src/a.js')).toBe('app (src/)')
    expect(ownerOf(UNMAPPED)).toBe(UNMAPPED)
    // The build's subset fonts, imported as URLs from the build's own cache: the site's code, not a package.
    expect(ownerOf('node_modules/.cache/kinemo-fonts/1aac/inter-latin-wght-normal.woff2?url')).toBe('app (src/)')
  })
})

describe('folderOf', () => {
  it('names the feature or library folder a module belongs to, else its top folder', () => {
    expect(folderOf('src/features/consent/cookie-notice.tsx')).toBe('src/features/consent')
    expect(folderOf('src/lib/i18n/catalog.ts')).toBe('src/lib/i18n')
    expect(folderOf('src/lib/use-hydrated.ts')).toBe('src/lib')
    expect(folderOf('src/routes/{-$lang}/index.tsx?tsr-split=component')).toBe('src/routes')
    expect(folderOf('src/locales/en/messages.po?part=site')).toBe('src/locales')
    expect(folderOf('src/entry-client.tsx')).toBe('src')
    expect(folderOf('bench/reference/src/app.tsx')).toBe('src')
    expect(folderOf('node_modules/.cache/kinemo-fonts/1aac/inter-latin-wght-normal.woff2?url')).toBe('node_modules/.cache/kinemo-fonts')
  })

  it('leaves packages and glue out', () => {
    expect(folderOf('node_modules/react/index.js')).toBeUndefined()
    expect(folderOf(UNMAPPED)).toBeUndefined()
  })
})

describe('attribute', () => {
  it('sums modules and packages across chunks, sharing each chunk’s gzip by bytes', () => {
    const { modules, packages, folders } = attribute([
      { code, map, gzip: 22 },
      { code: 'zz', map: { sources: ['../../src/a.js'], mappings: 'AAAA' }, gzip: 2 },
    ])
    expect(modules[0]).toEqual({ name: 'src/a.js', raw: 8, gzip: 12 + 2 })
    expect(folders).toEqual([{ name: 'src', raw: 8, gzip: 14 }])
    expect(packages.map((p) => [p.name, p.raw])).toEqual([
      ['app (src/)', 8],
      ['@scope/pkg', 4],
      [UNMAPPED, 1],
    ])
  })
})
