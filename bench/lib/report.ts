/**
 * The benchmark's result shape, the targets it is judged against, and the Markdown report.
 * Pure functions only, so the report's wording and arithmetic are unit-tested.
 */
import { PLATFORM_FONTS, missingPlatformFonts } from './platform-fonts.ts'
import { BUDGETS } from '../../e2e/lib/budgets.ts'
import { KB, kb, type Sizes } from '../../e2e/lib/sizes.ts'
import type { BlockingTask, LateRequest, TraceTask } from './lantern.ts'
import { ms } from './stats.ts'
import { APP_OWNER, UNMAPPED } from './sourcemap.ts'
import { LOCAL_JOURNEYS } from './local-journeys.ts'

export type KindSizes = Record<'js' | 'css' | 'font' | 'html' | 'data' | 'image' | 'other' | 'total', Sizes>

export interface PageBytes {
  app: 'site' | 'reference'
  label: string
  path: string
  bytes: KindSizes
  files: { file: string; gzip: number }[]
}

export interface ModuleShare {
  name: string
  raw: number
  /** The module's share of its chunk's gzip size (gzip does not split exactly). */
  gzip: number
  /** The part that ran on the measured load (Chromium's block coverage), when measured. */
  ran?: { raw: number; gzip: number }
}

export interface LighthouseSummary {
  app: 'site' | 'reference'
  label: string
  path: string
  runs: number
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number }
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; speedIndex: number }
  /**
   * Each run's performance score and TBT, in run order. The medians above hide how far apart
   * runs of one page land on a shared 2-core machine; these show it.
   */
  perRun: {
    performance: number[]
    tbt: number[]
    /** Each run's score without what its TBT counts of Chromium's navigation commit (absent from older results). */
    withoutCommit?: number[]
  }
  /** Median over runs of LCP minus FCP. */
  lcpMinusFcp: number
  /**
   * What the simulated LCP waits for after the simulated FCP (bench/lib/lantern.ts), in the run whose
   * LCP-FCP is the median; undefined when Lantern could not say.
   */
  lcpWaitsFor: LateRequest[] | undefined
  /**
   * The tasks the TBT counts (bench/lib/lantern.ts), in the run whose TBT is the median, that run's
   * TBT, and the work before its first paint that Lantern's FCP estimate leaves out (absent from
   * results written before it was measured); undefined when Lantern could not say.
   */
  tbtCounts: { tbtMs: number; tasks: BlockingTask[]; fcpLeavesOut?: TraceTask[] } | undefined
  /**
   * The LCP element Lighthouse named, and whether every element it named was in the prerendered
   * HTML. Lighthouse now and then names none in a run (its report then has no LCP element); such a
   * run is counted in `unnamedRuns`, as no evidence either way.
   */
  lcpElement: { selector: string; snippet: string; inPrerenderedHtml: boolean; unnamedRuns: number } | undefined
  /** Failed audits that cost points outside performance, e.g. `best-practices: errors-in-console`. */
  failedAudits: string[]
  /** Medians of Lighthouse's main-thread work by kind, in its simulated (4x CPU) milliseconds. */
  mainThread: { styleLayout: number; scriptEvaluation: number }
}

/** A page's largest layout on a cold, unthrottled load, and its wait for fonts (bench/lib/first-layout.ts); medians over runs. */
export interface FirstLayout {
  app: 'site' | 'reference'
  label: string
  path: string
  runs: number
  layoutMs: number
  /** Time the main thread spent inside that layout waiting for the browser process to answer font calls. */
  fontCallsMs: number
  /** Render-style questions (one per font strike), family matches and full-name (`local()`) matches. */
  renderStyles: number
  familyMatches: number
  nameMatches: number
}

/** FCP and LCP as the browser painted them under applied throttling (bench/lib/paints.ts), medians over runs. */
export interface ObservedPaints {
  app: 'site' | 'reference'
  label: string
  path: string
  runs: number
  fcp: number
  lcp: number
  lcpMinusFcp: number
  /** The largest gap of any run. */
  maxLcpMinusFcp: number
  /** The LCP element of each run, deduplicated (`tag.class`). */
  lcpElements: string[]
  /** The fonts each run drew the LCP element's text with, deduplicated (paints.ts `describeFonts`). */
  lcpFonts: string[]
}

export interface InteractionTiming {
  app: 'site' | 'reference'
  kind: 'switch' | 'nav'
  from: string
  to: string
  prefetched: boolean
  /** Measured with `prefers-reduced-motion: reduce`, so without the out-in page transition. */
  reducedMotion?: boolean
  /** Click to the end of the page transition (or the target's first frame without one). */
  samples: number[]
  median: number
  /** Click to the next paint, as INP measures an interaction. */
  firstResponse: { samples: number[]; median: number }
  /**
   * With a page transition, medians of: click to the start of its animations (the old page's fade
   * out, once the new page is loaded), and how long the stylesheet sets them to run, out and in one
   * after the other. Done is at least their sum, plus the new page's render between the two.
   */
  transition?: { start: number; animationMs: number }
}

export interface BuildTiming {
  app: 'site' | 'reference'
  runsMs: number[]
  medianMs: number
  htmlFiles: number
}

