import { messageOf, reportChunkFailure } from './failure'
import { LEAVE_MARK } from './leave-mark'

/**
 * A second chunk failure on the same URL within this window means a reload did not help. Long
 * enough for a reloaded page to load and fail again on a slow phone or a busy machine.
 */
export const RELOAD_WINDOW_MS = 30_000
export const RELOAD_GUARD_KEY = 'kinemo:chunk-reload'

interface ReloadEntry {
  path: string
  at: number
}

/** The stored entry, checked by hand: zod's object and number would ship on every first load. */
function isReloadEntry(value: unknown): value is ReloadEntry {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'path') === 'string' &&
    typeof Reflect.get(value, 'at') === 'number'
  )
}

/**
 * The page a reload is remembered by: its path only. A query string can hold a one-time code
 * (/auth_action), which must not reach storage.
 */
export function reloadPathOf(url: string): string {
  try {
    return new URL(url, 'http://localhost').pathname
  } catch {
    return '/'
  }
}

export interface GuardStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

function sessionStore(): GuardStorage | null {
  try {
    return window.sessionStorage
  } catch {
    // Storage can be switched off; without it we cannot tell a loop from a first failure.
    return null
  }
}

function readEntry(raw: string | null) {
  if (raw === null) return undefined
  try {
    const parsed: unknown = JSON.parse(raw)
    return isReloadEntry(parsed) ? parsed : undefined
  } catch {
    return undefined
  }
}

/**
 * After a deploy the open page's hashed chunks are gone and one reload picks up the new build. Not
 * twice for one URL within the window (a really broken chunk shows the error page instead of looping),
 * and never without storage to remember it in.
 */
export function mayReloadForChunk(url: string, now: number = Date.now(), storage: GuardStorage | null = sessionStore()): boolean {
  if (!storage) return false
  try {
    const previous = readEntry(storage.getItem(RELOAD_GUARD_KEY))
    const age = previous ? now - previous.at : Infinity
    return !(previous?.path === reloadPathOf(url) && age >= 0 && age < RELOAD_WINDOW_MS)
  } catch {
    return false
  }
}

/** Records a reload so the next failure on the same page can tell it is in a loop. */
export function recordChunkReload(url: string, now: number = Date.now(), storage: GuardStorage | null = sessionStore()): boolean {
  if (!storage) return false
  try {
    storage.setItem(RELOAD_GUARD_KEY, JSON.stringify({ path: reloadPathOf(url), at: now }))
    return true
  } catch {
    return false
  }
}

export interface NavigationTiming {
  now(): number
  getEntriesByType(type: 'navigation'): readonly object[]
}

/**
 * The router also reloads once by itself for a missing route chunk, before any error page renders;
 * a chunk failure right after any reload means reloading does not help.
 */
export function documentJustReloaded(
  timing: NavigationTiming | undefined = typeof performance === 'undefined' ? undefined : performance,
): boolean {
  if (!timing) return false
  const [entry] = timing.getEntriesByType('navigation')
  const type: unknown = entry ? Reflect.get(entry, 'type') : undefined
  return type === 'reload' && timing.now() < RELOAD_WINDOW_MS
}

/**
 * The key under which TanStack Router's `lazyRouteComponent` remembers its own reload. The router
 * and the error page each leave the other's mark, so one page never starts two reload navigations.
 */
export function routerReloadKey(errorMessage: string): string {
  return `tanstack_router_reload:${errorMessage}`
}

export function routerReloadedFor(errorMessage: string, storage: GuardStorage | null = sessionStore()): boolean {
  if (!storage) return false
  try {
    return storage.getItem(routerReloadKey(errorMessage)) !== null
  } catch {
    return false
  }
}

/** Tells the router this error already got its reload, so it does not start another one. */
export function markRouterReload(errorMessage: string, storage: GuardStorage | null = sessionStore()): void {
  try {
    storage?.setItem(routerReloadKey(errorMessage), '1')
  } catch {
    // Without storage the router cannot remember its own reload either; nothing to coordinate.
  }
}

/**
 * How long after `beforeunload` the page counts as being left. A page still here after that had its
 * navigation cancelled (a download, a 204), and a chunk failure is a real one again.
 */
export const LEAVE_WINDOW_MS = 10_000
/** The router marks set only because the page was being left; the next document removes them. */
export const LEAVE_MARKS_KEY = 'kinemo:leave-marks'

/** The page's clock (`performance`): its marks share the timeline of `now()`. */
export interface LeaveClock {
  now(): number
  getEntriesByName(name: string, type: 'mark'): readonly { startTime: number }[]
}

