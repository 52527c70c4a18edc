/**
 * Loads a page in a real browser and records every same-origin file it fetched: everything
 * requested before the load event, plus what hydration fetches until the network is idle.
 * That is the page's first load as a visitor's browser sees it.
 */
import { expect, type Page } from '@playwright/test'
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

export interface FirstLoadOptions {
  /** A selector that appears once the page is ready (hydrated), before the network quiet is awaited. */
  readySelector?: string
}

export async function recordFirstLoad(page: Page, url: string, options: FirstLoadOptions = {}): Promise<RecordedLoad> {
  let status = 0
  const recorded = await recordDuring(page, async () => {
    const response = await page.goto(url, { waitUntil: 'load' })
    status = response?.status() ?? 0
    if (options.readySelector) await page.locator(options.readySelector).waitFor({ state: 'attached' })
  })
  return { status, ...recorded }
}

/** How long the network must stay quiet (no request in flight) to count as idle, as Playwright's `networkidle`. */
const QUIET_MS = 500

/**
 * Runs `action`, then waits until no request has been in flight for `quietMs` (giving up after
 * `timeoutMs`, so a request that never ends cannot hang a run). Unlike Playwright's
 * `networkidle`, which fires once per page load, this also serves a gesture on a loaded page.
 */
export async function runUntilQuiet(page: Page, action: () => Promise<void>, quietMs = QUIET_MS, timeoutMs = 20_000): Promise<void> {
  let inFlight = 0
  let lastActivity = Date.now()
  const started = () => {
    inFlight++
    lastActivity = Date.now()
  }
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1)
    lastActivity = Date.now()
  }
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  try {
    await action()
    await expect
      .poll(() => inFlight === 0 && Date.now() - lastActivity >= quietMs, { timeout: timeoutMs, intervals: [50] })
      .toBe(true)
      .catch(() => undefined)
  } finally {
    page.off('request', started)
    page.off('requestfinished', ended)
    page.off('requestfailed', ended)
  }
}

/**
 * Records the files fetched while `action` runs and until the network has been quiet for 500 ms
 * after it: a first load, or what a visitor's gesture on a loaded page downloads.
 */
export async function recordDuring(page: Page, action: () => Promise<void>): Promise<Omit<RecordedLoad, 'status'>> {
  const responses: { url: string; status: number }[] = []
  const onResponse = (response: { url(): string; status(): number }) => {
    responses.push({ url: response.url(), status: response.status() })
  }
  page.on('response', onResponse)
  try {
    await runUntilQuiet(page, action)
  } finally {
    page.off('response', onResponse)
  }
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
  return { files: [...files.values()], external }
}