export interface BenchResults {
  generatedAt: string
  environment: {
    cpus: number
    cpuModel: string
    node: string
    chromium: string
    lighthouse: string
    server: string
    loadAverage: number[]
    /** Font families fontconfig lists per language (`fc-list :lang=ja`), see platform-fonts.ts. */
    systemFonts: Record<string, string[]>
    /** How many fonts fontconfig lists in all: each of its matches goes through them. */
    fontCount: number
  }
  builds: BuildTiming[]
  firstLoad: PageBytes[]
  /**
   * The first load of the home page attributed through sourcemaps: the site's packages, largest
   * modules and own code by folder, and the reference's packages beside them.
   */
  largest: { page: string; packages: ModuleShare[]; modules: ModuleShare[]; folders: ModuleShare[]; referencePackages: ModuleShare[] }
  /**
   * The site's own first-load code (gzip shares) and the part of it that ran, on `/` and on the
   * heaviest other page: how close either JS target could come without code the load never runs.
   */
  ownCodeRun?: {
    path: string
    loaded: number
    ran: number
    /** What the load or any journey the page answers with the code it has ran (lib/local-journeys.ts). */
    ranOrNeeded?: number
  }[]
  /** Every part of every locale's catalog (src/lib/i18n/catalog-parts.ts). */
  catalogs: { locale: string; part: string; file: string; gzip: number }[]
  lighthouse: LighthouseSummary[]
  /** The first pages again, straight from the emulator over HTTP/1.1: what the serving protocol does to Lantern's estimates. */
  lighthouseHttp1: LighthouseSummary[]
  paints: ObservedPaints[]
  firstLayouts: FirstLayout[]
  interactions: InteractionTiming[]
}

export interface TargetResult {
  target: string
  measured: string
  met: boolean
}

const FIRST_RESPONSE_TARGET_MS = 50
const TRANSITION_TARGET_MS = 300
const BUILD_TARGET_MS = 10_000
const SIMULATED_LCP_FCP_TARGET_MS = 300
/** First-load JS over the reference app's home page: the home page, then every other page. */
const ABOVE_FLOOR_KB = { home: 15, page: 20 }
/** The pages meant to stay out of search results (`noindex`): every SEO audit but this one must pass. */
const NOINDEX_AUDIT = 'seo: is-crawlable'
const NOINDEX_PATHS = /\/(auth_action|applycode)$/

function worst<T>(list: readonly T[], value: (t: T) => number, direction: 'min' | 'max'): T | undefined {
  return [...list].sort((a, b) => (direction === 'min' ? value(a) - value(b) : value(b) - value(a)))[0]
}

/** "1 of 3 runs named no element". */
function unnamedNote(l: LighthouseSummary): string {
  return `${String(l.lcpElement?.unnamedRuns ?? 0)} of ${String(l.runs)} runs named no element`
}

