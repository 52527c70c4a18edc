import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { isRecord } from '../lib/is-record.ts'
import { APP_LINK_FILES } from '../build/app-links.ts'
import { BASE_HOSTING as hosting, headersFor } from './test-support.ts'

/** firebase-tools' own listing of the files `firebase deploy` uploads from a folder. */
function deployListing(cwd: string, ignore: readonly string[]): string[] {
  const module: unknown = createRequire(import.meta.url)('firebase-tools/lib/listFiles.js')
  const listFiles = isRecord(module) ? module.listFiles : undefined
  if (typeof listFiles !== 'function')
    throw new Error('firebase-tools no longer has lib/listFiles.js: find what deploy lists files with now')
  const listed: unknown = Reflect.apply(listFiles, undefined, [cwd, ignore])
  if (!Array.isArray(listed) || !listed.every((f) => typeof f === 'string'))
    throw new Error('listFiles answered something else than file names')
  return listed
}

describe('the app association files on Hosting', () => {
  it("are in firebase-tools' listing of a deploy: no dot-folder rule ignores .well-known/, while the build's own .vite/ stays out", () => {
    const dist = mkdtempSync(join(tmpdir(), 'deploy-listing-'))
    for (const file of [APP_LINK_FILES.apple, APP_LINK_FILES.android, '.vite/manifest.json', 'index.html']) {
      mkdirSync(dirname(join(dist, file)), { recursive: true })
      writeFileSync(join(dist, file), '{}')
    }
    const ignore = Array.isArray(hosting.ignore) ? hosting.ignore.filter((g): g is string => typeof g === 'string') : []
    expect(deployListing(dist, ignore).sort()).toEqual([APP_LINK_FILES.apple, APP_LINK_FILES.android, 'index.html'].sort())
  })

  it("are served as the build wrote them, not Hosting's own apple-app-site-association", () => {
    expect(hosting.appAssociation).toBe('NONE')
  })

  it('are JSON with a short cache, the Apple one despite having no extension', () => {
    for (const file of Object.values(APP_LINK_FILES)) {
      const headers = headersFor(hosting, `/${file}`)
      expect(headers['Content-Type'], file).toBe('application/json')
      expect(headers['Cache-Control'], file).toBe('public, max-age=3600')
    }
  })
})
