import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  RELOAD_GUARD_KEY,
  RELOAD_WINDOW_MS,
  documentJustReloaded,
  loadedUnlessLeaving,
  retryPauseMs,
  markRouterReload,
  mayReloadForChunk,
  recordChunkReload,
  routerReloadedFor,
  watchChunkFailures,
  watchLeaving,
  LEAVE_WINDOW_MS,
  LEAVE_MARKS_KEY,
  routerReloadKey,
  type GuardStorage,
  type RetryNetwork,
} from './reload-guard'
import { LEAVE_MARK } from './leave-mark'
import { isChunkLoadError } from './failure'

function memoryStorage(initial: Record<string, string> = {}): GuardStorage & { data: Record<string, string> } {
  const data = { ...initial }
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value
    },
    removeItem: (key) => {
      // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- a test double of Storage
      delete data[key]
    },
  }
}

/** What the error page does for a missing chunk: reload only when allowed, and record it. */
function claimChunkReload(url: string, now: number, storage: GuardStorage | null): boolean {
  return mayReloadForChunk(url, now, storage) && recordChunkReload(url, now, storage)
}

describe('chunk reload guard', () => {
  const href = 'https://kinemo.app/de/promo'

  it('allows the first reload and records it', () => {
    const storage = memoryStorage()
    expect(claimChunkReload(href, 1_000, storage)).toBe(true)
    expect(JSON.parse(storage.data[RELOAD_GUARD_KEY] ?? '')).toEqual({ path: '/de/promo', at: 1_000 })
  })

  it('remembers the path only, never a query string that may hold a one-time code', () => {
    const storage = memoryStorage()
    expect(claimChunkReload('https://kinemo.app/ja/auth_action?mode=recoverEmail&oobCode=SECRET123&apiKey=KEY456', 1_000, storage)).toBe(
      true,
    )
    expect(JSON.stringify(storage.data)).not.toMatch(/SECRET123|KEY456|oobCode|apiKey/)
    // The same page with another (or no) query is the same page: no second reload.
    expect(claimChunkReload('https://kinemo.app/ja/auth_action?mode=recoverEmail', 2_000, storage)).toBe(false)
  })

  it('refuses a second reload of the same URL within the window', () => {
    const storage = memoryStorage()
    claimChunkReload(href, 1_000, storage)
    expect(claimChunkReload(href, 1_000 + RELOAD_WINDOW_MS - 1, storage)).toBe(false)
  })

  it('allows another reload once the window has passed', () => {
    const storage = memoryStorage()
    claimChunkReload(href, 1_000, storage)
    expect(claimChunkReload(href, 1_000 + RELOAD_WINDOW_MS, storage)).toBe(true)
  })

  it('treats another URL as a fresh failure', () => {
    const storage = memoryStorage()
    claimChunkReload(href, 1_000, storage)
    expect(claimChunkReload('https://kinemo.app/de/license', 2_000, storage)).toBe(true)
  })

  it('ignores a tampered or foreign entry', () => {
    expect(claimChunkReload(href, 1_000, memoryStorage({ [RELOAD_GUARD_KEY]: '{not json' }))).toBe(true)
    expect(claimChunkReload(href, 1_000, memoryStorage({ [RELOAD_GUARD_KEY]: JSON.stringify({ path: '/de/promo', at: 'soon' }) }))).toBe(
      true,
    )
  })

  it('does not trust a timestamp from the future', () => {
    const storage = memoryStorage({ [RELOAD_GUARD_KEY]: JSON.stringify({ path: '/de/promo', at: 50_000 }) })
    expect(claimChunkReload(href, 1_000, storage)).toBe(true)
  })

  it('never reloads when storage is unavailable or throws, so a loop is impossible', () => {
    expect(claimChunkReload(href, 1_000, null)).toBe(false)
    const throwing: GuardStorage = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    }
    expect(claimChunkReload(href, 1_000, throwing)).toBe(false)
  })

  it('checks without recording, so rendering twice cannot use up the one reload', () => {
    const storage = memoryStorage()
    expect(mayReloadForChunk(href, 1_000, storage)).toBe(true)
    expect(mayReloadForChunk(href, 1_000, storage)).toBe(true)
    expect(storage.data).toEqual({})
  })
})

