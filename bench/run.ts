/**
 * `npm run bench`: builds the site and the reference app, serves both through the Firebase
 * Hosting emulator, measures them, and writes bench/results.json and bench/results.md.
 *
 * Ports (override with BENCH_PORT): site BENCH_PORT (default 6620, the emulator also takes
 * +1..+6), reference +10, Chromium's debugging port +20. Run counts: BENCH_LH_RUNS (3, also used
 * for the throttled paint runs), BENCH_INTERACTION_RUNS (10), BENCH_BUILD_RUNS (3).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join, relative } from 'node:path'
import { chromium, type Browser, type Page } from '@playwright/test'
import { build } from 'vite'
import { PAGE_LIST } from '../src/lib/content/pages.ts'
import { pagePath } from '../src/lib/paths/site-paths.ts'
import { readManifest, readSiteBuild } from '../e2e/lib/budgets.ts'
import { CHROME_PATH, CHROME_QUIET_FLAGS } from '../e2e/lib/chrome.ts'
import { DistSizes, distFileFor } from '../e2e/lib/dist-files.ts'
import { assetPath, staticFirstLoad, type CatalogFile } from '../e2e/lib/first-load.ts'
import { outputFileFor } from '../scripts/build/prerender-lib.ts'
import { matchesLcpNode, type FoundElement, type LcpNode } from './lib/lcp-element.ts'
import { recordFirstLoad } from '../e2e/lib/record-load.ts'
import {
  machineWasBusy,
  renderReport,
  type BenchResults,
  type BuildTiming,
  type InteractionTiming,
  type LighthouseSummary,
  type PageBytes,
} from './lib/report.ts'
import { APP_OWNER, attribute, wholeFileMap, type RawSourceMap } from './lib/sourcemap.ts'
import { ranMask } from './lib/coverage.ts'
import { LOCAL_JOURNEYS, unionOfRuns, type LocalJourney } from './lib/local-journeys.ts'
import { median, medianOfMeasured } from './lib/stats.ts'
import { z } from 'zod'
import { timeInteraction, type InteractionSample, type Scenario } from './lib/interactions.ts'
import { runLighthouse, type LighthouseRun } from './lib/lighthouse.ts'
import { http2FrontProcess, makeCertificate, trustFlag } from './lib/http2-front.ts'
import { observePaints } from './lib/paints.ts'
import { countFonts, listPlatformFonts } from './lib/platform-fonts.ts'
import { measureFirstLayouts } from './lib/first-layout.ts'
import { PHONE_CONTEXT } from './lib/page-runs.ts'
import { serveReference, serveSite, type Server } from './lib/servers.ts'

const root = join(import.meta.dirname, '..')
const siteDist = join(root, 'dist')
const referenceDist = join(root, 'bench/reference/dist')
const analyzeDirs = { site: join(root, '.build/analyze'), reference: join(root, '.build/analyze-reference') }

const envInt = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`)
  return value
}
const basePort = envInt('BENCH_PORT', 6620)
const PORTS = { site: basePort, reference: basePort + 10, chrome: basePort + 20, siteFront: basePort + 30, referenceFront: basePort + 31 }
const RUNS = {
  lighthouse: envInt('BENCH_LH_RUNS', 3),
  interactions: envInt('BENCH_INTERACTION_RUNS', 10),
  builds: envInt('BENCH_BUILD_RUNS', 3),
}

const log = (message: string) => console.log(`[bench] ${message}`)

function countHtml(dir: string): number {
  let count = 0
  for (const entry of readdirSync(dir)) {
    const full = join(dir, entry)
    if (statSync(full).isDirectory()) count += entry === 'payloads' || entry.startsWith('.') ? 0 : countHtml(full)
    else if (entry.endsWith('.html')) count++
  }
  return count
}

function timeBuilds(app: 'site' | 'reference', script: string, dist: string): BuildTiming {
  const runsMs: number[] = []
  for (let i = 0; i < RUNS.builds; i++) {
    const started = performance.now()
    const result = spawnSync(process.execPath, [script], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
    if (result.status !== 0) throw new Error(`${relative(root, script)} failed with ${result.status ?? result.signal ?? 'unknown'}`)
    runsMs.push(performance.now() - started)
  }
  log(`${app} build: ${runsMs.map((r) => (r / 1000).toFixed(1)).join(', ')} s`)
  return { app, runsMs, medianMs: median(runsMs), htmlFiles: countHtml(dist) }
}

/** The same client builds with hidden sourcemaps, so modules can be attributed without touching either dist/. */
async function analysisBuild(app: 'site' | 'reference') {
  const outDir = analyzeDirs[app]
  const config = app === 'site' ? { root } : { configFile: join(root, 'bench/reference/vite.config.ts') }
  await build({ ...config, logLevel: 'error', build: { outDir, emptyOutDir: true, sourcemap: 'hidden' } })
  // The site's catalog files are no chunks: written by its catalog plugin, with no sourcemap.
  const catalogs = app === 'site' ? readSiteBuild(outDir).catalogs : []
  return { dir: outDir, manifest: readManifest(join(outDir, '.vite/manifest.json')), catalogs }
}

