import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { checkFirebaseInUse, checkFirstLoad, readSiteBuild, type SiteBuild } from './budgets.ts'
import { DistSizes, distFileFor } from './dist-files.ts'

/** A dist/ with incompressible files of chosen sizes, so gzip sizes are predictable. */
function fakeDist(files: Record<string, number>): string {
  const dist = mkdtempSync(join(tmpdir(), 'budget-'))
  for (const [file, bytes] of Object.entries(files)) {
    mkdirSync(join(dist, file, '..'), { recursive: true })
    writeFileSync(join(dist, file), randomBytes(bytes))
  }
  return dist
}

const build = (dist: string, chunks: Record<string, string[]>): SiteBuild => ({
  dist,
  manifest: {},
  chunkModules: { chunks },
  catalogs: [],
})

describe('checkFirstLoad', () => {
  const dist = fakeDist({ 'assets/entry.js': 170 * 1024, 'assets/auth.js': 1024, 'assets/entry.css': 50 * 1024 })
  const sizes = new DistSizes(dist)
  const site = build(dist, {
    'assets/entry.js': ['node_modules/react/index.js'],
    'assets/auth.js': ['node_modules/@firebase/auth/dist/index.js'],
  })

  it('holds a home page to the smaller budget and lists its scripts largest first', () => {
    const [problem] = checkFirstLoad(
      { path: '/', isHome: true, firebaseAllowed: false },
      ['assets/entry.js', 'assets/entry.css'],
      site,
      sizes,
    )
    expect(problem?.message).toMatch(
      /^\/: first-load JS is \d+\.\d KB gzip, over its 135\.5 KB limit \(target 120 KB\):\n {2}\d+\.\d KB {2}assets\/entry\.js$/,
    )
  })

  it('holds every other page to 160 KB', () => {
    const [problem] = checkFirstLoad({ path: '/de/promo', isHome: false, firebaseAllowed: false }, ['assets/entry.js'], site, sizes)
    expect(problem?.message).toMatch(/^\/de\/promo: first-load JS is 170\.\d KB gzip, over its 160 KB limit \(target 160 KB\)/)
  })

  it('holds the Firebase pages to 160 KB too, as a visitor arrives', () => {
    const [problem] = checkFirstLoad({ path: '/applycode', isHome: false, firebaseAllowed: true }, ['assets/entry.js'], site, sizes)
    expect(problem?.message).toMatch(/^\/applycode: first-load JS is 170\.\d KB gzip, over its 160 KB limit/)
  })

  it('counts only JS against the ceiling: CSS does not count', () => {
    expect(
      checkFirstLoad({ path: '/applycode', isHome: false, firebaseAllowed: true }, ['assets/auth.js', 'assets/entry.css'], site, sizes),
    ).toEqual([])
  })

  it('flags Firebase on pages that must not load it and allows it where it belongs', () => {
    const files = ['assets/auth.js']
    expect(checkFirstLoad({ path: '/de/promo', isHome: false, firebaseAllowed: false }, files, site, sizes).map((p) => p.message)).toEqual([
      '/de/promo: assets/auth.js carries Firebase on the first load (node_modules/@firebase/auth/dist/index.js)',
    ])
    expect(checkFirstLoad({ path: '/de/applycode', isHome: false, firebaseAllowed: true }, files, site, sizes)).toEqual([])
  })

  it('flags the Firebase settings (an inlined env object, the demo project) on pages without Firebase', () => {
    const withEnv = fakeDist({})
    mkdirSync(join(withEnv, 'assets'))
    writeFileSync(
      join(withEnv, 'assets/shell.js'),
      'var e={BASE_URL:`/`,VITE_FIREBASE_API_KEY:`demo-api-key`,VITE_FIREBASE_AUTH_DOMAIN:`demo-kinemo.firebaseapp.com`};',
    )
    writeFileSync(join(withEnv, 'assets/clean.js'), 'var e=!0;')
    const env = build(withEnv, {
      'assets/shell.js': ['src/features/consent/cookie-notice.tsx'],
      'assets/clean.js': ['src/features/consent/cookie-notice.tsx'],
    })
    const envSizes = new DistSizes(withEnv)
    expect(
      checkFirstLoad({ path: '/license', isHome: false, firebaseAllowed: false }, ['assets/shell.js'], env, envSizes).map((p) => p.message),
    ).toEqual([
      '/license: assets/shell.js carries the Firebase settings on the first load (VITE_FIREBASE_, firebaseapp.com, demo-api-key, demo-kinemo)',
    ])
    expect(checkFirstLoad({ path: '/license', isHome: false, firebaseAllowed: false }, ['assets/clean.js'], env, envSizes)).toEqual([])
    expect(checkFirstLoad({ path: '/auth_action', isHome: false, firebaseAllowed: true }, ['assets/shell.js'], env, envSizes)).toEqual([])
  })

  it('flags a first-load script that carries no module of its own, the entry included', () => {
    const stubs = fakeDist({ 'assets/entry.js': 30, 'assets/route.js': 50, 'assets/shell.js': 1024 })
    const withStubs: SiteBuild = {
      dist: stubs,
      manifest: { 'src/entry-client.tsx': { file: 'assets/entry.js', isEntry: true } },
      chunkModules: { chunks: { 'assets/entry.js': [], 'assets/route.js': [], 'assets/shell.js': ['src/app/router.tsx'] } },
      catalogs: [],
    }
    const home = { path: '/', isHome: true, firebaseAllowed: false }
    const sizes = new DistSizes(stubs)
    expect(checkFirstLoad(home, ['assets/entry.js', 'assets/route.js', 'assets/shell.js'], withStubs, sizes).map((p) => p.message)).toEqual(
      [
        '/: assets/entry.js carries no module of its own, only re-exports, yet costs a request',
        '/: assets/route.js carries no module of its own, only re-exports, yet costs a request',
      ],
    )
    expect(checkFirstLoad(home, ['assets/shell.js'], withStubs, sizes)).toEqual([])
  })

  it('flags a library whose modules one page downloads twice', () => {
    const twice = build(dist, {
      'assets/entry.js': ['node_modules/zod/v4/core/core.js'],
      'assets/auth.js': ['node_modules/zod/v4/core/core.js'],
    })
    expect(checkFirstLoad({ path: '/promo', isHome: false, firebaseAllowed: true }, ['assets/auth.js'], twice, sizes)).toEqual([])
    expect(
      checkFirstLoad({ path: '/promo', isHome: false, firebaseAllowed: true }, ['assets/auth.js', 'assets/entry.js'], twice, sizes).map(
        (p) => p.message,
      ),
    ).toContain('/promo: loads 1 package module twice, e.g. node_modules/zod/v4/core/core.js in assets/auth.js and assets/entry.js')
  })

  it('refuses scripts this build did not produce, so the Firebase check cannot be skipped', () => {
    const stale = build(dist, {})
    expect(checkFirstLoad({ path: '/', isHome: false, firebaseAllowed: false }, ['assets/auth.js'], stale, sizes)[0]?.message).toBe(
      '/: scripts not produced by this build: assets/auth.js',
    )
    // The build's catalog files are its own, though no chunk: they hold messages, no module.
    const withCatalog = { ...stale, catalogs: [{ locale: 'de', part: 'site' as const, file: 'assets/auth.js' }] }
    expect(checkFirstLoad({ path: '/', isHome: false, firebaseAllowed: false }, ['assets/auth.js'], withCatalog, sizes)).toEqual([])
  })
})

