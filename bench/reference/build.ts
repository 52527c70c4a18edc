/**
 * Builds the reference app exactly like the site: client bundle, server bundle, then every
 * page prerendered to static HTML with the same asset tags (scripts/build/prerender-lib.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { assetTags, insertAssetTags, outputFileFor, type ViteManifest } from '../../scripts/build/prerender-lib.ts'

const root = import.meta.dirname
const configFile = join(root, 'vite.config.ts')
export const REFERENCE_PAGES = ['/', '/about', '/de', '/de/about'] as const

export async function buildReference(): Promise<void> {
  await build({ configFile, logLevel: 'warn' })
  await build({ configFile, logLevel: 'warn', build: { ssr: true } })
  const dist = join(root, 'dist')
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as ViteManifest
  const server = (await import(pathToFileURL(join(root, '.build/server/entry-server.js')).href)) as {
    render: (url: string) => Promise<{ status: number; html: string }>
  }
  for (const url of [...REFERENCE_PAGES, '/404']) {
    const { html } = await server.render(url)
    const locale = url.startsWith('/de') ? 'de' : 'en'
    const out = join(dist, url === '/404' ? '404.html' : outputFileFor(url))
    mkdirSync(dirname(out), { recursive: true })
    writeFileSync(out, insertAssetTags(html, assetTags(manifest, { routeFile: undefined, catalogFiles: [catalogChunk(manifest, locale)] })))
  }
}

/** The reference's catalog of a locale: one chunk, the dynamic import Vite makes of its .po file. */
function catalogChunk(manifest: ViteManifest, locale: string): string {
  const file = manifest[`src/locales/${locale}/messages.po`]?.file
  if (!file) throw new Error(`No chunk of the ${locale} catalog in the reference's Vite manifest`)
  return file
}

if (import.meta.main) await buildReference()