interface PageSpec {
  label: string
  path: string
}

const siteTypes: PageSpec[] = [
  ...['en', 'ar', 'ja', 'hi'].map((locale) => ({ label: `home (${locale})`, path: pagePath(locale, 'home') })),
  ...PAGE_LIST.filter((p) => p.key !== 'home').map((p) => ({ label: `${p.key} (en)`, path: pagePath('en', p.key) })),
]
const referencePages: PageSpec[] = [
  { label: 'home (en)', path: '/' },
  { label: 'about (en)', path: '/about' },
]

async function measureBytes(
  browser: Browser,
  app: 'site' | 'reference',
  server: Server,
  pages: PageSpec[],
  sizes: DistSizes,
  referenced: (path: string) => readonly string[] = () => [],
): Promise<PageBytes[]> {
  const results: PageBytes[] = []
  for (const spec of pages) {
    // Every script and stylesheet the page's HTML names must be among what a load fetched. A load
    // where the recording missed one (seen once in a bench run, never in 12 loads after it) is
    // measured again rather than reported short.
    const expected = referenced(spec.path).filter((file) => file.endsWith('.js') || file.endsWith('.css'))
    let files: string[] = []
    for (let attempt = 1; attempt <= 3; attempt++) {
      files = await recordFiles(browser, app, server, spec.path)
      const missing = expected.filter((file) => !files.includes(file))
      if (missing.length === 0) break
      if (attempt === 3) throw new Error(`${spec.path}: three loads recorded without ${missing.join(', ')}`)
      log(`${spec.path}: the load was recorded without ${missing.join(', ')}; measuring it again`)
    }
    results.push({
      app,
      label: spec.label,
      path: spec.path,
      bytes: sizes.byKind(files),
      files: files.map((file) => ({ file, gzip: sizes.of(file).gzip })).sort((a, b) => b.gzip - a.gzip),
    })
  }
  return results
}

/** The dist/ files one cold load of `path` fetched successfully, until hydrated and the network quiet. */
async function recordFiles(browser: Browser, app: 'site' | 'reference', server: Server, path: string): Promise<string[]> {
  const context = await browser.newContext(PHONE_CONTEXT)
  try {
    // The site marks hydration on <html>; the reference has no such mark and counts to network quiet.
    const load = await recordFirstLoad(
      await context.newPage(),
      server.origin + path,
      app === 'site' ? { readySelector: 'html[data-hydrated="true"]' } : {},
    )
    if (load.status !== 200) throw new Error(`${path} answered ${load.status}`)
    return load.files.filter((f) => f.status < 400).map((f) => f.file)
  } finally {
    await context.close()
  }
}

/**
 * Which characters of each script ran during a first load of `path` (until hydrated and the network
 * quiet, as measureBytes counts), by dist/ file. Chromium's block coverage.
 */