/** Every target of the performance issue, judged on the site's numbers against the reference's. */
export function evaluateTargets(results: BenchResults): TargetResult[] {
  const lh = results.lighthouse.filter((l) => l.app === 'site')
  const targets: TargetResult[] = []
  const scoreTarget = (
    name: string,
    key: keyof LighthouseSummary['scores'],
    rows: readonly LighthouseSummary[],
    scope: string,
    whyShort: (low: LighthouseSummary) => string = () => '',
  ) => {
    const low = worst(rows, (l) => l.scores[key], 'min')
    targets.push({
      target: `Lighthouse ${name} 100 (median) on ${scope}`,
      measured: low ? `lowest ${low.scores[key]} (${low.label})${low.scores[key] < 100 ? whyShort(low) : ''}` : 'not measured',
      met: rows.length > 0 && rows.every((l) => l.scores[key] >= 100),
    })
  }
  // What keeps a page short of 100 is its TBT: how much of it is work the first paint waited for.
  // The reference short of 100 as well says the machine's run-to-run spread, not the site, set the mark.
  const referenceHome = results.lighthouse.find((l) => l.app === 'reference' && l.path === '/')
  const floorShort =
    referenceHome && referenceHome.scores.performance < 100
      ? `; the reference itself scored ${referenceHome.scores.performance} (runs ${referenceHome.perRun.performance.join(', ')})`
      : ''
  scoreTarget(
    'performance',
    'performance',
    lh,
    'every measured page',
    (low) =>
      (low.tbtCounts
        ? `; TBT ${ms(low.tbtCounts.tbtMs)} in its median run, ${ms(beforeFirstPaintMs(low.tbtCounts))} of it from tasks the first paint waited for`
        : '') +
      commitShort(lh) +
      floorShort,
  )
  scoreTarget('accessibility', 'accessibility', lh, 'every measured page')
  scoreTarget('best practices', 'bestPractices', lh, 'every measured page')
  const noindex = lh.filter((l) => NOINDEX_PATHS.test(l.path))
  scoreTarget(
    'SEO',
    'seo',
    lh.filter((l) => !noindex.includes(l)),
    'every indexable page',
  )
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
    target: 'LCP element present in the prerendered HTML',
    measured: [
      missing.length === 0 ? `all ${lh.length} pages` : `missing on ${missing.map((l) => l.label).join(', ')}`,
      ...unnamed.map((l) => `${l.label}: ${unnamedNote(l)}`),
    ].join('; '),
    met: lh.length > 0 && missing.length === 0,
  })
  const simulated = worst(lh, (l) => l.lcpMinusFcp, 'max')
  targets.push({
    target: `Lighthouse's simulated LCP within ${SIMULATED_LCP_FCP_TARGET_MS} ms of its FCP on every measured page`,
    measured: simulated ? `largest gap ${ms(simulated.lcpMinusFcp)} (${simulated.label})` : 'not measured',
    met: lh.length > 0 && lh.every((l) => l.lcpMinusFcp <= SIMULATED_LCP_FCP_TARGET_MS),
  })
  // What the browser painted under applied throttling, every run (see the note on paints).
  const paints = results.paints.filter((p) => p.app === 'site')
  const gap = worst(paints, (p) => p.maxLcpMinusFcp, 'max')
  targets.push({
    target: 'Observed LCP equals FCP (painted under applied throttling)',
    measured: gap ? `largest gap ${ms(gap.maxLcpMinusFcp)} (${gap.label})` : 'not measured',
    met: paints.length > 0 && paints.every((p) => p.maxLcpMinusFcp <= 0),
  })

  const floor = results.firstLoad.find((p) => p.app === 'reference' && p.path === '/')
  const site = results.firstLoad.filter((p) => p.app === 'site')
  for (const [scope, rows, above] of [
    ['`/`', site.filter((p) => p.path === '/'), ABOVE_FLOOR_KB.home],
    ['every other page', site.filter((p) => p.path !== '/'), ABOVE_FLOOR_KB.page],
  ] as const) {
    const heaviest = worst(rows, (p) => p.bytes.js.gzip, 'max')
    const limit = floor ? floor.bytes.js.gzip + above * 1024 : Number.NaN
    targets.push({
      target: `First-load JS on ${scope} at most the reference's + ${above} KB gzip`,
      measured:
        heaviest && floor
          ? `${kb(heaviest.bytes.js.gzip)} (${heaviest.label}) against ${kb(floor.bytes.js.gzip)}: +${kb(heaviest.bytes.js.gzip - floor.bytes.js.gzip)}${withoutUnrun(
              results.ownCodeRun,
              heaviest,
              floor,
              above,
            )}`
          : 'not measured',
      met: floor !== undefined && rows.length > 0 && rows.every((p) => p.bytes.js.gzip <= limit),
    })
  }

  for (const kind of ['switch', 'nav'] as const) {
    const name = kind === 'switch' ? 'Language switch' : 'Navigation'
    const find = (reducedMotion: boolean) =>
      results.interactions.find((t) => t.app === 'site' && t.kind === kind && t.prefetched && Boolean(t.reducedMotion) === reducedMotion)
    const timing = find(false)
    const without = find(true)
    const plain = without ? ` (without the transition: first response ${ms(without.firstResponse.median)}, done ${ms(without.median)})` : ''
    targets.push({
      target: `${name}, prefetched on intent: first visual response (input to next paint) within ${FIRST_RESPONSE_TARGET_MS} ms at 1x CPU`,
      measured: timing ? `median ${ms(timing.firstResponse.median)} (${timing.from} -> ${timing.to})${plain}` : 'not measured',
      met: timing !== undefined && timing.firstResponse.median <= FIRST_RESPONSE_TARGET_MS,
    })
    targets.push({
      target: `${name}, prefetched on intent: the whole out-in transition within ${TRANSITION_TARGET_MS} ms`,
      measured: timing
        ? `median ${ms(timing.median)}${
            timing.transition
              ? ` (its animations start at ${ms(timing.transition.start)} and are set to run ${ms(timing.transition.animationMs)})`
              : ''
          }`
        : 'not measured',
      met: timing !== undefined && timing.median <= TRANSITION_TARGET_MS,
    })
  }

  const build = results.builds.find((b) => b.app === 'site')
  targets.push({
    target: `Build of all 144 pages < ${BUILD_TARGET_MS / 1000} s`,
    measured: build ? `${(build.medianMs / 1000).toFixed(1)} s median, ${build.htmlFiles} HTML files` : 'not measured',
    met: build !== undefined && build.medianMs < BUILD_TARGET_MS,
  })
  const biggestCatalog = worst(results.catalogs, (c) => c.gzip, 'max')
  targets.push({
    target: `Budget: every locale catalog file <= ${kb(BUDGETS.catalogGzip, 0)} gzip`,
    measured: biggestCatalog ? `largest ${kb(biggestCatalog.gzip, 2)} (${biggestCatalog.locale}, ${biggestCatalog.part})` : 'not measured',
    met: results.catalogs.length > 0 && results.catalogs.every((c) => c.gzip <= BUDGETS.catalogGzip),
  })
  return targets
}

function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n')
}

/** A report section: its heading, an optional note, and its table. */
function section(title: string, note: string | undefined, head: string[], rows: string[][]): string[] {
  return [`## ${title}`, '', ...(note === undefined ? [] : [note, '']), table(head, rows), '']
}

const appLabel = (row: { app: 'site' | 'reference'; label: string }) => `${row.app === 'reference' ? 'reference: ' : ''}${row.label}`

/** Each run's TBT in whole milliseconds, in run order. */
// A run Lighthouse could not score has no TBT either: NaN in memory, null once through JSON.
/**
 * How many runs under 100 would score 100 without what their TBT counts of Chromium's navigation
 * commit: the browser creating the page's JavaScript context, which no page's own code shortens and
 * which Lantern counts as blocking whenever the simulated FCP lands before it ends.
 */
function commitShort(rows: readonly LighthouseSummary[]): string {
  const short = rows.flatMap((l) =>
    l.perRun.performance.flatMap((score, i) => (Number.isFinite(score) && score < 100 ? [l.perRun.withoutCommit?.[i]] : [])),
  )
  const whole = short.filter((score) => score === 100).length
  if (short.length === 0 || whole === 0) return ''
  const runs = rows.reduce((n, l) => n + l.perRun.performance.filter((score) => Number.isFinite(score)).length, 0)
  const which =
    whole === short.length
      ? `every run under 100 (${String(whole)} of ${String(runs)})`
      : `${String(whole)} of the ${String(short.length)} runs under 100`
  return `; ${which} would score 100 without what its TBT counts of Chromium's navigation commit (the browser creating the page's JavaScript context, no work of the page's own)`
}