describe('document just reloaded', () => {
  const timing = (type: string | undefined, now: number) => ({ now: () => now, getEntriesByType: () => (type ? [{ type }] : []) })

  it('is true for a document loaded by a reload within the window', () => {
    expect(documentJustReloaded(timing('reload', 800))).toBe(true)
  })

  it('is false once the window has passed, for ordinary loads, and without timing data', () => {
    expect(documentJustReloaded(timing('reload', RELOAD_WINDOW_MS))).toBe(false)
    expect(documentJustReloaded(timing('navigate', 800))).toBe(false)
    expect(documentJustReloaded(timing('back_forward', 800))).toBe(false)
    expect(documentJustReloaded(timing(undefined, 800))).toBe(false)
  })
})

describe('one reload between the router and the error page', () => {
  const message = 'Failed to fetch dynamically imported module: https://kinemo.app/assets/promo-abc.js'

  it('sees a reload the router started for the same missing chunk', () => {
    const storage = memoryStorage({ [`tanstack_router_reload:${message}`]: '1' })
    expect(routerReloadedFor(message, storage)).toBe(true)
    expect(routerReloadedFor('Failed to fetch dynamically imported module: https://kinemo.app/assets/home-def.js', storage)).toBe(false)
  })

  it('leaves the mark the router checks, so it does not reload a second time', () => {
    const storage = memoryStorage()
    markRouterReload(message, storage)
    expect(storage.data[`tanstack_router_reload:${message}`]).toBe('1')
    expect(routerReloadedFor(message, storage)).toBe(true)
  })

  it('without storage there is nothing to coordinate', () => {
    expect(routerReloadedFor(message, null)).toBe(false)
    expect(() => markRouterReload(message, null)).not.toThrow()
  })
})

describe('a reloaded page reloads no more', () => {
  const cssMessage = 'Unable to preload CSS for https://kinemo.app/assets/legal-pages-abc.css'
  const moduleMessage = 'Failed to fetch dynamically imported module: https://kinemo.app/assets/license-def.js'
  const timing = (type: string) => ({ now: () => 800, getEntriesByType: () => [{ type }] })

  function setup(type: string, initial: Record<string, string> = {}) {
    const target = new EventTarget()
    const storage = memoryStorage(initial)
    watchChunkFailures(target, { path: () => '/license', timing: timing(type), storage: () => storage })
    const fail = (error: unknown) =>
      target.dispatchEvent(Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error }))
    return { storage, fail }
  }

  it('marks a chunk failure as reloaded already on a page that was just reloaded, whatever its message', () => {
    const { storage, fail } = setup('reload')
    fail(new TypeError(moduleMessage))
    expect(routerReloadedFor(moduleMessage, storage)).toBe(true)
  })

  it('marks it when this page was reloaded for a chunk moments ago (the error page did it)', () => {
    const { storage, fail } = setup('navigate', { [RELOAD_GUARD_KEY]: JSON.stringify({ path: '/license', at: Date.now() - 1_000 }) })
    fail(new TypeError(moduleMessage))
    expect(routerReloadedFor(moduleMessage, storage)).toBe(true)
  })

  it('leaves the first failure of a fresh page to its one reload', () => {
    const { storage, fail } = setup('navigate')
    fail(new Error(cssMessage))
    fail(new TypeError(moduleMessage))
    expect(storage.data).toEqual({})
  })

  it('records every failure Vite reports as a missing chunk, whatever the wording', () => {
    const { fail } = setup('navigate')
    const reported = new Error('Importing a module script failed.')
    fail(reported)
    expect(isChunkLoadError(reported)).toBe(true)
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(false)
  })
})

