/**
 * Last build step:
 * - checks every inline script of every prerendered page against the scripts the site expects
 *   (inline-scripts.ts) and fails on any other, then gives each page its Content-Security-Policy
 *   `<meta>` (script-src and style-src with the hashes of that page's inline scripts and styles,
 *   see csp.ts);
 * - checks that every file under dist/assets/ carries a content hash in its name, since the
 *   hosting configuration lets browsers and the CDN keep those for a year without asking again;
 * - records the build's assets and variables in .build/hosting-build.json, from which
 *   scripts/hosting/config.ts completes firebase.json for `npm start` and `npm run deploy`.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { loadEnv } from 'vite'
import { scanPage, withCspMeta, type InlineScript } from './csp.ts'
import { HOSTING_BUILD_FILE, hostingBuildRecord } from '../hosting/config.ts'
import { expectedScripts, unexpectedScripts } from './inline-scripts.ts'
import { pathLanguageScript } from './not-found-languages.ts'
import { outputFileFor } from './prerender-lib.ts'
import { HYDRATION_START_SCRIPT } from './hydration-start.ts'
import { parseSiteEnv } from '../../src/config/site-env.ts'

/** Vite's `[name]-[hash].[ext]`: a hash of 8 base64url characters before the extension. */
const HASHED = /-[A-Za-z0-9_-]{8}\.[A-Za-z0-9]+$/

/** The files (paths relative to the assets folder) whose names carry no content hash. */
export function unhashedAssets(files: readonly string[]): string[] {
  return files.filter((file) => !HASHED.test(file.split('/').pop() ?? ''))
}

/** A page's inline scripts that are not expected, described for the build's error message. */
export function unexpectedScriptReport(page: string, scripts: readonly InlineScript[], own: Record<string, string>): string[] {
  return unexpectedScripts(scripts, expectedScripts(own)).map((script) => {
    const text = script.text.length > 160 ? `${script.text.slice(0, 157)}...` : script.text
    return `${page}: ${JSON.stringify(text)}`
  })
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : walk(path)
    return [path]
  })
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string')
}

if (import.meta.main) {
  const root = resolve(import.meta.dirname, '../..')
  const dist = join(root, 'dist')
  const server: unknown = await import(pathToFileURL(join(root, '.build/server/entry-server.js')).href)
  const own = typeof server === 'object' && server !== null && 'OWN_INLINE_SCRIPTS' in server ? server.OWN_INLINE_SCRIPTS : undefined
  if (!isStringRecord(own)) throw new Error('The server bundle exports no OWN_INLINE_SCRIPTS')
  // The prerenderer writes one script itself: the loader that starts hydration (hydration-start.ts).
  const ownScripts = { ...own, 'hydration start': HYDRATION_START_SCRIPT, "404 page's path language": pathLanguageScript() }
  const pages = walk(dist)
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const html = readFileSync(file, 'utf8')
      return { file, html, scan: scanPage(html) }
    })
  const unexpected = pages.flatMap((page) => unexpectedScriptReport(relative(dist, page.file), page.scan.scripts, ownScripts))
  if (unexpected.length > 0) {
    console.error(
      `These inline scripts are not ones the site writes, so the build will not allow them by hash (see scripts/build/inline-scripts.ts):\n  ${unexpected.slice(0, 20).join('\n  ')}`,
    )
    process.exit(1)
  }
  const hashes = new Set<string>()
  for (const { file, html, scan } of pages) {
    for (const hash of scan.hashes.scripts) hashes.add(hash)
    writeFileSync(file, withCspMeta(html, scan))
  }
  const assets = join(dist, 'assets')
  const assetFiles = walk(assets).map((file) => relative(assets, file))
  const unhashed = unhashedAssets(assetFiles)
  if (unhashed.length > 0) {
    console.error(`These files in dist/assets/ have no content hash but would be cached for a year:\n  ${unhashed.join('\n  ')}`)
    process.exit(1)
  }
  // The same variables, from the same .env files, that the production client build was given.
  const env = loadEnv('production', root, 'VITE_')
  const rootRedirect = parseSiteEnv(env).VITE_ROOT_REDIRECT
  if (rootRedirect && !existsSync(join(dist, outputFileFor(rootRedirect)))) {
    console.error(`VITE_ROOT_REDIRECT ${rootRedirect} is not a page of the site (no dist/${outputFileFor(rootRedirect)})`)
    process.exit(1)
  }
  writeFileSync(join(root, HOSTING_BUILD_FILE), hostingBuildRecord(assetFiles, env))
  console.log(
    `Content-Security-Policy written into ${pages.length} pages (${hashes.size} distinct inline script hashes); ${HOSTING_BUILD_FILE} recorded`,
  )
}