describe('checkFirebaseInUse', () => {
  const dist = fakeDist({ 'assets/page.js': 150 * 1024, 'assets/firebase.js': 55 * 1024, 'assets/small.js': 40 * 1024 })
  const sizes = new DistSizes(dist)

  it('allows a Firebase page with the SDK loaded up to 200 KB', () => {
    expect(checkFirebaseInUse('/applycode', ['assets/page.js', 'assets/small.js'], sizes)).toEqual([])
  })

  it('names the page and its largest scripts when the SDK takes it over 200 KB', () => {
    const [problem] = checkFirebaseInUse('/auth_action', ['assets/small.js', 'assets/page.js', 'assets/firebase.js'], sizes)
    expect(problem?.message).toMatch(
      /^\/auth_action: JS with Firebase in use is 245\.\d KB gzip, over its 200 KB ceiling:\n {2}150\.\d KB {2}assets\/page\.js\n {2}55\.\d KB {2}assets\/firebase\.js\n {2}40\.\d KB {2}assets\/small\.js$/,
    )
  })
})

describe('dist files', () => {
  it('maps site paths to the files that answer them', () => {
    expect(distFileFor('')).toBe('index.html')
    expect(distFileFor('/de')).toBe('de/index.html')
    expect(distFileFor('de/promo')).toBe('de/promo.html')
    expect(distFileFor('assets/entry.js')).toBe('assets/entry.js')
  })

  it('throws for a file the build lacks instead of counting it as zero', () => {
    expect(() => new DistSizes(fakeDist({})).of('assets/missing.js')).toThrow(/assets\/missing\.js is not in/)
  })

  it('totals sizes by kind', () => {
    const dist = fakeDist({ 'a.js': 100, 'b.css': 50, 'index.html': 10 })
    const totals = new DistSizes(dist).byKind(['a.js', 'b.css', 'index.html'])
    expect([totals.js.raw, totals.css.raw, totals.html.raw, totals.font.raw, totals.total.raw]).toEqual([100, 50, 10, 0, 160])
  })

  it('reading a build without its chunk map says to build first', () => {
    expect(() => readSiteBuild(fakeDist({}))).toThrow(/run `npm run build` first/)
  })
})