const tbtRuns = (l: LighthouseSummary) => l.perRun.tbt.map((t) => (Number.isFinite(t) ? String(Math.round(t)) : 'no score')).join(', ')
const perfRuns = (l: LighthouseSummary) =>
  l.perRun.performance.map((score) => (Number.isFinite(score) ? String(score) : 'no score')).join(', ')

/** The page whose Lighthouse runs are furthest apart in performance score, if any two runs of a page differ. */
function lighthouseSpread(rows: readonly LighthouseSummary[]): { label: string; points: number; runs: string; tbt: string } | undefined {
  let widest: { label: string; points: number; runs: string; tbt: string } | undefined
  for (const l of rows) {
    const scored = l.perRun.performance.filter((score) => Number.isFinite(score))
    if (scored.length < 2) continue
    const points = Math.max(...scored) - Math.min(...scored)
    if (points > 0 && (!widest || points > widest.points)) widest = { label: appLabel(l), points, runs: perfRuns(l), tbt: tbtRuns(l) }
  }
  return widest
}

const signed = (value: number, format: (v: number) => string) => `${value >= 0 ? '+' : '-'}${format(Math.abs(value))}`
const gz = (s: Sizes) => kb(s.gzip)
const three = (s: Sizes) => `${kb(s.raw)} / ${kb(s.gzip)} / ${kb(s.brotli)}`

/** The 1-minute load average per core above which other work is taken to skew the timings. */
export const BUSY_LOAD_PER_CORE = 0.75

/** Whether the machine was already busy with other work when the bench started. */
export function machineWasBusy(env: { cpus: number; loadAverage: readonly number[] }): boolean {
  return (env.loadAverage[0] ?? 0) > env.cpus * BUSY_LOAD_PER_CORE
}

/** `file.woff2` 25.2 KB, High, +450 ms; ... */
export function lateRequests(requests: readonly LateRequest[] | undefined): string {
  if (requests === undefined) return 'not computed'
  if (requests.length === 0) return 'nothing (LCP = FCP)'
  return requests
    .map((r) => `\`${r.path.split('/').pop() ?? r.path}\` ${r.transferKb.toFixed(1)} KB, ${r.priority}, +${ms(r.afterFcpMs)}`)
    .join('; ')
}

/** `HTML parse 48 ms · layout 30 ms`: 62 ms, 248 ms simulated, counts 120 ms; ... (tasks counting under 1 ms left out). */
export function blockingTasksText(counts: { tbtMs: number; tasks: readonly BlockingTask[] } | undefined): string {
  if (counts === undefined) return 'not computed'
  const shown = counts.tasks.filter((t) => t.countedMs >= 1)
  if (shown.length === 0) return 'nothing'
  return shown
    .map(
      (t) =>
        `${ms(t.countedMs)} from a task of ${ms(t.observedMs)} (${ms(t.simulatedMs)} simulated${t.beganBeforeFcp ? ', begun before FCP' : ''}${t.beforeFirstPaint ? ', before the first paint' : ''}): ${t.work}`,
    )
    .join('; ')
}

/** How much of a run's TBT comes from tasks the trace's first paint waited for. */
export function beforeFirstPaintMs(counts: { tasks: readonly BlockingTask[] }): number {
  return counts.tasks.filter((t) => t.beforeFirstPaint).reduce((sum, t) => sum + t.countedMs, 0)
}

/** `26 ms: navigation commit 22 ms; ...`: the work before the first paint outside Lantern's FCP estimate. */
export function leftOutText(tasks: readonly TraceTask[] | undefined): string {
  if (tasks === undefined) return 'not computed'
  if (tasks.length === 0) return 'nothing'
  return tasks.map((t) => `${ms(t.observedMs)}: ${t.work}`).join('; ')
}

/** Which system fonts drew the CJK, Devanagari and Thai pages (and Arabic until its web font): a phone's, or not. */
export function systemFontsLine(listed: Readonly<Record<string, readonly string[]>>): string {
  const missing = missingPlatformFonts(listed)
  if (missing.length === 0)
    return `System fonts as on a phone: ${PLATFORM_FONTS.map((font) => `${font.family} (${font.lang})`).join(', ')}; the CJK, Devanagari and Thai pages are drawn with them, the Arabic ones until their web font is in.`
  return `**Missing the system fonts a phone has:** ${missing.map((font) => `${font.family} (${font.lang})`).join(', ')} (\`apt-get install fonts-noto-cjk fonts-noto-core\`). Those pages were laid out with fontconfig's last resort: on \`/ja\` that made the first layout about twice as long as with Noto Sans CJK, and Lighthouse's TBT with it.`
}

