/**
 * Last build step: gives every prerendered page its Content-Security-Policy `<meta>` (script-src
 * and style-src with the hashes of that page's inline scripts and styles, see csp-lib.ts), and
 * checks that every file under dist/assets/ carries a content hash in its name, because
 * firebase.json lets browsers and the CDN keep those for a year without asking again.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { inlineHashes, withCspMeta } from './csp-lib.ts'

/** Vite's `[name]-[hash].[ext]`: a hash of 8 base64url characters before the extension. */
const HASHED = /-[A-Za-z0-9_-]{8}\.[A-Za-z0-9]+$/

/** The files (paths relative to the assets folder) whose names carry no content hash. */
export function unhashedAssets(files: readonly string[]): string[] {
  return files.filter((file) => !HASHED.test(file.split('/').pop() ?? ''))
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : walk(path)
    return [path]
  })
}

if (import.meta.main) {
  const dist = join(resolve(import.meta.dirname, '..'), 'dist')
  const pages = walk(dist).filter((file) => file.endsWith('.html'))
  const hashes = new Set<string>()
  for (const file of pages) {
    const html = readFileSync(file, 'utf8')
    for (const hash of inlineHashes(html).scripts) hashes.add(hash)
    writeFileSync(file, withCspMeta(html))
  }
  const assets = join(dist, 'assets')
  const unhashed = unhashedAssets(walk(assets).map((file) => relative(assets, file)))
  if (unhashed.length > 0) {
    console.error(`These files in dist/assets/ have no content hash but would be cached for a year:\n  ${unhashed.join('\n  ')}`)
    process.exit(1)
  }
  console.log(`Content-Security-Policy written into ${pages.length} pages (${hashes.size} distinct inline script hashes)`)
}