/**
 * Whether the visitor is leaving this page. Firefox aborts the page's pending imports as soon as a
 * navigation starts, and reloading for those would replace the page the visitor asked for. The
 * app's code starts after the first paint, so a navigation can start before it listens: the inline
 * loader marks that `beforeunload` (LEAVE_MARK), and the latest mark counts as one seen here.
 */
export function watchLeaving(target: Pick<EventTarget, 'addEventListener'>, clock: LeaveClock = performance): () => boolean {
  let since = clock.getEntriesByName(LEAVE_MARK, 'mark').at(-1)?.startTime
  target.addEventListener('beforeunload', () => (since = clock.now()))
  // Only a page restored from the back/forward cache is back; the first pageshow can follow the
  // load event that aborting a page still loading fires.
  target.addEventListener('pageshow', (event) => {
    if (Reflect.get(event, 'persisted') === true) since = undefined
  })
  return () => since !== undefined && clock.now() - since < LEAVE_WINDOW_MS
}

function readLeaveMarks(storage: GuardStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(LEAVE_MARKS_KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((mark): mark is string => typeof mark === 'string') : []
  } catch {
    return []
  }
}

/** Stops the router's own reload for a failure of a page being left, and notes it for the next page to undo. */
function markLeavingFailure(errorMessage: string, storage: GuardStorage | null): void {
  if (!storage) return
  try {
    markRouterReload(errorMessage, storage)
    storage.setItem(LEAVE_MARKS_KEY, JSON.stringify([...readLeaveMarks(storage), errorMessage]))
  } catch {
    // Storage full or off: the router may reload, as it would without this guard.
  }
}

/** A failure while leaving says nothing about the build: the next page gets its one reload back. */
function forgetLeaveMarks(storage: GuardStorage | null): void {
  if (!storage) return
  try {
    for (const mark of readLeaveMarks(storage)) storage.removeItem(routerReloadKey(mark))
    storage.removeItem(LEAVE_MARKS_KEY)
  } catch {
    // Nothing to undo without storage.
  }
}

/**
 * Vite raises `vite:preloadError` before the error reaches the router. The router reloads once per
 * distinct message, and a reloaded page can fail with another (its stylesheet, then the module), so
 * once this page had its reload every failure is marked as reloaded and the error page shows instead.
 * A page being left never reloads. Returns whether the visitor is leaving, for the entry's own imports.
 */
export function watchChunkFailures(
  target: Pick<EventTarget, 'addEventListener'>,
  context: {
    path: () => string
    timing?: NavigationTiming | undefined
    storage?: () => GuardStorage | null
    leaving?: () => boolean
  } = {
    path: () => window.location.pathname,
  },
): () => boolean {
  const storageNow = () => (context.storage ? context.storage() : sessionStore())
  const leaving = context.leaving ?? watchLeaving(target)
  forgetLeaveMarks(storageNow())
  target.addEventListener('vite:preloadError', (event) => {
    const error: unknown = Reflect.get(event, 'payload')
    reportChunkFailure(error)
    const storage = storageNow()
    if (leaving()) markLeavingFailure(messageOf(error), storage)
    else if (documentJustReloaded(context.timing) || !mayReloadForChunk(context.path(), Date.now(), storage))
      markRouterReload(messageOf(error), storage)
  })
  return leaving
}

/** What the first load's retries ask of the browser (its `online` flag and event, a timer). */
export interface RetryNetwork {
  online(): boolean
  /** Resolves once the browser says it is online again. */
  backOnline(): Promise<void>
  pause(ms: number): Promise<void>
}

const browserNetwork: RetryNetwork = {
  online: () => navigator.onLine,
  backOnline: () => new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true })),
  pause: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}

/** The pause before the next try while the browser says it is online: 1 s, doubling up to 30 s. */
export const retryPauseMs = (failures: number): number => Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1))

/**
 * Waits for what the first load needs before hydrating (the catalog). A lost connection does not
 * end it: the prerendered page stays readable, and the import is tried again once the browser is
 * back online, or after a growing pause while it claims to be online (a flaky link). Never a reload,
 * which offline would replace the page with the browser's own error. False when the visitor is
 * leaving the page, whose pending imports Firefox aborts: the next page takes over.
 */
export async function loadedUnlessLeaving(
  load: () => Promise<unknown>,
  leaving: () => boolean,
  network: RetryNetwork = browserNetwork,
): Promise<boolean> {
  for (let failures = 1; ; failures++) {
    try {
      await load()
      return true
    } catch (error) {
      if (leaving()) return false
      console.error('The page could not load its messages; trying again', error)
    }
    await (network.online() ? network.pause(retryPauseMs(failures)) : network.backOnline())
    if (leaving()) return false
  }
}
