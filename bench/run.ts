/**
 * `npm run bench`: builds the site and the reference app, serves both through the Firebase Hosting
 * emulator, measures them, and writes bench/results.json and bench/results.md.
 *
 * Ports (override with BENCH_PORT): site BENCH_PORT (default 6620, the emulator also takes
 * +1..+6), reference +10, Chromium's debugging port +20, the HTTP/2 fronts +30 and +31. Run counts:
 * BENCH_LH_RUNS (3), BENCH_INTERACTION_RUNS (10), BENCH_BUILD_RUNS (3).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join, relative } from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { build } from 'vite'
import { z } from 'zod'
import { PAGE_LIST } from '../src/lib/content/pages.ts'
import { pagePath } from '../src/lib/paths/site-paths.ts'
import { readManifest, readSiteBuild } from '../e2e/lib/budgets.ts'
import { CHROME_PATH, CHROME_QUIET_FLAGS } from '../e2e/lib/chrome.ts'
import { DistSizes } from '../e2e/lib/dist-files.ts'
import { staticFirstLoad, type CatalogFile } from '../e2e/lib/first-load.ts'
import { recordFirstLoad } from '../e2e/lib/record-load.ts'
import { outputFileFor } from '../scripts/build/prerender-lib.ts'
import { http2FrontProcess, makeCertificate, trustFlag } from './lib/http2-front.ts'
import { medianSample, timeInteraction, type Scenario, type Variant } from './lib/interactions.ts'
import { matchesLcpNode, type FoundElement, type LcpNode } from './lib/lcp-element.ts'
import { runLighthouse, type LighthouseRun } from './lib/lighthouse.ts'
import { serveReference, serveSite, type Server } from './lib/processes.ts'
import {
  machineWasBusy,
  renderReport,
  resultsJson,
  type BenchResults,
  type BuildTiming,
  type InteractionTiming,
  type LighthouseSummary,
  type PageBytes,
} from './lib/report.ts'
import { attribute, wholeFileMap, type RawSourceMap } from './lib/sourcemap.ts'

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
/** Lighthouse's mobile viewport (412 × 823 CSS px at 1.75x) with touch, as a Playwright context's options. */
const PHONE_CONTEXT = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } as const

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
  return { app, runsMs, htmlFiles: countHtml(dist) }
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

/** The first load's bytes of each page, and the dist/ files it fetched. */
async function measureBytes(
  browser: Browser,
  app: 'site' | 'reference',
  server: Server,
  pages: PageSpec[],
  sizes: DistSizes,
  referenced: (path: string) => readonly string[] = () => [],
): Promise<(PageBytes & { files: string[] })[]> {
  const results: (PageBytes & { files: string[] })[] = []
  for (const spec of pages) {
    // Every script and stylesheet the page's HTML names must be among what a load fetched: a load
    // whose recording missed one is measured again rather than reported short.
    const expected = referenced(spec.path).filter((file) => file.endsWith('.js') || file.endsWith('.css'))
    let files: string[] = []
    for (let attempt = 1; attempt <= 3; attempt++) {
      files = await recordFiles(browser, app, server, spec.path)
      const missing = expected.filter((file) => !files.includes(file))
      if (missing.length === 0) break
      if (attempt === 3) throw new Error(`${spec.path}: three loads recorded without ${missing.join(', ')}`)
      log(`${spec.path}: the load was recorded without ${missing.join(', ')}; measuring it again`)
    }
    results.push({ app, label: spec.label, path: spec.path, bytes: sizes.byKind(files), files })
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
    // A run Lighthouse could not score measured nothing: another takes its place, so each median
    // is of RUNS.lighthouse scores. The report still lists it.
    const scored = () => runs.filter((run) => Number.isFinite(run.figures.performance)).length
    for (let i = 0; scored() < RUNS.lighthouse && i < 2 * RUNS.lighthouse; i++) {
      runs.push(await runLighthouse(server.origin + spec.path, PORTS.chrome, chromeFlags))
    }
    version = runs[0]?.version ?? version
    // Every LCP element Lighthouse names must be in the HTML before JavaScript runs.
    const missing: LcpNode[] = []
    for (const node of runs.flatMap((run) => (run.lcpNode ? [run.lcpNode] : []))) {
      if (matchesLcpNode(await inspectStatic(browser, server.origin + spec.path, node.selector), node)) continue
      missing.push(node)
      log(`lighthouse ${app} ${spec.label}: LCP element ${node.selector} "${node.nodeLabel ?? node.snippet}" not in the prerendered HTML`)
    }
    const named = missing[0] ?? runs.find((r) => r.lcpNode)?.lcpNode
    summaries.push({
      app,
      label: spec.label,
      path: spec.path,
      runs: runs.map((run) => run.figures),
      lcpElement: named && {
        selector: named.selector,
        inPrerenderedHtml: missing.length === 0,
        unnamedRuns: runs.filter((r) => !r.lcpNode).length,
      },
      failedAudits: [...new Set(runs.flatMap((r) => r.failedAudits))],
    })
    log(`lighthouse ${app} ${spec.label}: performance ${runs.map((r) => r.figures.performance).join(', ')}`)
  }
  return { summaries, version }
}

async function heading(browser: Browser, url: string): Promise<string> {
  const [found] = await inspectStatic(browser, url, 'h1')
  if (!found) throw new Error(`${url} has no h1 in its prerendered HTML`)
  return found.text.replace(/\s+/g, ' ').trim()
}

