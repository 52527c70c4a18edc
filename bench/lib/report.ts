/**
 * The benchmark's result shape, the targets it is judged against, and the Markdown report.
 * Pure functions only, so the report's wording and arithmetic are unit-tested.
 */
import { BUDGETS } from '../../e2e/lib/budgets.ts'
import { kb, type Sizes } from '../../e2e/lib/sizes.ts'
import type { LongFrame } from './interactions.ts'
import type { RunFigures } from './lighthouse.ts'
import { APP_OWNER, UNMAPPED, type Share } from './sourcemap.ts'
import { median, medianOfMeasured, ms, spread } from './stats.ts'

export type KindSizes = Record<'js' | 'css' | 'font' | 'html' | 'data' | 'image' | 'other' | 'total', Sizes>
type App = 'site' | 'reference'

export interface PageBytes {
  app: App
  label: string
  path: string
  bytes: KindSizes
}

export interface LighthouseSummary {
  app: App
  label: string
  path: string
  /** Every run in order, those Lighthouse could not score (NaN, null in JSON) included. */
  runs: RunFigures[]
  /**
   * The LCP element Lighthouse named, and whether every element it named was in the prerendered
   * HTML; a run that named none is counted in `unnamedRuns`, as no evidence either way.
   */
  lcpElement: { selector: string; inPrerenderedHtml: boolean; unnamedRuns: number } | undefined
  /** Failed audits that cost points outside performance, e.g. `seo: is-crawlable`. */
  failedAudits: string[]
}

export interface InteractionTiming {
  app: App
  kind: 'switch' | 'nav'
  from: string
  to: string
  prefetched: boolean
  /** Measured with `prefers-reduced-motion: reduce`, so without the out-in page transition. */
  reducedMotion: boolean
  /** 1: this machine; 4: CDP's CPU throttling as on a mid-range phone. */
  cpuSlowdown: number
  /** Click to next paint, each sample. */
  firstResponse: number[]
  /** Click to the end of the page transition (or the target's first frame without one), each sample. */
  done: number[]
  /** The longest frames (over 50 ms) of the sample whose done time is the median. */
  longestFrames: LongFrame[]
}

export interface BuildTiming {
  app: App
  runsMs: number[]
  htmlFiles: number
}

export interface BenchResults {
  generatedAt: string
  environment: { cpus: number; cpuModel: string; node: string; chromium: string; lighthouse: string; server: string; loadAverage: number[] }
  builds: BuildTiming[]
  firstLoad: PageBytes[]
  /** The home page's first-load JS attributed through sourcemaps, and the reference's packages beside it. */
  largest: { page: string; packages: Share[]; modules: Share[]; folders: Share[]; referencePackages: Share[] }
  /** Gzip bytes of every catalog file, by locale and part (src/lib/i18n/catalog-parts.ts). */
  catalogs: Record<string, Record<string, number>>
  lighthouse: LighthouseSummary[]
  interactions: InteractionTiming[]
}

export interface TargetResult {
  target: string
  measured: string
  met: boolean
}

/** Interaction targets by CPU slowdown (4x: a mid-range phone): the first visual response and the whole transition, in ms. */
const INTERACTION_TARGETS = [
  { cpu: 1, firstResponse: 50, done: 300 },
  { cpu: 4, firstResponse: 100, done: 400 },
] as const
const BUILD_TARGET_MS = 10_000
const LCP_FCP_TARGET_MS = 300
/** First-load JS over the reference app's home page: the home page, then every other page. */
const ABOVE_FLOOR_KB = { home: 15, page: 20 }
/** The pages meant to stay out of search results (`noindex`): every SEO audit but this one must pass. */
const NOINDEX_AUDIT = 'seo: is-crawlable'
const NOINDEX_PATHS = /\/(auth_action|applycode)$/

/** The 1-minute load average per core above which other work is taken to skew the timings. */
export const BUSY_LOAD_PER_CORE = 0.75