export function renderReport(results: BenchResults): string {
  const targets = evaluateTargets(results)
  const floor = results.firstLoad.find((p) => p.app === 'reference' && p.label.startsWith('home'))
  const floorLh = results.lighthouse.find((l) => l.app === 'reference')
  const env = results.environment
  const out: string[] = []
  out.push('# Benchmark results', '')
  out.push(
    `Generated ${results.generatedAt} by \`npm run bench\` on ${env.cpus} × ${env.cpuModel} (load average ${env.loadAverage.map((l) => l.toFixed(1)).join(', ')} at the start), Node ${env.node}, Chromium ${env.chromium}, Lighthouse ${env.lighthouse}. Server: ${env.server}.`,
    '',
    ...(machineWasBusy(env)
      ? [
          `**The machine was busy when this run started** (a 1-minute load average above ${BUSY_LOAD_PER_CORE} per core, after waiting for it to settle): other work was competing for the CPU, so every timing below is slower than this machine can do. Byte counts are unaffected.`,
          '',
        ]
      : []),
    systemFontsLine(env.systemFonts),
    '',
    'Sizes are in KB (1 KB = 1024 bytes) of the files in `dist/`, gzip at level 9 and brotli at quality 11. "Reference" is the bare React + TanStack Router + TanStack Query + Lingui app in `bench/reference/`, built and served the same way: the stack\'s floor.',
    '',
  )

  out.push(
    ...section(
      'Targets',
      undefined,
      ['Target', 'Measured', 'Met'],
      targets.map((t) => [t.target, t.measured, t.met ? 'yes' : '**no**']),
    ),
  )

  out.push(
    ...section(
      'First-load bytes per page type',
      'Everything the browser fetched until the page had hydrated and the network had then been quiet for 500 ms (raw / gzip / brotli). "Above floor" compares first-load JS gzip with the reference home page.',
      ['Page', 'JS', 'CSS', 'Fonts', 'HTML', 'Other (data, images)', 'Total gzip', 'JS above floor'],
      results.firstLoad.map((p) => [
        `${appLabel(p)} (\`${p.path}\`)`,
        three(p.bytes.js),
        three(p.bytes.css),
        three(p.bytes.font),
        three(p.bytes.html),
        gz({
          raw: p.bytes.data.raw + p.bytes.image.raw + p.bytes.other.raw,
          gzip: p.bytes.data.gzip + p.bytes.image.gzip + p.bytes.other.gzip,
          brotli: p.bytes.data.brotli + p.bytes.image.brotli + p.bytes.other.brotli,
        }),
        gz(p.bytes.total),
        floor && p.app === 'site' ? signed(p.bytes.js.gzip - floor.bytes.js.gzip, (v) => kb(v)) : '',
      ]),
    ),
  )

  out.push(...beyondTheFloor(results.largest))
  out.push(...whatRuns(results))

  out.push(`## Largest modules in the first load of \`${results.largest.page}\``, '')
  out.push(
    "Minified bytes attributed through sourcemaps of an otherwise identical build; gzip is each module's share of its chunk's gzip size.",
    '',
  )
  out.push(
    table(
      ['Package', 'Minified', 'gzip (share)'],
      results.largest.packages.map((m) => [m.name, kb(m.raw), kb(m.gzip)]),
    ),
    '',
  )
  out.push(
    table(
      ['Module', 'Minified', 'gzip (share)'],
      results.largest.modules.map((m) => [`\`${m.name}\``, kb(m.raw), kb(m.gzip)]),
    ),
    '',
  )

  // One row per locale, one column per part, in the order the build first lists them.
  const parts = [...new Set(results.catalogs.map((c) => c.part))]
  const locales = [...new Set(results.catalogs.map((c) => c.locale))]
  const sizeOf = (locale: string, part: string) => results.catalogs.find((c) => c.locale === locale && c.part === part)?.gzip
  out.push(
    ...section(
      'Locale catalog files',
      "Each locale's catalog in its parts (`assets/messages-<locale>-<part>-<version>.js`), gzip: `site` on every page, each other part on the pages of one kind only.",
      ['Locale', ...parts],
      locales.map((locale) => [
        locale,
        ...parts.map((part) => (sizeOf(locale, part) === undefined ? 'none' : kb(sizeOf(locale, part) ?? 0, 2))),
      ]),
    ),
  )

  out.push('## Lighthouse (mobile preset, simulated throttling, median of runs)', '')
  out.push(
    table(
      [
        'Page',
        'Runs',
        'Perf',
        'Perf per run',
        'A11y',
        'BP',
        'SEO',
        'FCP',
        'LCP',
        'LCP-FCP',
        'TBT',
        'TBT per run',
        'CLS',
        'Speed Index',
        'LCP element (in prerendered HTML?)',
        'Perf vs floor',
      ],
      results.lighthouse.map((l) => [
        appLabel(l),
        String(l.runs),
        String(l.scores.performance),
        perfRuns(l),
        String(l.scores.accessibility),
        String(l.scores.bestPractices),
        String(l.scores.seo),
        ms(l.metrics.fcp),
        ms(l.metrics.lcp),
        ms(l.lcpMinusFcp),
        ms(l.metrics.tbt),
        tbtRuns(l),
        l.metrics.cls.toFixed(3),
        ms(l.metrics.speedIndex),
        l.lcpElement
          ? `\`${l.lcpElement.selector}\` (${[l.lcpElement.inPrerenderedHtml ? 'yes' : 'no', ...(l.lcpElement.unnamedRuns > 0 ? [unnamedNote(l)] : [])].join('; ')})`
          : 'none reported',
        floorLh && l.app === 'site' ? signed(l.scores.performance - floorLh.scores.performance, String) : '',
      ]),
    ),
    '',
  )
  const spread = lighthouseSpread(results.lighthouse)
  if (spread) {
    out.push(
      `Runs of one page can land far apart: the widest spread here is ${spread.points} points of performance (${spread.label}: ${spread.runs}; TBT ${spread.tbt} ms). Lighthouse counts as blocking only the part of a task beyond 50 ms after its 4x CPU multiplier, so a task of about 13 ms on this machine counts in one run and not in the next, and where FCP lands decides which tasks are counted at all. Read a median beside its runs.`,
      '',
    )
  }
  if (results.lighthouse.some((l) => l.perRun.performance.some((score) => !Number.isFinite(score)))) {
    out.push(
      '"No score": a run Lighthouse could not score (its trace had no navigation start). It measured nothing, so another run took its place and each median is of the scored runs.',
      '',
    )
  }
  const failed = results.lighthouse.filter((l) => l.failedAudits.length > 0)
  if (failed.length > 0) {
    out.push('Audits that cost points:', '')
    for (const l of failed) out.push(`- ${appLabel(l)}: ${l.failedAudits.join(', ')}`)
    out.push('')
  }

  out.push(
    ...section(
      "What Lighthouse's simulated LCP waits for after its FCP",
      "Lantern's FCP estimate counts the render-blocking requests only; its LCP estimate counts every request that finished before the LCP of the unthrottled trace, each taking an equal share of the simulated link while it is in flight. Listed: the requests its LCP estimate (the optimistic half, in the run with the median gap) finishes after its FCP estimate, latest first. The LCP-FCP gap is the time they take.",
      ['Page', 'LCP-FCP', 'Finishing after FCP'],
      results.lighthouse.map((l) => [appLabel(l), ms(l.lcpMinusFcp), lateRequests(l.lcpWaitsFor)]),
    ),
    ...section(
      "What Lighthouse's TBT counts",
      "Lantern slows each main-thread task of the unthrottled trace by the CPU multiplier (4x), places it in its simulation, and counts what it lasts beyond 50 ms after the simulated FCP and before the simulated TTI; the score is the mean of an optimistic and a pessimistic simulation. Listed: in the run with the median TBT, what each task counts, its length in the trace and in the simulation, and its largest kinds of work (nested: a script that forces a layout holds it, so they do not add up). A task begun before the simulated FCP counts only its part after it. \"Before the first paint\": the task ended before the first paint of the unthrottled trace, so that paint waited for it. Lantern's FCP estimate keeps of the main-thread work only the first HTML parse, the first layout, the first paint and render-blocking scripts; the last column lists the rest of what ran before the first paint (Chromium's own navigation commit, which creates the page's JavaScript context, for one), which its TBT simulation runs ahead of the first screen's parse and layout, so that they land after the simulated FCP and count as blocking.",
      ['Page', 'TBT (that run)', 'Of it, before the first paint', 'Counted tasks', 'Before the first paint, outside the FCP estimate'],
      results.lighthouse.map((l) => [
        appLabel(l),
        l.tbtCounts ? ms(l.tbtCounts.tbtMs) : '',
        l.tbtCounts ? ms(beforeFirstPaintMs(l.tbtCounts)) : '',
        blockingTasksText(l.tbtCounts),
        leftOutText(l.tbtCounts?.fcpLeavesOut),
      ]),
    ),
  )

  const busiest = worst(
    results.firstLayouts.filter((f) => f.app === 'site'),
    (f) => f.fontCallsMs,
    'max',
  )
  out.push(
    ...section(
      'What the largest layout waits for (Playwright, Chromium, no throttling)',
      `Each page loaded cold, traced with Chromium's \`fonts\` category; medians of ${String(busiest?.runs ?? 0)} runs. On Linux the renderer asks the browser process for each font strike's render style (one question per family, size and weight it draws) and for each system font it matches by family or by full name (\`local()\`); the browser asks fontconfig, which scores each of this machine's ${String(env.fontCount)} fonts. An Android phone answers both in the renderer (the calls are Linux and ChromeOS code: blink's \`public/platform/linux/web_sandbox_support.h\`, the font service in \`components/services/font\`). Lighthouse's columns are its main-thread work under its 4x CPU multiplier, medians of the runs above: the first layout is most of "Style & Layout", and where Lantern's simulation places it after FCP it counts as blocking time.${busiest ? ` The longest wait here: ${busiest.label}, ${ms(busiest.fontCallsMs)} of a ${ms(busiest.layoutMs)} layout.` : ''}`,
      [
        'Page',
        'Largest layout',
        'Waiting for font calls',
        'Share',
        'Render styles',
        'Family matches',
        'Name matches',
        'Lighthouse: Style & Layout',
        'Lighthouse: Script evaluation',
        'TBT',
      ],
      results.firstLayouts.map((f) => {
        const l = results.lighthouse.find((row) => row.app === f.app && row.path === f.path)
        return [
          appLabel(f),
          ms(f.layoutMs),
          ms(f.fontCallsMs),
          f.layoutMs > 0 ? `${String(Math.round((f.fontCallsMs / f.layoutMs) * 100))}%` : '',
          String(f.renderStyles),
          String(f.familyMatches),
          String(f.nameMatches),
          l ? ms(l.mainThread.styleLayout) : '',
          l ? ms(l.mainThread.scriptEvaluation) : '',
          l ? ms(l.metrics.tbt) : '',
        ]
      }),
    ),
  )

  out.push(
    ...section(
      'The same estimates over HTTP/1.1',
      'The pages above were served over HTTP/2 and TLS, as Firebase Hosting serves visitors. These were asked of the emulator directly, over HTTP/1.1 in the clear, which an earlier version of this benchmark used. Over HTTP/1.1 the browser opens more connections to one server, and Lantern gives each new one a handshake and a slow start: the preloaded font, fetched on one of them beside the stylesheet, then costs three simulated round trips after FCP. Not judged by the targets.',
      ['Page', 'Perf', 'FCP', 'LCP', 'LCP-FCP', 'TBT', 'Finishing after FCP'],
      results.lighthouseHttp1.map((l) => [
        appLabel(l),
        String(l.scores.performance),
        ms(l.metrics.fcp),
        ms(l.metrics.lcp),
        ms(l.lcpMinusFcp),
        ms(l.metrics.tbt),
        lateRequests(l.lcpWaitsFor),
      ]),
    ),
  )

  out.push(
    ...section(
      'First and largest paint under applied throttling (Playwright, Chromium)',
      "Each page loaded cold with Chromium throttling every request and the CPU as Lighthouse's devtools throttling does on its mobile preset (562.5 ms per request, 1.44 Mbit/s down, 4x slower CPU), FCP and LCP read from the page's own performance entries once it has been quiet for a second. Lighthouse's LCP above is simulated by Lantern, which counts every request that finished before the observed LCP, fonts and low-priority scripts included, while its FCP counts only the highest-priority requests: its LCP-FCP is a property of that estimate, not of a paint. The target is judged here, on the largest gap of any run. \"Its text drawn with\" names the fonts of the LCP element's text (Chromium's platform fonts for each of its nodes): web fonts are `font-display: optional` and never swapped in, so a preloaded font missing here arrived too late for the first paint on a slow phone, and the system font a phone has drew that text instead.",
      ['Page', 'Runs', 'FCP', 'LCP', 'LCP-FCP (median)', 'LCP-FCP (largest)', 'LCP element', 'Its text drawn with'],
      results.paints.map((p) => [
        appLabel(p),
        String(p.runs),
        ms(p.fcp),
        ms(p.lcp),
        ms(p.lcpMinusFcp),
        ms(p.maxLcpMinusFcp),
        p.lcpElements.map((e) => `\`${e}\``).join(', '),
        p.lcpFonts.join(' / '),
      ]),
    ),
  )

  out.push(
    ...section(
      'Language switch and navigation (Playwright, Chromium, no throttling)',
      'First response: from the click to the next paint, as INP measures an interaction (Event Timing; below its 16 ms floor, the frame after the click). Done: from the click to the end of the page transition, or to the first animation frame after the new heading is in the DOM where there is none. "Prefetched" hovers the link first and waits until the network is quiet, so whatever the page prefetches on intent is in place; the script Playwright injects to wait for the heading is set up before the click, so none of its work is timed. Rows with the page transition "off (reduced motion)" run with `prefers-reduced-motion: reduce`, where the site skips its out-in transition: the difference is what the transition costs in this headless Chromium without a GPU, which blends each faded frame in software. "Animations start": from the click to the start of the fade out of the old page (CSS animations on the page below the header, started once the new page is loaded); "set to run": the delay + duration of the fade out and of the fade in as the stylesheet sets them, which run one after the other with the render of the new page between them. Done is at least their sum, plus that render and the frames this machine takes to draw them.',
      [
        'App',
        'Interaction',
        'From -> to',
        'Prefetched',
        'Page transition',
        'First response (median)',
        'Animations start (median)',
        'Set to run',
        'Done (median)',
        'Done (samples)',
      ],
      results.interactions.map((t) => [
        t.app,
        t.kind === 'switch' ? 'language switch' : 'navigation',
        `\`${t.from}\` -> \`${t.to}\``,
        t.prefetched ? 'yes' : 'no',
        t.reducedMotion ? 'off (reduced motion)' : t.app === 'site' ? 'out-in' : 'none',
        ms(t.firstResponse.median),
        t.transition ? ms(t.transition.start) : '',
        t.transition ? ms(t.transition.animationMs) : '',
        ms(t.median),
        t.samples.map((s) => Math.round(s)).join(', '),
      ]),
    ),
  )

  out.push(
    ...section(
      'Build wall time',
      undefined,
      ['App', 'Median', 'Runs', 'HTML files'],
      results.builds.map((b) => [
        b.app,
        `${(b.medianMs / 1000).toFixed(1)} s`,
        b.runsMs.map((r) => `${(r / 1000).toFixed(1)} s`).join(', '),
        String(b.htmlFiles),
      ]),
    ),
  )
  return out.join('\n')
}