async function measureCoverage(browser: Browser, server: Server, path: string, journey?: LocalJourney): Promise<Map<string, Uint8Array>> {
  const context = await browser.newContext(PHONE_CONTEXT)
  try {
    const page = await context.newPage()
    // A journey that reloads the page is measured on the reloaded document: V8 keeps no more than
    // the top level of a document that has gone, which would read as if all of it had run.
    await page.coverage.startJSCoverage({ resetOnNavigation: true })
    await recordFirstLoad(page, server.origin + path, { readySelector: 'html[data-hydrated="true"]' })
    if (journey && !(await journey.run(page, context, path))) return new Map()
    return masksOf(await page.coverage.stopJSCoverage(), server)
  } finally {
    await context.close()
  }
}

/** Which characters of each dist/ file ran, from one document's coverage. */
function masksOf(entries: Awaited<ReturnType<Page['coverage']['stopJSCoverage']>>, server: Server): Map<string, Uint8Array> {
  const masks = new Map<string, Uint8Array>()
  for (const entry of entries) {
    const asset = assetPath(entry.url, server.origin)
    // Only script files are attributed; a page's inline scripts all carry the page's own URL.
    if (asset === undefined || entry.source === undefined || !asset.endsWith('.js')) continue
    const file = distFileFor(asset)
    if (masks.has(file)) throw new Error(`${file} has two coverage entries: which one ran is unknown`)
    masks.set(file, ranMask(entry.source.length, entry.functions))
  }
  return masks
}

/**
 * The first load's coverage together with that of every journey the page must answer with the code
 * it already has (lib/local-journeys.ts), each after a fresh first load of its own.
 */
async function measureNeededCoverage(browser: Browser, server: Server, path: string, load: Map<string, Uint8Array>) {
  const runs = [load]
  for (const journey of LOCAL_JOURNEYS) {
    runs.push(await measureCoverage(browser, server, path, journey))
    log(`${path}: covered ${journey.name}`)
  }
  return unionOfRuns(runs)
}

/** What the page holds before any script runs: JavaScript disabled, prerendered HTML only. */
async function inspectStatic(browser: Browser, url: string, selector: string): Promise<FoundElement[]> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE_CONTEXT.viewport })
  try {
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'load' })
    return await page.locator(selector).evaluateAll((elements) => elements.map((el) => ({ tag: el.tagName, text: el.textContent })))
  } finally {
    await context.close()
  }
}

function summarize(app: 'site' | 'reference', spec: PageSpec, runs: LighthouseRun[], missing: readonly LcpNode[]): LighthouseSummary {
  const med = (pick: (r: LighthouseRun) => number) => medianOfMeasured(runs.map(pick))
  // A run whose LCP element was not found in the HTML is the one to show.
  const lcpNode = missing[0] ?? runs.find((r) => r.lcpNode)?.lcpNode
  const lcpInHtml = missing.length === 0
  const gapOf = (r: LighthouseRun) => r.metrics.lcp - r.metrics.fcp
  const medianGap = med(gapOf)
  // The run whose gap is the median (among runs Lantern could explain) shows what the gap is made of.
  const explained = runs
    .filter((r) => r.lcpWaitsFor !== undefined)
    .sort((a, b) => Math.abs(gapOf(a) - medianGap) - Math.abs(gapOf(b) - medianGap))[0]
  const medianTbt = med((r) => r.metrics.tbt)
  const tbtExplained = runs
    .filter((r) => r.tbtCounts !== undefined && Number.isFinite(r.metrics.tbt))
    .sort((a, b) => Math.abs(a.metrics.tbt - medianTbt) - Math.abs(b.metrics.tbt - medianTbt))[0]
  return {
    app,
    label: spec.label,
    path: spec.path,
    runs: runs.length,
    scores: {
      performance: med((r) => r.scores.performance),
      accessibility: med((r) => r.scores.accessibility),
      bestPractices: med((r) => r.scores.bestPractices),
      seo: med((r) => r.scores.seo),
    },
    metrics: {
      fcp: med((r) => r.metrics.fcp),
      lcp: med((r) => r.metrics.lcp),
      tbt: med((r) => r.metrics.tbt),
      cls: med((r) => r.metrics.cls),
      speedIndex: med((r) => r.metrics.speedIndex),
    },
    perRun: {
      performance: runs.map((r) => r.scores.performance),
      tbt: runs.map((r) => r.metrics.tbt),
      withoutCommit: runs.map((r) => r.performanceWithoutCommit),
    },
    lcpMinusFcp: medianGap,
    lcpWaitsFor: explained?.lcpWaitsFor,
    tbtCounts: tbtExplained?.tbtCounts && { tbtMs: tbtExplained.metrics.tbt, ...tbtExplained.tbtCounts },
    lcpElement: lcpNode
      ? {
          selector: lcpNode.selector,
          snippet: lcpNode.snippet,
          inPrerenderedHtml: lcpInHtml,
          unnamedRuns: runs.filter((r) => !r.lcpNode).length,
        }
      : undefined,
    failedAudits: [...new Set(runs.flatMap((r) => r.failedAudits))],
    mainThread: { styleLayout: med((r) => r.mainThread.styleLayout), scriptEvaluation: med((r) => r.mainThread.scriptEvaluation) },
  }
}