async function interactions(
  browser: Browser,
  app: 'site' | 'reference',
  server: Server,
  scenarios: { kind: 'switch' | 'nav'; scenario: Omit<Scenario, 'heading'> }[],
): Promise<InteractionTiming[]> {
  // Prefetched with the transition at 1x and at 4x (the targets); cold, and the site without its
  // transition, at 1x for comparison.
  const variants: Variant[] = [
    { prefetched: true, reducedMotion: false, cpuSlowdown: 1 },
    { prefetched: false, reducedMotion: false, cpuSlowdown: 1 },
    ...(app === 'site' ? [{ prefetched: true, reducedMotion: true, cpuSlowdown: 1 }] : []),
    { prefetched: true, reducedMotion: false, cpuSlowdown: 4 },
  ]
  const timings: InteractionTiming[] = []
  for (const { kind, scenario } of scenarios) {
    const full: Scenario = { ...scenario, heading: await heading(browser, server.origin + scenario.to) }
    for (const variant of variants) {
      const samples = await timeInteraction(browser, server.origin, full, variant, RUNS.interactions)
      const timing: InteractionTiming = {
        app,
        kind,
        from: scenario.from,
        to: scenario.to,
        ...variant,
        firstResponse: samples.map((s) => s.firstResponse),
        done: samples.map((s) => s.total),
        longestFrames: medianSample(samples)?.frames ?? [],
      }
      log(`${app} ${kind} ${JSON.stringify(variant)}: done ${timing.done.map((d) => Math.round(d)).join(', ')} ms`)
      timings.push(timing)
    }
  }
  return timings
}

/** The module a catalog file is made from, as the development build names it (src/lib/i18n/catalog.ts). */
const catalogSource = ({ locale, part }: CatalogFile) => `src/locales/${locale}/messages.po?part=${part}`

/** The first load's JavaScript of `page`, attributed to modules, packages and the app's folders. */
function attributeFirstLoad(
  files: readonly string[],
  distManifest: ReturnType<typeof readManifest>,
  analysis: { dir: string; manifest: ReturnType<typeof readManifest>; catalogs: readonly CatalogFile[] },
  sizes: DistSizes,
) {
  const keyByFile = new Map(Object.entries(distManifest).map(([key, chunk]) => [chunk.file, key]))
  const mapSchema = z.object({ sources: z.array(z.string().nullable()), mappings: z.string() })
  const chunks = files
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const key = keyByFile.get(file)
      // A catalog file has the same name in both builds (its version hashes the catalogs' bytes).
      const catalog = analysis.catalogs.find((c) => c.file === file)
      const analyzed = catalog ? catalog.file : key ? analysis.manifest[key]?.file : undefined
      if (!analyzed) throw new Error(`${file} is not in the analysis build`)
      // Rolldown's own runtime chunk has no sourcemap: all of it counts as unmapped glue.
      const mapFile = join(analysis.dir, `${analyzed}.map`)
      const map: RawSourceMap = catalog
        ? wholeFileMap(catalogSource(catalog))
        : existsSync(mapFile)
          ? mapSchema.parse(JSON.parse(readFileSync(mapFile, 'utf8')))
          : { sources: [], mappings: '' }
      return { code: readFileSync(join(analysis.dir, analyzed), 'utf8'), map, gzip: sizes.of(file).gzip }
    })
  return attribute(chunks)
}

/** Waits (up to three minutes) for other work on the machine to finish: it would slow every timing. */
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
    // (lib/http2-front.ts), through a front at the lowest CPU priority.
    const certificate = makeCertificate()
    const chromeFlags = [trustFlag(certificate)]
    const site = await http2FrontProcess(await serveSite(PORTS.site), PORTS.siteFront, certificate)
    servers.push(site)
    const reference = await http2FrontProcess(await serveReference(PORTS.reference), PORTS.referenceFront, certificate)
    servers.push(reference)
    log(`serving the site on ${site.origin}, the reference on ${reference.origin}`)
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
    const homeShares = attributeFirstLoad(home.files, siteManifest, siteAnalysis, siteSizes)
    const referenceShares = attributeFirstLoad(referenceHome.files, referenceManifest, referenceAnalysis, referenceSizes)

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

    const siteLh = await lighthousePages(browser, 'site', site, siteTypes, chromeFlags)
    const referenceLh = await lighthousePages(browser, 'reference', reference, referencePages.slice(0, 1), chromeFlags)

    const catalogs: BenchResults['catalogs'] = {}
    for (const { locale, part, file } of readSiteBuild(siteDist).catalogs) {
      catalogs[locale] = { ...catalogs[locale], [part]: siteSizes.of(file).gzip }
    }
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
      },
      builds,
      firstLoad: firstLoad.map(({ app, label, path, bytes }) => ({ app, label, path, bytes })),
      largest: {
        page: home.path,
        packages: homeShares.packages,
        modules: homeShares.modules.slice(0, 20),
        folders: homeShares.folders,
        referencePackages: referenceShares.packages,
      },
      catalogs,
      lighthouse: [...siteLh.summaries, ...referenceLh.summaries],
      interactions: timings,
    }
    writeFileSync(join(root, 'bench/results.json'), resultsJson(results))
    writeFileSync(join(root, 'bench/results.md'), `${renderReport(results)}\n`)
    log('wrote bench/results.json and bench/results.md')
  } finally {
    await browser?.close()
    for (const server of servers.reverse()) await server.stop()
  }
}

await main()