/** Whether the machine was already busy with other work when the bench started. */
export function machineWasBusy(env: { cpus: number; loadAverage: readonly number[] }): boolean {
  return (env.loadAverage[0] ?? 0) > env.cpus * BUSY_LOAD_PER_CORE
}

/** The median over a page's runs of one figure. */
export const medianOf = (l: LighthouseSummary, pick: (run: RunFigures) => number) => medianOfMeasured(l.runs.map(pick))

function worst<T>(list: readonly T[], value: (t: T) => number, direction: 'min' | 'max'): T | undefined {
  return [...list].sort((a, b) => (direction === 'min' ? value(a) - value(b) : value(b) - value(a)))[0]
}

const signed = (value: number, format: (v: number) => string) => `${value >= 0 ? '+' : '-'}${format(Math.abs(value))}`
const appLabel = (row: { app: App; label: string }) => `${row.app === 'reference' ? 'reference: ' : ''}${row.label}`
const scoreKeys = { performance: 'performance', accessibility: 'accessibility', 'best practices': 'bestPractices', SEO: 'seo' } as const

/** `180 ms at +20 ms (A.onclick (navigate in index.js) 45 ms)`: what a missed interaction target is up against. */
export function framesText(frames: readonly LongFrame[]): string {
  if (frames.length === 0) return 'no frame over 50 ms'
  return frames.map((f) => `${ms(f.durationMs)} at +${ms(f.startMs)}${f.script ? ` (${f.script})` : ''}`).join('; ')
}

