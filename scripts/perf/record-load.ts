/**
 * Loads a page in a real browser and records every same-origin file it fetched: everything
 * requested before the load event, plus what hydration fetches until the network is idle.
 * That is the page's first load as a visitor's browser sees it.
 */
import type { Page } from '@playwright/test'
import { assetKind, assetPath, type AssetKind } from './first-load.ts'
import { distFileFor } from './dist-files.ts'

export interface LoadedFile {
  /** dist/-relative file that answered the request. */
  file: string
  kind: AssetKind
  status: number
}

export interface RecordedLoad {
  status: number
  files: LoadedFile[]
  /** Requests to other origins (none are expected on a first load). */
  external: string[]
}

export async function recordFirstLoad(page: Page, url: string): Promise<RecordedLoad> {
  const responses: { url: string; status: number }[] = []
  const onResponse = (response: { url(): string; status(): number }) => {
    responses.push({ url: response.url(), status: response.status() })
  }
  page.on('response', onResponse)
  const status = await page
    .goto(url, { waitUntil: 'load' })
    .then(async (response) => {
      await page.waitForLoadState('networkidle')
      return response?.status() ?? 0
    })
    .finally(() => page.off('response', onResponse))
  const origin = new URL(page.url()).origin
  const files = new Map<string, LoadedFile>()
  const external: string[] = []
  for (const response of responses) {
    if (response.url.startsWith('data:')) continue
    const path = assetPath(response.url, origin)
    if (path === undefined) {
      external.push(response.url)
      continue
    }
    const file = distFileFor(path)
    if (!files.has(file)) files.set(file, { file, kind: assetKind(file), status: response.status })
  }
  return { status, files: [...files.values()], external }
}