/** A package's (or the glue's) gzip share in one app's first load; 0 where it loads none. */
function gzipOf(list: readonly ModuleShare[], name: string): number {
  return list.find((p) => p.name === name)?.gzip ?? 0
}

/**
 * Where the first load of the home page differs from the reference's, package by package, and the
 * site's own code by folder: what the first-load JS target is up against.
 */
function beyondTheFloor(largest: BenchResults['largest']): string[] {
  const names = [...new Set([...largest.packages, ...largest.referencePackages].map((p) => p.name))]
  const rows = names
    .map((name) => ({ name, site: gzipOf(largest.packages, name), reference: gzipOf(largest.referencePackages, name) }))
    .sort((a, b) => b.site - b.reference - (a.site - a.reference) || a.name.localeCompare(b.name))
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)
  const shared = rows.filter((r) => r.site > 0 && r.reference > 0 && r.name !== APP_OWNER && r.name !== UNMAPPED)
  const sharedDifference = sum(shared.map((r) => r.site - r.reference))
  return [
    `## What the first load of \`${largest.page}\` carries beyond the reference`,
    '',
    `Both home pages' first-load JavaScript attributed to packages through sourcemaps (gzip shares, as below), largest difference first. The ${shared.length} packages both load differ by ${signed(sharedDifference, (v) => kb(v))} in all; the rest of the gap is what only the site loads: its own code, by folder in the second table, and the packages the reference does without.`,
    '',
    table(
      ['Package', 'Site', 'Reference', 'Difference'],
      rows.map((r) => [r.name, kb(r.site), kb(r.reference), signed(r.site - r.reference, (v) => kb(v))]),
    ),
    '',
    table(
      ["The site's own code, by folder", 'Minified', 'gzip (share)'],
      largest.folders.map((f) => [`\`${f.name}\``, kb(f.raw), kb(f.gzip)]),
    ),
    '',
  ]
}