describe('a page being left never reloads', () => {
  const moduleMessage = 'error loading dynamically imported module: https://kinemo.app/assets/promo-abc.js'

  function setup(initial: Record<string, string> = {}) {
    const target = new EventTarget()
    const storage = memoryStorage(initial)
    let now = 1_000
    const leaving = watchLeaving(target, { now: () => now, getEntriesByName: () => [] })
    watchChunkFailures(target, {
      path: () => '/promo',
      timing: { now: () => 800, getEntriesByType: () => [{ type: 'navigate' }] },
      storage: () => storage,
      leaving,
    })
    const fail = () => target.dispatchEvent(Object.assign(new Event('vite:preloadError'), { payload: new TypeError(moduleMessage) }))
    const wait = (ms: number) => (now += ms)
    return { target, storage, fail, wait }
  }

  it('stops the router reloading for an import the browser aborted because the visitor navigated away', () => {
    const { target, storage, fail } = setup()
    target.dispatchEvent(new Event('beforeunload'))
    fail()
    expect(routerReloadedFor(moduleMessage, storage)).toBe(true)
  })

  it('gives the next page its one reload back', () => {
    const { target, storage, fail } = setup()
    target.dispatchEvent(new Event('beforeunload'))
    fail()
    const next = new EventTarget()
    watchChunkFailures(next, { path: () => '/privacy_and_cookie_policy', storage: () => storage, leaving: () => false })
    expect(routerReloadedFor(moduleMessage, storage)).toBe(false)
    expect(storage.data).toEqual({})
  })

  it('treats a failure as real once the navigation was cancelled (the page is still here) or the page came back', () => {
    const cancelled = setup()
    cancelled.target.dispatchEvent(new Event('beforeunload'))
    cancelled.wait(LEAVE_WINDOW_MS)
    cancelled.fail()
    expect(cancelled.storage.data).toEqual({})

    const restored = setup()
    restored.target.dispatchEvent(new Event('beforeunload'))
    restored.target.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }))
    restored.fail()
    expect(restored.storage.data).toEqual({})
  })

  it('keeps counting the page as left when the pageshow of its own first load comes after beforeunload', () => {
    const { target, storage, fail } = setup()
    target.dispatchEvent(new Event('beforeunload'))
    target.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }))
    fail()
    expect(routerReloadedFor(moduleMessage, storage)).toBe(true)
  })

  it('reads a tampered marks list as empty or as its strings only, and never throws', () => {
    for (const marks of ['not json', '{"a":1}', '[1,null,{}]']) {
      const storage = memoryStorage({ [LEAVE_MARKS_KEY]: marks, [routerReloadKey(moduleMessage)]: '1' })
      expect(() => watchChunkFailures(new EventTarget(), { path: () => '/', storage: () => storage, leaving: () => false })).not.toThrow()
      // Only a mark the list names is undone: a router mark it does not name stays.
      expect(routerReloadedFor(moduleMessage, storage)).toBe(true)
    }
    const named = memoryStorage({ [LEAVE_MARKS_KEY]: JSON.stringify([7, moduleMessage]), [routerReloadKey(moduleMessage)]: '1' })
    watchChunkFailures(new EventTarget(), { path: () => '/', storage: () => named, leaving: () => false })
    expect(named.data).toEqual({})
  })

  it('counts a navigation the inline loader marked before the app listened, for as long as one seen by the app', () => {
    const moduleFailure = () => Object.assign(new Event('vite:preloadError'), { payload: new TypeError(moduleMessage) })
    const guard = (markedAt: number | undefined, now: number) => {
      const target = new EventTarget()
      const storage = memoryStorage()
      const clock = {
        now: () => now,
        getEntriesByName: (name: string) =>
          name === LEAVE_MARK && markedAt !== undefined ? [{ startTime: 5 }, { startTime: markedAt }] : [],
      }
      watchChunkFailures(target, { path: () => '/promo', storage: () => storage, leaving: watchLeaving(target, clock) })
      return { target, storage }
    }

    const left = guard(200, 250)
    left.target.dispatchEvent(moduleFailure())
    expect(routerReloadedFor(moduleMessage, left.storage)).toBe(true)

    // The latest mark counts; one a whole window old means the navigation was cancelled.
    const stayed = guard(200, 200 + LEAVE_WINDOW_MS)
    stayed.target.dispatchEvent(moduleFailure())
    expect(stayed.storage.data).toEqual({})

    const restored = guard(200, 250)
    restored.target.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }))
    restored.target.dispatchEvent(moduleFailure())
    expect(restored.storage.data).toEqual({})

    const unmarked = guard(undefined, 250)
    unmarked.target.dispatchEvent(moduleFailure())
    expect(unmarked.storage.data).toEqual({})
  })

  it('leaves a failure on a page nobody is leaving to its reload', () => {
    const { storage, fail } = setup()
    fail()
    expect(storage.data).toEqual({})
  })
})

