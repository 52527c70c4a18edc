import { describe, expect, it } from 'vitest'
import { KB } from '../../e2e/lib/sizes.ts'
import type { RunFigures } from './lighthouse.ts'
import {
  evaluateTargets,
  renderReport,
  resultsJson,
  type BenchResults,
  type InteractionTiming,
  type KindSizes,
  type LighthouseSummary,
} from './report.ts'

const size = (gzip: number) => ({ raw: gzip * 3, gzip, brotli: Math.round(gzip * 0.9) })
const bytes = (jsGzip: number): KindSizes => ({
  js: size(jsGzip),
  css: size(2 * KB),
  font: size(0),
  html: size(4 * KB),
  data: size(0),
  image: size(0),
  other: size(0),
  total: size(jsGzip + 6 * KB),
})
const share = (name: string, gzip: number) => ({ name, raw: gzip * 3, gzip })

const run = (performance: number, overrides: Partial<RunFigures> = {}): RunFigures => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 900,
  lcp: 950,
  tbt: 20,
  cls: 0,
  speedIndex: 1000,
  observedFcp: 200,
  observedLcp: 200,
  ...overrides,
})

const lighthouse = (label: string, path: string, runs: RunFigures[] = [run(100), run(100), run(100)]): LighthouseSummary => ({
  app: 'site',
  label,
  path,
  runs,
  lcpElement: { selector: 'main h1', inPrerenderedHtml: true, unnamedRuns: 0 },
  failedAudits: [],
})

const interaction = (
  kind: 'switch' | 'nav',
  cpuSlowdown: number,
  done: number,
  firstResponse: number,
  more: Partial<InteractionTiming> = {},
) => ({
  app: 'site' as const,
  kind,
  from: '/',
  to: kind === 'switch' ? '/de' : '/promo',
  prefetched: true,
  reducedMotion: false,
  cpuSlowdown,
  firstResponse: [firstResponse, firstResponse + 2, firstResponse - 2],
  done: [done, done + 10, done - 10],
  longestFrames: [],
  ...more,
})

function results(overrides: Partial<BenchResults> = {}): BenchResults {
  return {
    generatedAt: '2026-01-01T00:00:00.000Z',
    environment: {
      cpus: 2,
      cpuModel: 'Test CPU',
      node: '24.0.0',
      chromium: '150',
      lighthouse: '13.5.0',
      server: 'emulator',
      loadAverage: [1, 1, 1],
    },
    builds: [{ app: 'site', runsMs: [6_000, 5_500, 6_500], htmlFiles: 145 }],
    firstLoad: [
      { app: 'site', label: 'home (en)', path: '/', bytes: bytes(110 * KB) },
      { app: 'site', label: 'promo (en)', path: '/promo', bytes: bytes(115 * KB) },
      { app: 'reference', label: 'home (en)', path: '/', bytes: bytes(100 * KB) },
    ],
    largest: {
      page: '/',
      packages: [share('react-dom', 60 * KB), share('app (src/)', 20 * KB), share('zod', 3 * KB)],
      modules: [share('node_modules/react-dom/x.js', 60 * KB)],
      folders: [share('src/features/home', 3 * KB)],
      referencePackages: [share('react-dom', 59 * KB), share('app (src/)', 1 * KB)],
    },
    catalogs: { de: { site: 3 * KB, legal: 1 * KB }, en: { site: 2.5 * KB } },
    lighthouse: [
      lighthouse('home (en)', '/'),
      lighthouse('promo (en)', '/promo'),
      { ...lighthouse('applycode (en)', '/applycode', [run(100, { seo: 66 })]), failedAudits: ['seo: is-crawlable'] },
      { ...lighthouse('home (en)', '/'), app: 'reference' },
    ],
    interactions: [
      interaction('switch', 1, 260, 24),
      interaction('nav', 1, 260, 12),
      interaction('switch', 4, 380, 60),
      interaction('nav', 4, 390, 40),
      interaction('nav', 1, 380, 30, { prefetched: false }),
    ],
    ...overrides,
  }
}