/**
 * A JS target's closest reach: the page's first load without the site's own code that did not run,
 * and without only the part of it that no journey the page answers with the code it has runs either.
 */
function withoutUnrun(ownCodeRun: BenchResults['ownCodeRun'], page: PageBytes, floor: PageBytes, aboveKb: number): string {
  const own = ownCodeRun?.find((o) => o.path === page.path)
  if (!own) return ''
  const notRun = own.loaded - own.ran
  const reach = `; leaving out all of its own code that did not run (${kb(notRun)}) would still be +${kb(page.bytes.js.gzip - notRun - floor.bytes.js.gzip)}`
  if (own.ranOrNeeded === undefined) return reach
  const spare = own.loaded - own.ranOrNeeded
  const bound = page.bytes.js.gzip - spare - floor.bytes.js.gzip
  const verdict = bound > aboveKb * KB ? ': out of reach while the page answers those itself' : ''
  return `${reach}. What it must answer with the code it has (${LOCAL_JOURNEYS.map((j) => j.name).join('; ')}) run all but ${kb(spare)} of that code: leaving out only that, +${kb(bound)}${verdict}`
}

/** Of the attributed page's first-load JavaScript, what ran on the load and what only arrived. */
function whatRuns(results: BenchResults): string[] {
  const { largest, firstLoad } = results
  const own = results.ownCodeRun?.find((o) => o.path === largest.page)
  const page = firstLoad.find((p) => p.app === 'site' && p.path === largest.page)
  const floor = firstLoad.find((p) => p.app === 'reference' && p.path === '/')
  if (!own || !page || !floor) return []
  const notRun = own.loaded - own.ran
  const rows = (shares: readonly ModuleShare[]) =>
    shares
      .map((s) => ({ name: s.name, gzip: s.gzip, ran: s.ran?.gzip ?? 0 }))
      .sort((a, b) => b.gzip - b.ran - (a.gzip - a.ran) || a.name.localeCompare(b.name))
      .map((r) => [r.name, kb(r.gzip), kb(r.ran), kb(r.gzip - r.ran), `${Math.round((100 * r.ran) / Math.max(r.gzip, 1e-9))}%`])
  return [
    `## What the first load of \`${largest.page}\` runs`,
    '',
    `Chromium's block coverage of the same load (until hydrated and the network quiet): of each package's first-load code, the part that ran (functions called, blocks entered) and the part that only arrived, as gzip shares like the tables above, most not run first. Leaving out every byte of the site's own code that did not run (${kb(notRun)}) would bring \`${largest.page}\` to ${kb(page.bytes.js.gzip - notRun)}, +${kb(page.bytes.js.gzip - notRun - floor.bytes.js.gzip)} above the reference: what the first-load target asks beyond that is code the load runs.`,
    '',
    ...allowanceSpent(largest, own.ran),
    table(['Package', 'Loaded', 'Ran', 'Not run', 'Share run'], rows(largest.packages)),
    '',
    table(
      ["The site's own code, by folder", 'Loaded', 'Ran', 'Not run', 'Share run'],
      rows(largest.folders).map(([name, ...rest]) => [`\`${name}\``, ...rest]),
    ),
    '',
  ]
}