/** Every target of the performance issue, judged on the site's numbers against the reference's. */
export function evaluateTargets(results: BenchResults): TargetResult[] {
  const lh = results.lighthouse.filter((l) => l.app === 'site')
  const targets: TargetResult[] = []
  const noindex = lh.filter((l) => NOINDEX_PATHS.test(l.path))
  for (const [name, key] of Object.entries(scoreKeys)) {
    const rows = key === 'seo' ? lh.filter((l) => !noindex.includes(l)) : lh
    const low = worst(rows, (l) => medianOf(l, (r) => r[key]), 'min')
    targets.push({
      target: `Lighthouse ${name} 100 (median of runs) on every ${key === 'seo' ? 'indexable' : 'measured'} page`,
      measured: low
        ? `lowest ${String(medianOf(low, (r) => r[key]))} (${low.label}; runs ${spread(low.runs.map((r) => r[key]))})`
        : 'not measured',
      met: rows.length > 0 && rows.every((l) => medianOf(l, (r) => r[key]) >= 100),
    })
  }
  const seoMisses = noindex.flatMap((l) =>
    l.failedAudits.filter((a) => a.startsWith('seo: ') && a !== NOINDEX_AUDIT).map((a) => `${l.label} ${a}`),
  )
  targets.push({
    target: `Pages kept out of search (noindex): every SEO audit passes except ${NOINDEX_AUDIT.slice('seo: '.length)}`,
    measured:
      noindex.length === 0
        ? 'not measured'
        : seoMisses.length === 0
          ? `all pass on ${noindex.map((l) => l.label).join(', ')}`
          : seoMisses.join('; '),
    met: noindex.length > 0 && seoMisses.length === 0,
  })

  const missing = lh.filter((l) => !l.lcpElement?.inPrerenderedHtml)
  const unnamed = lh.filter((l) => (l.lcpElement?.unnamedRuns ?? 0) > 0)
  targets.push({
    target: 'LCP element (as Lighthouse names it) present in the prerendered HTML',
    measured: [
      missing.length === 0 ? `all ${String(lh.length)} pages` : `missing on ${missing.map((l) => l.label).join(', ')}`,
      ...unnamed.map((l) => `${l.label}: ${String(l.lcpElement?.unnamedRuns)} of ${String(l.runs.length)} runs named no element`),
    ].join('; '),
    met: lh.length > 0 && missing.length === 0,
  })
  const gapOf = (l: LighthouseSummary) => medianOf(l, (r) => r.lcp - r.fcp)
  const widest = worst(lh, gapOf, 'max')
  targets.push({
    target: `Lighthouse's LCP within ${String(LCP_FCP_TARGET_MS)} ms of its FCP (median of runs) on every measured page`,
    measured: widest ? `largest gap ${ms(gapOf(widest))} (${widest.label})` : 'not measured',
    met: lh.length > 0 && lh.every((l) => gapOf(l) <= LCP_FCP_TARGET_MS),
  })
  // Lighthouse's observed (unthrottled) trace: every run, as painted.
  const observedGap = (l: LighthouseSummary) =>
    Math.max(...l.runs.map((r) => (Number.isFinite(r.observedLcp) ? r.observedLcp - r.observedFcp : 0)))
  const painted = worst(lh, observedGap, 'max')
  targets.push({
    target: "LCP equals FCP in every run's observed trace (Lighthouse's `metrics` audit)",
    measured: painted ? `largest gap ${ms(observedGap(painted))} (${painted.label})` : 'not measured',
    met: lh.length > 0 && lh.every((l) => observedGap(l) <= 0),
  })

  const floor = results.firstLoad.find((p) => p.app === 'reference' && p.path === '/')
  const site = results.firstLoad.filter((p) => p.app === 'site')
  for (const [scope, rows, above] of [
    ['`/`', site.filter((p) => p.path === '/'), ABOVE_FLOOR_KB.home],
    ['every other page', site.filter((p) => p.path !== '/'), ABOVE_FLOOR_KB.page],
  ] as const) {
    const heaviest = worst(rows, (p) => p.bytes.js.gzip, 'max')
    const limit = floor ? floor.bytes.js.gzip + above * 1024 : Number.NaN
    const isMet = floor !== undefined && rows.length > 0 && rows.every((p) => p.bytes.js.gzip <= limit)
    targets.push({
      target: `First-load JS on ${scope} at most the reference's + ${String(above)} KB gzip`,
      measured:
        heaviest && floor
          ? `${kb(heaviest.bytes.js.gzip)} (${heaviest.label}) against ${kb(floor.bytes.js.gzip)}: +${kb(heaviest.bytes.js.gzip - floor.bytes.js.gzip)}${
              !isMet && scope === '`/`' ? `; most of it: ${largestDifferences(results.largest)}` : ''
            }`
          : 'not measured',
      met: isMet,
    })
  }

  for (const kind of ['switch', 'nav'] as const) {
    for (const { cpu, ...limits } of INTERACTION_TARGETS) {
      const name = kind === 'switch' ? 'Language switch' : 'Navigation'
      const t = results.interactions.find(
        (i) => i.app === 'site' && i.kind === kind && i.prefetched && !i.reducedMotion && i.cpuSlowdown === cpu,
      )
      for (const [what, samples, limit] of [
        ['first visual response (input to next paint)', t?.firstResponse, limits.firstResponse],
        ['the whole out-in transition', t?.done, limits.done],
      ] as const) {
        const value = samples && samples.length > 0 ? median(samples) : Number.NaN
        const isMet = value <= limit
        targets.push({
          target: `${name}, prefetched on intent, ${String(cpu)}x CPU: ${what} within ${String(limit)} ms`,
          measured: t
            ? `median ${ms(value)} (${t.from} -> ${t.to}; runs ${spread(samples ?? [], ms)})${isMet ? '' : `; longest frames: ${framesText(t.longestFrames)}`}`
            : 'not measured',
          met: isMet,
        })
      }
    }
  }

  const build = results.builds.find((b) => b.app === 'site')
  const buildMs = build && build.runsMs.length > 0 ? median(build.runsMs) : Number.NaN
  targets.push({
    target: `Build of all 144 pages < ${String(BUILD_TARGET_MS / 1000)} s`,
    measured: build ? `${(buildMs / 1000).toFixed(1)} s median, ${String(build.htmlFiles)} HTML files` : 'not measured',
    met: buildMs < BUILD_TARGET_MS,
  })
  const catalogFiles = Object.entries(results.catalogs).flatMap(([locale, parts]) =>
    Object.entries(parts).map(([part, gzip]) => ({ locale, part, gzip })),
  )
  const biggest = worst(catalogFiles, (c) => c.gzip, 'max')
  targets.push({
    target: `Budget: every locale catalog file <= ${kb(BUDGETS.catalogGzip, 0)} gzip`,
    measured: biggest ? `largest ${kb(biggest.gzip, 2)} (${biggest.locale}, ${biggest.part})` : 'not measured',
    met: catalogFiles.length > 0 && catalogFiles.every((c) => c.gzip <= BUDGETS.catalogGzip),
  })
  return targets
}

