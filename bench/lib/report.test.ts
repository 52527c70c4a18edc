import { describe, expect, it } from 'vitest'
import { evaluateTargets, renderReport, type BenchResults, type KindSizes, type LighthouseSummary, type ObservedPaints } from './report.ts'
import { KB } from '../../e2e/lib/sizes.ts'

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

const lighthouse = (label: string, performance: number, overrides: Partial<LighthouseSummary> = {}): LighthouseSummary => ({
  app: 'site',
  label,
  path: '/',
  runs: 3,
  scores: { performance, accessibility: 100, bestPractices: 100, seo: 100 },
  metrics: { fcp: 900, lcp: 950, tbt: 20, cls: 0, speedIndex: 1000 },
  perRun: { performance: [performance, performance, performance], tbt: [20, 20, 20] },
  lcpMinusFcp: 50,
  lcpElement: { selector: 'main h1', snippet: '<h1>', inPrerenderedHtml: true, unnamedRuns: 0 },
  failedAudits: [],
  ...overrides,
})

const painted = (label: string, maxLcpMinusFcp: number): ObservedPaints => ({
  app: 'site',
  label,
  path: '/',
  runs: 3,
  fcp: 1600,
  lcp: 1600,
  lcpMinusFcp: 0,
  maxLcpMinusFcp,
  lcpElements: ['img.hero__phone'],
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
    builds: [{ app: 'site', runsMs: [12_000, 11_000, 13_000], medianMs: 12_000, htmlFiles: 145 }],
    firstLoad: [
      { app: 'site', label: 'home (en)', path: '/', bytes: bytes(110 * KB), files: [] },
      { app: 'site', label: 'promo (en)', path: '/promo', bytes: bytes(130 * KB), files: [] },
      { app: 'reference', label: 'home (en)', path: '/', bytes: bytes(100 * KB), files: [] },
    ],
    largest: {
      page: '/',
      packages: [{ name: 'react-dom', raw: 200 * KB, gzip: 60 * KB }],
      modules: [{ name: 'node_modules/react-dom/x.js', raw: 200 * KB, gzip: 60 * KB }],
    },
    catalogs: [{ locale: 'de', part: 'site', file: 'assets/messages-de.js', gzip: 3 * KB }],
    lighthouse: [lighthouse('home (en)', 99), lighthouse('promo (en)', 97), { ...lighthouse('home (en)', 100), app: 'reference' }],
    paints: [painted('home (en)', 0), painted('promo (en)', 16), { ...painted('home (en)', 400), app: 'reference' }],
    interactions: [
      { app: 'site', kind: 'switch', from: '/', to: '/de', prefetched: true, samples: [20, 30, 40], median: 30 },
      { app: 'site', kind: 'nav', from: '/', to: '/promo', prefetched: true, samples: [10, 20, 30], median: 20 },
      { app: 'site', kind: 'nav', from: '/', to: '/promo', prefetched: false, samples: [200], median: 200 },
    ],
    ...overrides,
  }
}

const met = (r: BenchResults) => Object.fromEntries(evaluateTargets(r).map((t) => [t.target, t.met]))

describe('evaluateTargets', () => {
  it('meets every target when the numbers are within them', () => {
    const targets = evaluateTargets(results())
    expect(targets.filter((t) => !t.met)).toEqual([])
    expect(targets).toHaveLength(12)
  })

  it('fails performance on the worst page and names it', () => {
    const r = results({ lighthouse: [lighthouse('home (en)', 99), lighthouse('getkinemo (en)', 94)] })
    const perf = evaluateTargets(r).find((t) => t.target.startsWith('Lighthouse performance'))
    expect(perf).toEqual({
      target: 'Lighthouse performance >= 95 on every measured page',
      measured: 'lowest 94 (getkinemo (en))',
      met: false,
    })
  })

  it('asks for exactly 100 in the other categories', () => {
    const r = results({
      lighthouse: [lighthouse('home (en)', 99, { scores: { performance: 99, accessibility: 100, bestPractices: 96, seo: 100 } })],
    })
    expect(met(r)['Lighthouse best practices 100 on every measured page']).toBe(false)
    expect(met(r)['Lighthouse accessibility 100 on every measured page']).toBe(true)
  })

  it('judges LCP by the element being prerendered', () => {
    const r = results({
      lighthouse: [
        lighthouse('home (en)', 99, { lcpElement: { selector: 'img', snippet: '<img>', inPrerenderedHtml: false, unnamedRuns: 0 } }),
      ],
    })
    expect(met(r)['LCP element present in the prerendered HTML']).toBe(false)
    expect(
      met(results({ lighthouse: [lighthouse('home (en)', 99, { lcpElement: undefined })] }))['LCP element present in the prerendered HTML'],
    ).toBe(false)
  })

  it('says when Lighthouse named no LCP element in some runs, judging the element on the runs that named one', () => {
    const r = results({
      lighthouse: [
        lighthouse('home (hi)', 96, {
          lcpElement: { selector: 'p.hero__lead', snippet: '<p class="hero__lead">', inPrerenderedHtml: true, unnamedRuns: 1 },
        }),
      ],
    })
    const target = evaluateTargets(r).find((t) => t.target === 'LCP element present in the prerendered HTML')
    expect(target?.met).toBe(true)
    expect(target?.measured).toBe('all 1 pages; home (hi): 1 of 3 runs named no element')
    expect(renderReport(r)).toContain('`p.hero__lead` (yes; 1 of 3 runs named no element)')
  })

  it('judges the LCP-FCP gap on the painted runs, any run over 100 ms failing it, and shows the simulated estimate beside it', () => {
    const within = results({ lighthouse: [lighthouse('home (ja)', 90, { lcpMinusFcp: 1200 })] })
    expect(evaluateTargets(within).find((t) => t.target === 'LCP within 100 ms of FCP')).toEqual({
      target: 'LCP within 100 ms of FCP',
      measured:
        "largest gap 16 ms (promo (en)) as painted under applied throttling; Lighthouse's simulated estimate up to 1200 ms (home (ja))",
      met: true,
    })
    expect(met(results({ paints: [painted('home (en)', 0), painted('home (hi)', 101)] }))['LCP within 100 ms of FCP']).toBe(false)
  })

  it('uses only prefetched interactions and the strict < 50 ms bound', () => {
    const r = results({
      interactions: [{ app: 'site', kind: 'switch', from: '/', to: '/de', prefetched: true, samples: [50], median: 50 }],
    })
    expect(met(r)['Language switch median < 50 ms when prefetched on intent']).toBe(false)
    expect(met(r)['Navigation median < 50 ms when prefetched on intent']).toBe(false)
  })

  it('checks the byte budgets: home, every page, catalogs', () => {
    const r = results({
      firstLoad: [
        { app: 'site', label: 'home (ar)', path: '/ar', bytes: bytes(121 * KB), files: [] },
        { app: 'site', label: 'license (en)', path: '/license', bytes: bytes(161 * KB), files: [] },
      ],
      catalogs: [{ locale: 'ja', part: 'account', file: 'assets/messages-ja.js', gzip: 10 * KB + 1 }],
    })
    const targets = evaluateTargets(r)
    expect(targets.find((t) => t.target.startsWith('Budget: home'))).toMatchObject({ met: false, measured: '121.0 KB (home (ar))' })
    expect(targets.find((t) => t.target.startsWith("Budget: every page's"))).toMatchObject({
      met: false,
      measured: 'heaviest 161.0 KB (license (en))',
    })
    expect(targets.find((t) => t.target.startsWith('Budget: every locale'))?.met).toBe(false)
  })

  it('never reports a target as met when nothing was measured', () => {
    const r = results({ lighthouse: [], paints: [], interactions: [], builds: [], firstLoad: [], catalogs: [] })
    expect(evaluateTargets(r).filter((t) => t.met)).toEqual([])
  })
})