describe('the first load waiting for its catalog', () => {
  const aborted = () =>
    Promise.reject(new TypeError('error loading dynamically imported module: https://kinemo.app/assets/messages-en-promo.js'))

  /** A network that records what the retries waited for instead of waiting. */
  function fakeNetwork(online: boolean[]) {
    const waits: string[] = []
    let i = 0
    const network: RetryNetwork = {
      online: () => online[Math.min(i++, online.length - 1)] ?? true,
      backOnline: () => {
        waits.push('back online')
        return Promise.resolve()
      },
      pause: (ms) => {
        waits.push(`${String(ms)} ms`)
        return Promise.resolve()
      },
    }
    return { network, waits }
  }

  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('hydrates once the catalog is in', async () => {
    const { network, waits } = fakeNetwork([true])
    await expect(
      loadedUnlessLeaving(
        () => Promise.resolve({}),
        () => false,
        network,
      ),
    ).resolves.toBe(true)
    expect(waits).toEqual([])
  })

  it('tries again after a growing pause while the browser says it is online, and hydrates when the catalog arrives', async () => {
    const { network, waits } = fakeNetwork([true])
    let calls = 0
    const load = () => (++calls <= 3 ? aborted() : Promise.resolve({}))
    await expect(loadedUnlessLeaving(load, () => false, network)).resolves.toBe(true)
    expect(waits).toEqual(['1000 ms', '2000 ms', '4000 ms'])
    expect(calls).toBe(4)
  })

  it('offline, waits for the browser to be back online before trying again', async () => {
    const { network, waits } = fakeNetwork([false, true])
    let calls = 0
    const load = () => (++calls <= 2 ? aborted() : Promise.resolve({}))
    await expect(loadedUnlessLeaving(load, () => false, network)).resolves.toBe(true)
    expect(waits).toEqual(['back online', '2000 ms'])
  })

  it('caps the pause at 30 s', () => {
    expect([1, 2, 5, 6, 7, 40].map(retryPauseMs)).toEqual([1000, 2000, 16_000, 30_000, 30_000, 30_000])
  })

  it('stops without an error when the browser aborted the import because the visitor navigated away', async () => {
    const target = new EventTarget()
    const leaving = watchChunkFailures(target, { path: () => '/promo', storage: () => memoryStorage() })
    const { network, waits } = fakeNetwork([true])
    target.dispatchEvent(new Event('beforeunload'))
    await expect(loadedUnlessLeaving(aborted, leaving, network)).resolves.toBe(false)
    expect(waits).toEqual([])
  })

  it('stops when the visitor leaves while it waits', async () => {
    const target = new EventTarget()
    const leaving = watchChunkFailures(target, { path: () => '/promo', storage: () => memoryStorage() })
    const { network } = fakeNetwork([false])
    network.backOnline = () => {
      target.dispatchEvent(new Event('beforeunload'))
      return Promise.resolve()
    }
    let calls = 0
    const load = () => {
      calls++
      return aborted()
    }
    await expect(loadedUnlessLeaving(load, leaving, network)).resolves.toBe(false)
    expect(calls).toBe(1)
  })
})