async function lighthousePages(
  browser: Browser,
  app: 'site' | 'reference',
  server: Server,
  pages: PageSpec[],
  chromeFlags: readonly string[],
): Promise<{ summaries: LighthouseSummary[]; version: string }> {
  const summaries: LighthouseSummary[] = []
  let version = ''
  for (const spec of pages) {
    const runs: LighthouseRun[] = []
    // A run Lighthouse could not score (a trace without navigation start) measured nothing: another
    // takes its place, so each median is of RUNS.lighthouse scores. The report still lists it.
    const scored = () => runs.filter((run) => Number.isFinite(run.scores.performance)).length
    for (let i = 0; scored() < RUNS.lighthouse && i < 2 * RUNS.lighthouse; i++) {
      runs.push(await runLighthouse(server.origin + spec.path, PORTS.chrome, chromeFlags))
    }
    version = runs[0]?.version ?? version
    // Every LCP element Lighthouse names must be in the HTML before JavaScript runs. A run that
    // names none is no evidence either way: the report counts it, and a page where no run named
    // one has no element and fails the target.
    const missing: LcpNode[] = []
    for (const [i, run] of runs.entries()) {
      const node = run.lcpNode
      if (node === undefined) {
        log(`lighthouse ${app} ${spec.label} run ${String(i + 1)}: Lighthouse named no LCP element`)
        continue
      }
      if (matchesLcpNode(await inspectStatic(browser, server.origin + spec.path, node.selector), node)) continue
      missing.push(node)
      log(
        `lighthouse ${app} ${spec.label} run ${String(i + 1)}: LCP element ${node.selector} "${node.nodeLabel ?? node.snippet}" not found in the prerendered HTML`,
      )
    }
    const summary = summarize(app, spec, runs, missing)
    log(`lighthouse ${app} ${spec.label}: perf ${summary.scores.performance}, LCP ${Math.round(summary.metrics.lcp)} ms`)
    summaries.push(summary)
  }
  return { summaries, version }
}

async function heading(browser: Browser, url: string): Promise<string> {
  const [found] = await inspectStatic(browser, url, 'h1')
  if (!found) throw new Error(`${url} has no h1 in its prerendered HTML`)
  return found.text.replace(/\s+/g, ' ').trim()
}

/** Medians of an interaction's samples: done, first response, and (with a page transition) when its animations start and how long they run. */
function summarizeInteraction(
  samples: readonly InteractionSample[],
): Pick<InteractionTiming, 'samples' | 'median' | 'firstResponse' | 'transition'> {
  const totals = samples.map((s) => s.total)
  const first = samples.map((s) => s.firstResponse)
  const transitions = samples.flatMap((s) => (s.transition ? [s.transition] : []))
  return {
    samples: totals,
    median: median(totals),
    firstResponse: { samples: first, median: median(first) },
    ...(transitions.length > 0
      ? { transition: { start: median(transitions.map((t) => t.start)), animationMs: median(transitions.map((t) => t.animationMs)) } }
      : {}),
  }
}