describe('renderReport', () => {
  const md = renderReport(results())

  it('warns when the machine was busy with other work as the run started, and only then', () => {
    const busy = renderReport(results({ environment: { ...results().environment, cpus: 2, loadAverage: [8.8, 8.5, 5.4] } }))
    expect(busy).toContain('**The machine was busy when this run started**')
    expect(md).not.toContain('was busy')
  })

  it('starts with the targets table', () => {
    expect(md).toContain('| Target | Measured | Met |')
    expect(md).toContain('| Build of all 144 pages < 30 s | 12.0 s median, 145 HTML files | yes |')
  })

  it('shows how far each page is above the reference floor', () => {
    expect(md).toContain('| promo (en) (`/promo`) | 390.0 KB / 130.0 KB / 117.0 KB |')
    expect(md).toMatch(/\| promo \(en\) \(`\/promo`\) .* \| \+30\.0 KB \|/)
    expect(md).toMatch(
      /\| promo \(en\) \| 3 \| 97 \| 97, 97, 97 \| 100 \| 100 \| 100 \| 900 ms \| 950 ms \| 50 ms \| 20 ms \| 20, 20, 20 \| 0\.000 \| 1000 ms \| `main h1` \(yes\) \| -3 \|/,
    )
  })

  it("shows each Lighthouse run's score and TBT, and names the page whose runs are furthest apart", () => {
    const noisy = lighthouse('home (ja)', 97, { perRun: { performance: [97, 86, 98], tbt: [93.4, 454, 40] } })
    const calm = lighthouse('home (ar)', 93, { perRun: { performance: [93, 95, 91], tbt: [179, 60, 192] } })
    const report = renderReport(results({ lighthouse: [calm, noisy] }))
    expect(report).toMatch(/\| home \(ja\) \| 3 \| 97 \| 97, 86, 98 \| .* \| 93, 454, 40 \|/)
    expect(report).toContain('the widest spread here is 12 points of performance (home (ja): 97, 86, 98; TBT 93, 454, 40 ms)')
    expect(md).not.toContain('widest spread')
  })

  it('marks unmet targets in bold and escapes pipes in cells', () => {
    const failing = renderReport(results({ largest: { page: '/', packages: [{ name: 'a|b', raw: 1, gzip: 1 }], modules: [] }, builds: [] }))
    expect(failing).toContain('| Build of all 144 pages < 30 s | not measured | **no** |')
    expect(failing).toContain('a\\|b')
  })

  it('lists the painted FCP and LCP of every page, the reference included', () => {
    expect(md).toContain('| promo (en) | 3 | 1600 ms | 1600 ms | 0 ms | 16 ms | `img.hero__phone` |')
    expect(md).toContain('| reference: home (en) | 3 | 1600 ms | 1600 ms | 0 ms | 400 ms | `img.hero__phone` |')
  })

  it('lists every interaction sample', () => {
    expect(md).toContain('| site | navigation | `/` -> `/promo` | no | out-in | 200 ms | 200 |')
  })

  it('keeps reduced-motion samples apart from the target, which is judged with the transition on', () => {
    const r = results({
      interactions: [
        { app: 'site', kind: 'nav', from: '/', to: '/promo', prefetched: true, reducedMotion: true, samples: [20], median: 20 },
        { app: 'site', kind: 'nav', from: '/', to: '/promo', prefetched: true, samples: [90], median: 90 },
      ],
    })
    expect(met(r)['Navigation median < 50 ms when prefetched on intent']).toBe(false)
    expect(renderReport(r)).toContain('| site | navigation | `/` -> `/promo` | yes | off (reduced motion) | 20 ms | 20 |')
  })
})