/** A package's (or the glue's) gzip share in one app's first load; 0 where it loads none. */
const gzipOf = (list: readonly Share[], name: string) => list.find((p) => p.name === name)?.gzip ?? 0

/** Package by package, what the site's home page loads beyond the reference's, largest difference first. */
function differences(largest: BenchResults['largest']) {
  const names = [...new Set([...largest.packages, ...largest.referencePackages].map((p) => p.name))]
  return names
    .map((name) => ({ name, site: gzipOf(largest.packages, name), reference: gzipOf(largest.referencePackages, name) }))
    .sort((a, b) => b.site - b.reference - (a.site - a.reference) || a.name.localeCompare(b.name))
}

/** `app (src/) +18.6 KB, zod +3.1 KB`: the two largest differences. */
function largestDifferences(largest: BenchResults['largest']): string {
  return differences(largest)
    .slice(0, 2)
    .map((d) => `${d.name} ${signed(d.site - d.reference, (v) => kb(v))}`)
    .join(', ')
}

function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n')
}

/** A report section: its heading, an optional note, and its table. */
function section(title: string, note: string | undefined, head: string[], rows: string[][]): string[] {
  return [`## ${title}`, '', ...(note === undefined ? [] : [note, '']), table(head, rows), '']
}

const three = (s: Sizes) => `${kb(s.raw)} / ${kb(s.gzip)} / ${kb(s.brotli)}`