const target = (r: BenchResults, start: string) => evaluateTargets(r).find((t) => t.target.startsWith(start))
const met = (r: BenchResults, start: string) => target(r, start)?.met

describe('evaluateTargets', () => {
  it('meets every target when the numbers are within them', () => {
    const targets = evaluateTargets(results())
    expect(targets.filter((t) => !t.met)).toEqual([])
    expect(targets).toHaveLength(20)
  })

  it("asks for a median performance of 100 on every page, naming the lowest with its runs' spread", () => {
    const r = results({
      lighthouse: [lighthouse('home (en)', '/'), lighthouse('getkinemo (en)', '/getkinemo', [run(99), run(100), run(97)])],
    })
    expect(target(r, 'Lighthouse performance')).toEqual({
      target: 'Lighthouse performance 100 (median of runs) on every measured page',
      measured: 'lowest 99 (getkinemo (en); runs 97 / 99 / 100)',
      met: false,
    })
    // A single run under 100 is the runs' spread, not a miss.
    expect(met(results({ lighthouse: [lighthouse('home (en)', '/', [run(100), run(95), run(100)])] }), 'Lighthouse performance')).toBe(true)
  })

  it('leaves a run Lighthouse could not score out of the median', () => {
    const r = results({ lighthouse: [lighthouse('license (en)', '/license', [run(Number.NaN), run(100), run(100)])] })
    expect(target(r, 'Lighthouse performance')).toMatchObject({ met: true, measured: 'lowest 100 (license (en); runs 100 / 100 / 100)' })
  })

  it('asks for SEO 100 on indexable pages, and of a noindex page only that every other SEO audit passes', () => {
    expect(met(results(), 'Lighthouse SEO')).toBe(true)
    const r = results({
      lighthouse: [
        lighthouse('home (en)', '/'),
        { ...lighthouse('auth_action (en)', '/auth_action'), failedAudits: ['seo: is-crawlable', 'seo: document-title'] },
      ],
    })
    expect(target(r, 'Pages kept out of search')).toMatchObject({ met: false, measured: 'auth_action (en) seo: document-title' })
  })

  it('judges the LCP element by its presence in the prerendered HTML, counting the runs that named none', () => {
    const absent = { ...lighthouse('promo (en)', '/promo'), lcpElement: { selector: 'p', inPrerenderedHtml: false, unnamedRuns: 1 } }
    expect(target(results({ lighthouse: [absent] }), 'LCP element')).toMatchObject({
      met: false,
      measured: 'missing on promo (en); promo (en): 1 of 3 runs named no element',
    })
    expect(met(results({ lighthouse: [{ ...absent, lcpElement: undefined }] }), 'LCP element')).toBe(false)
  })

  it("judges Lighthouse's LCP against its FCP (300 ms, median), and the observed trace's (equal, every run)", () => {
    const late = lighthouse('home (ja)', '/ja', [run(100, { lcp: 1250 }), run(100, { lcp: 1201 }), run(100)])
    expect(target(results({ lighthouse: [late] }), "Lighthouse's LCP")).toMatchObject({
      met: false,
      measured: 'largest gap 301 ms (home (ja))',
    })
    const painted = lighthouse('home (hi)', '/hi', [run(100), run(100, { observedLcp: 216 }), run(100)])
    expect(target(results({ lighthouse: [painted] }), 'LCP equals FCP')).toMatchObject({
      met: false,
      measured: 'largest gap 16 ms (home (hi))',
    })
  })

  it('holds first-load JS to the reference home page + 15 KB on `/`, + 20 KB elsewhere, naming the largest differences on `/`', () => {
    const r = results({
      firstLoad: [
        { app: 'site', label: 'home (en)', path: '/', bytes: bytes(116 * KB) },
        { app: 'site', label: 'promo (en)', path: '/promo', bytes: bytes(120 * KB) },
        { app: 'reference', label: 'home (en)', path: '/', bytes: bytes(100 * KB) },
      ],
    })
    expect(target(r, 'First-load JS on `/`')).toMatchObject({
      met: false,
      measured: '116.0 KB (home (en)) against 100.0 KB: +16.0 KB; most of it: app (src/) +19.0 KB, zod +3.0 KB',
    })
    expect(met(r, 'First-load JS on every other page')).toBe(true)
  })

  it('judges the prefetched switch and navigation at 1x (50 / 300 ms) and at 4x (100 / 400 ms), naming the longest frames of a miss', () => {
    const slow = interaction('nav', 4, 520, 90, {
      longestFrames: [
        { startMs: 20.2, durationMs: 180, script: 'A.onclick (navigate in index.js) 45 ms' },
        { startMs: 300, durationMs: 60 },
      ],
    })
    const r = results({ interactions: [...results().interactions.filter((t) => !(t.kind === 'nav' && t.cpuSlowdown === 4)), slow] })
    expect(target(r, 'Navigation, prefetched on intent, 4x CPU: first')).toMatchObject({
      met: true,
      measured: 'median 90 ms (/ -> /promo; runs 88 ms / 90 ms / 92 ms)',
    })
    expect(target(r, 'Navigation, prefetched on intent, 4x CPU: the whole')).toEqual({
      target: 'Navigation, prefetched on intent, 4x CPU: the whole out-in transition within 400 ms',
      measured:
        'median 520 ms (/ -> /promo; runs 510 ms / 520 ms / 530 ms); longest frames: 180 ms at +20 ms (A.onclick (navigate in index.js) 45 ms); 60 ms at +300 ms',
      met: false,
    })
    expect(met(r, 'Language switch, prefetched on intent, 1x CPU: the whole')).toBe(true)
  })

  it('judges the interaction with its transition on, not the reduced-motion or cold runs', () => {
    const r = results({
      interactions: [interaction('switch', 1, 70, 10, { reducedMotion: true }), interaction('switch', 1, 70, 10, { prefetched: false })],
    })
    expect(target(r, 'Language switch, prefetched on intent, 1x CPU: first')).toMatchObject({ met: false, measured: 'not measured' })
  })

  it('checks the build time and the catalog budget', () => {
    expect(met(results({ builds: [{ app: 'site', runsMs: [11_000, 9_000, 12_000], htmlFiles: 145 }] }), 'Build')).toBe(false)
    expect(target(results({ catalogs: { ja: { site: 11 * KB } } }), 'Budget')).toMatchObject({
      met: false,
      measured: 'largest 11.00 KB (ja, site)',
    })
  })

  it('never reports a target as met when nothing was measured', () => {
    const empty = results({ builds: [], firstLoad: [], catalogs: {}, lighthouse: [], interactions: [] })
    expect(evaluateTargets(empty).filter((t) => t.met)).toEqual([])
  })
})