/**
 * The home page's first-load allowance above the reference, spent: what the packages take beside
 * the site's own code, what that leaves the own code, and how much of the own code the load runs.
 */
function allowanceSpent(largest: BenchResults['largest'], ownRan: number): string[] {
  if (largest.page !== '/') return []
  const names = [...new Set([...largest.packages, ...largest.referencePackages].map((p) => p.name))].filter((n) => n !== APP_OWNER)
  const differences = names.map((name) => ({
    name,
    onlySite: gzipOf(largest.referencePackages, name) === 0,
    difference: gzipOf(largest.packages, name) - gzipOf(largest.referencePackages, name),
  }))
  const total = (rows: readonly { difference: number }[]) => rows.reduce((sum, r) => sum + r.difference, 0)
  const onlySite = differences.filter((d) => d.onlySite && d.name !== UNMAPPED)
  const both = differences.filter((d) => !d.onlySite && d.name !== UNMAPPED)
  const glue = differences.filter((d) => d.name === UNMAPPED)
  const allowance = ABOVE_FLOOR_KB.home * KB
  const left = allowance - total(differences)
  const parts = [
    ...onlySite.map(
      (d) => `${d.name} ${kb(d.difference)}${d.name === 'zod' ? ', which checks the `{-$lang}` locale codes as the site requires' : ''}`,
    ),
    `the packages both load ${signed(total(both), (v) => kb(v))}`,
    `unmapped glue ${signed(total(glue), (v) => kb(v))}`,
  ]
  return [
    `Of the ${kb(allowance)} the target allows \`/\` above the reference, the packages it loads besides the site's own code take ${kb(total(differences))} (${parts.join('; ')}), leaving ${kb(left)} for the site's own code. The load runs ${kb(ownRan)} of that code: ${ownRan > left ? `${kb(ownRan - left)} over, with no byte loaded that does not run` : 'within it'}.`,
    '',
  ]
}