export function renderReport(results: BenchResults): string {
  const floor = results.firstLoad.find((p) => p.app === 'reference' && p.path === '/')
  const env = results.environment
  const out: string[] = ['# Benchmark results', '']
  out.push(
    `Generated ${results.generatedAt} by \`npm run bench\` on ${String(env.cpus)} × ${env.cpuModel} (load average ${env.loadAverage.map((l) => l.toFixed(1)).join(', ')} at the start), Node ${env.node}, Chromium ${env.chromium}, Lighthouse ${env.lighthouse}. Server: ${env.server}.`,
    '',
    ...(machineWasBusy(env)
      ? [
          `**The machine was busy when this run started** (a 1-minute load average above ${String(BUSY_LOAD_PER_CORE)} per core, after waiting for it to settle): every timing below is slower than this machine can do. Byte counts are unaffected.`,
          '',
        ]
      : []),
    'Sizes are in KB (1 KB = 1024 bytes) of the files in `dist/`, gzip at level 9 and brotli at quality 11. "Reference" is the bare React + TanStack Router + TanStack Query + Lingui app in `bench/reference/`, built and served the same way: the stack\'s floor. Repeated measurements are shown as least / median / greatest of the runs: a median is read beside its spread.',
    '',
  )
  out.push(
    ...section(
      'Targets',
      undefined,
      ['Target', 'Measured', 'Met'],
      evaluateTargets(results).map((t) => [t.target, t.measured, t.met ? 'yes' : '**no**']),
    ),
  )

  out.push(
    ...section(
      'First-load bytes per page type',
      'Everything the browser fetched until the page had hydrated and the network had then been quiet for 500 ms (raw / gzip / brotli). "Above floor" compares first-load JS gzip with the reference home page.',
      ['Page', 'JS', 'CSS', 'Fonts', 'HTML', 'Other (data, images) gzip', 'Total gzip', 'JS above floor'],
      results.firstLoad.map((p) => [
        `${appLabel(p)} (\`${p.path}\`)`,
        three(p.bytes.js),
        three(p.bytes.css),
        three(p.bytes.font),
        three(p.bytes.html),
        kb(p.bytes.data.gzip + p.bytes.image.gzip + p.bytes.other.gzip),
        kb(p.bytes.total.gzip),
        floor && p.app === 'site' ? signed(p.bytes.js.gzip - floor.bytes.js.gzip, (v) => kb(v)) : '',
      ]),
    ),
  )

  const { largest } = results
  const shared = differences(largest).filter((r) => r.site > 0 && r.reference > 0 && r.name !== APP_OWNER && r.name !== UNMAPPED)
  out.push(
    ...section(
      `What the first load of \`${largest.page}\` carries beyond the reference`,
      `Both home pages' first-load JavaScript attributed to packages through the sourcemaps of an otherwise identical build (each module's share of its chunk's gzip size), largest difference first. The ${String(shared.length)} packages both load differ by ${signed(
        shared.reduce((sum, r) => sum + r.site - r.reference, 0),
        (v) => kb(v),
      )} in all.`,
      ['Package', 'Site', 'Reference', 'Difference'],
      differences(largest).map((r) => [r.name, kb(r.site), kb(r.reference), signed(r.site - r.reference, (v) => kb(v))]),
    ),
    table(
      ["The site's own code, by folder", 'Minified', 'gzip (share)'],
      largest.folders.map((f) => [`\`${f.name}\``, kb(f.raw), kb(f.gzip)]),
    ),
    '',
    table(
      [`Largest modules of \`${largest.page}\``, 'Minified', 'gzip (share)'],
      largest.modules.map((m) => [`\`${m.name}\``, kb(m.raw), kb(m.gzip)]),
    ),
    '',
  )

  const parts = [...new Set(Object.values(results.catalogs).flatMap((p) => Object.keys(p)))]
  out.push(
    ...section(
      'Locale catalog files',
      "Each locale's catalog in its parts (`assets/messages-<locale>-<part>-<version>.js`), gzip: `site` on every page, each other part on the pages of one kind only.",
      ['Locale', ...parts],
      Object.entries(results.catalogs).map(([locale, sizes]) => [
        locale,
        ...parts.map((part) => (sizes[part] === undefined ? 'none' : kb(sizes[part], 2))),
      ]),
    ),
  )

  out.push(
    ...section(
      'Lighthouse (mobile preset, simulated throttling)',
      "Lighthouse's own scores and metrics, medians of the runs; performance and TBT as least / median / greatest of them. Observed LCP-FCP: the largest gap of any run in its unthrottled trace.",
      [
        'Page',
        'Runs',
        'Perf',
        'A11y',
        'BP',
        'SEO',
        'FCP',
        'LCP',
        'LCP-FCP',
        'Observed LCP-FCP',
        'TBT',
        'CLS',
        'Speed Index',
        'LCP element (in prerendered HTML?)',
      ],
      results.lighthouse.map((l) => {
        const observed = l.runs.filter((r) => Number.isFinite(r.observedLcp)).map((r) => r.observedLcp - r.observedFcp)
        return [
          appLabel(l),
          String(l.runs.length),
          spread(l.runs.map((r) => r.performance)),
          String(medianOf(l, (r) => r.accessibility)),
          String(medianOf(l, (r) => r.bestPractices)),
          String(medianOf(l, (r) => r.seo)),
          ms(medianOf(l, (r) => r.fcp)),
          ms(medianOf(l, (r) => r.lcp)),
          ms(medianOf(l, (r) => r.lcp - r.fcp)),
          observed.length > 0 ? ms(Math.max(...observed)) : 'not measured',
          spread(
            l.runs.map((r) => r.tbt),
            ms,
          ),
          medianOf(l, (r) => r.cls).toFixed(3),
          ms(medianOf(l, (r) => r.speedIndex)),
          l.lcpElement
            ? `\`${l.lcpElement.selector}\` (${l.lcpElement.inPrerenderedHtml ? 'yes' : 'no'}${l.lcpElement.unnamedRuns > 0 ? `; ${String(l.lcpElement.unnamedRuns)} of ${String(l.runs.length)} runs named none` : ''})`
            : 'none reported',
        ]
      }),
    ),
  )
  const unscored = results.lighthouse.filter((l) => l.runs.some((r) => !Number.isFinite(r.performance)))
  if (unscored.length > 0) {
    out.push(
      `Runs Lighthouse could not score (on ${unscored.map(appLabel).join(', ')}) measured nothing: another run took each one's place, and the figures are of the scored runs.`,
      '',
    )
  }
  const failed = results.lighthouse.filter((l) => l.failedAudits.length > 0)
  if (failed.length > 0)
    out.push('Audits that cost points:', '', ...failed.map((l) => `- ${appLabel(l)}: ${l.failedAudits.join(', ')}`), '')

  // 1x and 4x of one interaction side by side.
  const cpus = [...new Set(results.interactions.map((t) => t.cpuSlowdown))].sort((a, b) => a - b)
  const keyOf = (t: InteractionTiming) => [t.app, t.kind, t.from, t.to, t.prefetched, t.reducedMotion].join(' ')
  const rows = [...new Map(results.interactions.map((t) => [keyOf(t), t])).values()]
  out.push(
    ...section(
      'Language switch and navigation (Playwright, Chromium)',
      `First response: from the click to the next paint, as INP measures an interaction (Event Timing; below its 16 ms floor, the frame after the click). Done: from the click to the end of the page transition, or to the first animation frame after the new heading is in the DOM where there is none. "Prefetched" hovers the link first and waits until the network is quiet. "Off (reduced motion)" runs with \`prefers-reduced-motion: reduce\`, where the site skips its out-in transition. At 4x the CPU is slowed down four times (CDP \`Emulation.setCPUThrottlingRate\`) from the page's load on, as on a mid-range phone. Each cell: least / median / greatest of the runs.`,
      [
        'App',
        'Interaction',
        'From -> to',
        'Prefetched',
        'Page transition',
        ...cpus.flatMap((cpu) => [`First response, ${String(cpu)}x`, `Done, ${String(cpu)}x`]),
      ],
      rows.map((row) => [
        row.app,
        row.kind === 'switch' ? 'language switch' : 'navigation',
        `\`${row.from}\` -> \`${row.to}\``,
        row.prefetched ? 'yes' : 'no',
        row.reducedMotion ? 'off (reduced motion)' : row.app === 'site' ? 'out-in' : 'none',
        ...cpus.flatMap((cpu) => {
          const t = results.interactions.find((i) => keyOf(i) === keyOf(row) && i.cpuSlowdown === cpu)
          return t ? [spread(t.firstResponse, ms), spread(t.done, ms)] : ['', '']
        }),
      ]),
    ),
  )

  out.push(
    ...section(
      'Build wall time',
      undefined,
      ['App', 'Runs', 'HTML files'],
      results.builds.map((b) => [b.app, spread(b.runsMs, (v) => `${(v / 1000).toFixed(1)} s`), String(b.htmlFiles)]),
    ),
  )
  return out.join('\n')
}

/** results.json: indented, fractions to three decimals, every object or list that holds no other on one line. */
export function resultsJson(results: BenchResults): string {
  const rounded = (_: string, value: unknown) =>
    typeof value === 'number' && !Number.isInteger(value) ? Math.round(value * 1000) / 1000 : value
  return `${JSON.stringify(results, rounded, 2).replace(/([[{])\n\s+([^[\]{}]*?)\n\s*([\]}])/g, (_, open: string, body: string, close: string) => `${open} ${body.replace(/\n\s+/g, ' ')} ${close}`)}\n`
}