async function interactions(
  browser: Browser,
  app: 'site' | 'reference',
  server: Server,
  scenarios: { kind: 'switch' | 'nav'; scenario: Omit<Scenario, 'heading'> }[],
): Promise<InteractionTiming[]> {
  const timings: InteractionTiming[] = []
  for (const { kind, scenario } of scenarios) {
    const full: Scenario = { ...scenario, heading: await heading(browser, server.origin + scenario.to) }
    for (const prefetched of [true, false]) {
      const timing: InteractionTiming = {
        app,
        kind,
        from: scenario.from,
        to: scenario.to,
        prefetched,
        ...summarizeInteraction(await timeInteraction(browser, server.origin, full, prefetched, RUNS.interactions)),
      }
      log(
        `${app} ${kind} ${prefetched ? 'prefetched' : 'cold'}: first response ${timing.firstResponse.median.toFixed(1)} ms, done ${timing.median.toFixed(1)} ms`,
      )
      timings.push(timing)
    }
    if (app === 'site') {
      // The same prefetched interaction without the page transition, to show what it costs.
      const timing: InteractionTiming = {
        app,
        kind,
        from: scenario.from,
        to: scenario.to,
        prefetched: true,
        reducedMotion: true,
        ...summarizeInteraction(await timeInteraction(browser, server.origin, full, true, RUNS.interactions, true)),
      }
      log(`${app} ${kind} prefetched, reduced motion: median ${timing.median.toFixed(1)} ms`)
      timings.push(timing)
    }
  }
  return timings
}

/** What the report lists of the home pages' first loads: the largest modules, and the whole of the rest. */
function firstLoadShares(page: string, site: ReturnType<typeof attribute>, reference: ReturnType<typeof attribute>) {
  return {
    page,
    packages: site.packages,
    modules: site.modules.slice(0, 20),
    folders: site.folders,
    referencePackages: reference.packages,
  }
}

/** The module a catalog file is made from, as the development build names it (src/lib/i18n/catalog.ts). */
const catalogSource = ({ locale, part }: CatalogFile) => `src/locales/${locale}/messages.po?part=${part}`

/** The first load's JavaScript of `page`, attributed to modules, packages and the app's folders. */
function attributeFirstLoad(
  page: PageBytes,
  distManifest: ReturnType<typeof readManifest>,
  analysis: { dir: string; manifest: ReturnType<typeof readManifest>; catalogs: readonly CatalogFile[] },
  sizes: DistSizes,
  coverage?: Map<string, Uint8Array>,
) {
  const keyByFile = new Map(Object.entries(distManifest).map(([key, chunk]) => [chunk.file, key]))
  const mapSchema = z.object({ sources: z.array(z.string().nullable()), mappings: z.string() })
  const chunks = page.files
    .filter((f) => f.file.endsWith('.js'))
    .map((f) => {
      const key = keyByFile.get(f.file)
      // A catalog file has the same name in both builds (its version hashes the catalogs' bytes).
      const catalog = analysis.catalogs.find((c) => c.file === f.file)
      const analyzed = catalog ? catalog.file : key ? analysis.manifest[key]?.file : undefined
      if (!analyzed) throw new Error(`${f.file} is not in the analysis build`)
      // Rolldown's own runtime chunk has no sourcemap: all of it counts as unmapped glue.
      const mapFile = join(analysis.dir, `${analyzed}.map`)
      const map: RawSourceMap = catalog
        ? wholeFileMap(catalogSource(catalog))
        : existsSync(mapFile)
          ? mapSchema.parse(JSON.parse(readFileSync(mapFile, 'utf8')))
          : { sources: [], mappings: '' }
      const code = readFileSync(join(analysis.dir, analyzed), 'utf8')
      // A script fetched but never run (a modulepreload nothing imported) has no coverage entry.
      const ran = coverage ? (coverage.get(f.file) ?? new Uint8Array(code.length)) : undefined
      if (ran && ran.length !== code.length) throw new Error(`${f.file} differs from its analysis build`)
      return { code, map, gzip: sizes.of(f.file).gzip, ran }
    })
  return attribute(chunks)
}