describe('renderReport', () => {
  const report = renderReport(results())

  it('starts with the targets table and marks unmet targets in bold', () => {
    expect(report.indexOf('## Targets')).toBeLessThan(report.indexOf('## First-load bytes'))
    const missed = renderReport(results({ builds: [{ app: 'site', runsMs: [12_000], htmlFiles: 145 }] }))
    expect(missed).toContain('| Build of all 144 pages < 10 s | 12.0 s median, 145 HTML files | **no** |')
  })

  it('warns when the machine was busy with other work as the run started, and only then', () => {
    expect(report).not.toContain('The machine was busy')
    const busy = results({ environment: { ...results().environment, loadAverage: [1.8, 1, 1] } })
    expect(renderReport(busy)).toContain('**The machine was busy when this run started**')
  })

  it('shows how far each page is above the reference floor', () => {
    expect(report).toContain('| promo (en) (`/promo`) | 345.0 KB / 115.0 KB / 103.5 KB |')
    expect(report).toMatch(/\| promo \(en\) \(`\/promo`\) .* \| \+15\.0 KB \|/)
  })

  it("sets the home page's first-load packages beside the reference's, largest difference first", () => {
    const table = report.slice(report.indexOf('carries beyond the reference'))
    expect(table).toContain('The 1 packages both load differ by +1.0 KB in all.')
    expect(table.indexOf('| app (src/) | 20.0 KB | 1.0 KB | +19.0 KB |')).toBeLessThan(table.indexOf('| zod | 3.0 KB | 0.0 KB | +3.0 KB |'))
    expect(table).toContain('| `src/features/home` | 9.0 KB | 3.0 KB |')
  })

  it('lists each locale once, with the size of each part of its catalog, and says which part it lacks', () => {
    expect(report).toContain('| Locale | site | legal |')
    expect(report).toContain('| de | 3.00 KB | 1.00 KB |')
    expect(report).toContain('| en | 2.50 KB | none |')
  })

  it("shows Lighthouse's performance and TBT as the runs' spread, and says when a run could not be scored", () => {
    const r = results({
      lighthouse: [
        lighthouse('home (hi)', '/hi', [
          run(100, { tbt: 75 }),
          run(Number.NaN, { tbt: Number.NaN }),
          run(95, { tbt: 257 }),
          run(100, { tbt: 88 }),
        ]),
      ],
    })
    const text = renderReport(r)
    expect(text).toContain('| home (hi) | 4 | 95 / 100 / 100 | 100 | 100 | 100 | 900 ms | 950 ms | 50 ms | 0 ms | 75 ms / 88 ms / 257 ms |')
    expect(text).toContain('Runs Lighthouse could not score (on home (hi))')
    expect(report).not.toContain('could not score')
  })

  it('lists the audits that cost points', () => {
    expect(report).toContain('- applycode (en): seo: is-crawlable')
  })

  it('sets each interaction at 4x CPU beside the same at 1x', () => {
    expect(report).toContain(
      '| App | Interaction | From -> to | Prefetched | Page transition | First response, 1x | Done, 1x | First response, 4x | Done, 4x |',
    )
    expect(report).toContain(
      '| site | navigation | `/` -> `/promo` | yes | out-in | 10 ms / 12 ms / 14 ms | 250 ms / 260 ms / 270 ms | 38 ms / 40 ms / 42 ms | 380 ms / 390 ms / 400 ms |',
    )
    // Measured at 1x only.
    expect(report).toContain(
      '| site | navigation | `/` -> `/promo` | no | out-in | 28 ms / 30 ms / 32 ms | 370 ms / 380 ms / 390 ms |  |  |',
    )
  })

  it('escapes pipes in cells', () => {
    const r = results({ lighthouse: [{ ...lighthouse('a|b', '/'), failedAudits: [] }] })
    expect(renderReport(r)).toContain('| a\\|b |')
  })
})

describe('resultsJson', () => {
  it('writes each object or list without nested ones on one line, and reads back the same', () => {
    const r = results({ builds: [{ app: 'site', runsMs: [6_000, 5_500, 6_500], htmlFiles: 145 }] })
    const json = resultsJson(r)
    expect(JSON.parse(json)).toEqual(r)
    expect(json).toContain('"runsMs": [ 6000, 5500, 6500 ]')
    expect(json).toContain('"js": { "raw": 337920, "gzip": 112640, "brotli": 101376 }')
    expect(resultsJson(results({ builds: [{ app: 'site', runsMs: [6000.123456, Number.NaN], htmlFiles: 1 }] }))).toContain(
      '"runsMs": [ 6000.123, null ]',
    )
    expect(json.split('\n').length).toBeLessThan(JSON.stringify(r, null, 2).split('\n').length / 2)
  })
})