/**
 * Waits (up to three minutes) for other work on the machine to finish: CPU taken by another job
 * makes every timing slower. The report says so when the machine was still busy.
 */
async function settle(): Promise<void> {
  const cores = cpus().length
  for (let waited = 0; waited < 180 && machineWasBusy({ cpus: cores, loadAverage: loadavg() }); waited += 10) {
    if (waited === 0) log(`load average ${loadavg()[0]?.toFixed(1) ?? '?'} on ${cores} cores: waiting for the machine to settle`)
    await new Promise((resolve) => setTimeout(resolve, 10_000))
  }
}

async function main() {
  await settle()
  const loadAverage = loadavg()
  log(`load average ${loadAverage.map((l) => l.toFixed(1)).join(', ')} on ${cpus().length} cores`)
  const builds = [
    timeBuilds('site', join(root, 'scripts/build/build.ts'), siteDist),
    timeBuilds('reference', join(root, 'bench/reference/build.ts'), referenceDist),
  ]
  const siteAnalysis = await analysisBuild('site')
  const referenceAnalysis = await analysisBuild('reference')
  const siteManifest = readManifest(join(siteDist, '.vite/manifest.json'))
  const referenceManifest = readManifest(join(referenceDist, '.vite/manifest.json'))
  const siteSizes = new DistSizes(siteDist)
  const referenceSizes = new DistSizes(referenceDist)

  const servers: Server[] = []
  let browser: Browser | undefined
  try {
    // Every browser reaches both apps over HTTP/2 and TLS, as Firebase Hosting serves visitors
    // (lib/http2-front.ts), through a front at the lowest CPU priority; the site's emulator is also
    // asked directly, over HTTP/1.1, for comparison.
    const certificate = makeCertificate()
    const chromeFlags = [trustFlag(certificate)]
    const siteHttp1 = await serveSite(PORTS.site)
    const site = await http2FrontProcess(siteHttp1, PORTS.siteFront, certificate)
    servers.push(site)
    const reference = await http2FrontProcess(await serveReference(PORTS.reference), PORTS.referenceFront, certificate)
    servers.push(reference)
    log(`serving the site on ${site.origin} (${siteHttp1.origin} over HTTP/1.1), the reference on ${reference.origin}`)
    browser = await chromium.launch({ executablePath: CHROME_PATH, args: [...CHROME_QUIET_FLAGS, ...chromeFlags] })

    const firstLoad = [
      ...(await measureBytes(browser, 'site', site, siteTypes, siteSizes, (path) =>
        staticFirstLoad(readFileSync(join(siteDist, outputFileFor(path)), 'utf8'), siteManifest),
      )),
      ...(await measureBytes(browser, 'reference', reference, referencePages, referenceSizes)),
    ]
    const home = firstLoad.find((p) => p.app === 'site' && p.path === '/')
    const referenceHome = firstLoad.find((p) => p.app === 'reference' && p.path === '/')
    if (!home || !referenceHome) throw new Error('The home pages were not measured')
    // What the first load runs, on `/` and on the heaviest other page: the JS targets' closest reach.
    const heaviestOther = firstLoad
      .filter((p) => p.app === 'site' && p.path !== home.path)
      .reduce<PageBytes | undefined>((a, p) => (a && a.bytes.js.gzip >= p.bytes.js.gzip ? a : p), undefined)
    const sharesWithCoverage = async (measuring: Browser, page: PageBytes) => {
      const load = await measureCoverage(measuring, site, page.path)
      const needed = await measureNeededCoverage(measuring, site, page.path, load)
      const attributed = (coverage: Map<string, Uint8Array>) => attributeFirstLoad(page, siteManifest, siteAnalysis, siteSizes, coverage)
      return { shares: attributed(load), neededShares: attributed(needed) }
    }
    const homeRun = await sharesWithCoverage(browser, home)
    const homeShares = homeRun.shares
    const ownCodeRun = [{ page: home, ...homeRun }]
    if (heaviestOther) ownCodeRun.push({ page: heaviestOther, ...(await sharesWithCoverage(browser, heaviestOther)) })

    const timings = [
      ...(await interactions(browser, 'site', site, [
        // First match in document order: the header's switcher entry and navigation link.
        { kind: 'switch', scenario: { from: '/', to: '/de', link: 'a[hreflang="de"]', lang: 'de' } },
        { kind: 'nav', scenario: { from: '/', to: '/promo', link: 'a[href="/promo"]' } },
      ])),
      ...(await interactions(browser, 'reference', reference, [
        { kind: 'switch', scenario: { from: '/', to: '/de', link: 'a[hreflang="de"]', lang: 'de' } },
        { kind: 'nav', scenario: { from: '/', to: '/about', link: 'a[href="/about"]' } },
      ])),
    ]

    const paints = [
      ...(await observePaints(browser, 'site', site.origin, siteTypes, RUNS.lighthouse)),
      ...(await observePaints(browser, 'reference', reference.origin, referencePages.slice(0, 1), RUNS.lighthouse)),
    ]
    for (const p of paints)
      log(
        `${p.app} ${p.label} painted under throttling: FCP ${p.fcp.toFixed(0)} ms, LCP ${p.lcp.toFixed(0)} ms, largest gap ${p.maxLcpMinusFcp.toFixed(0)} ms`,
      )

    const firstLayouts = [
      ...(await measureFirstLayouts(browser, 'site', site.origin, siteTypes, RUNS.lighthouse)),
      ...(await measureFirstLayouts(browser, 'reference', reference.origin, referencePages.slice(0, 1), RUNS.lighthouse)),
    ]
    for (const f of firstLayouts)
      log(`${f.app} ${f.label} largest layout ${f.layoutMs.toFixed(0)} ms, ${f.fontCallsMs.toFixed(0)} ms of it in font calls`)

    const siteLh = await lighthousePages(browser, 'site', site, siteTypes, chromeFlags)
    const referenceLh = await lighthousePages(browser, 'reference', reference, referencePages.slice(0, 1), chromeFlags)
    const http1Lh = await lighthousePages(browser, 'site', siteHttp1, siteTypes.slice(0, 2), [])

    const results: BenchResults = {
      generatedAt: new Date().toISOString(),
      environment: {
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
        node: process.versions.node,
        chromium: browser.version(),
        lighthouse: siteLh.version,
        server:
          'Firebase Hosting emulator (`scripts/hosting/serve.ts` for the site; the same emulator and hosting options for the reference), reached over HTTP/2 and TLS through `bench/lib/http2-front.ts`, as Firebase Hosting serves visitors',
        loadAverage,
        systemFonts: listPlatformFonts(),
        fontCount: countFonts(),
      },
      builds,
      firstLoad,
      largest: firstLoadShares(
        home.path,
        homeShares,
        attributeFirstLoad(referenceHome, referenceManifest, referenceAnalysis, referenceSizes),
      ),
      ownCodeRun: ownCodeRun.map(({ page, shares, neededShares }) => {
        const own = shares.packages.find((p) => p.name === APP_OWNER)
        const needed = neededShares.packages.find((p) => p.name === APP_OWNER)
        return { path: page.path, loaded: own?.gzip ?? 0, ran: own?.ran?.gzip ?? 0, ranOrNeeded: needed?.ran?.gzip ?? 0 }
      }),
      catalogs: readSiteBuild(siteDist).catalogs.map((catalog) => ({ ...catalog, gzip: siteSizes.of(catalog.file).gzip })),
      lighthouse: [...siteLh.summaries, ...referenceLh.summaries],
      lighthouseHttp1: http1Lh.summaries,
      paints,
      firstLayouts,
      interactions: timings,
    }
    writeFileSync(join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`)
    writeFileSync(join(root, 'bench/results.md'), `${renderReport(results)}\n`)
    log('wrote bench/results.json and bench/results.md')
  } finally {
    await browser?.close()
    for (const server of servers.reverse()) await server.stop()
  }
}

await main()
