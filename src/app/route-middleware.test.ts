import { describe, expect, it, vi } from 'vitest'
import { UnknownMiddlewareError } from '@/features/errors/failure'
import { middlewareRegistry, resolveMiddleware, runRouteMiddleware, type MiddlewareRegistry } from './route-middleware'

const location = { pathname: '/de/applycode', href: '/de/applycode' }

describe('route middleware registry', () => {
  it('has the firebase middleware the account pages name', () => {
    expect(Object.keys(middlewareRegistry)).toContain('firebase')
  })

  it('resolves the names of every matched route, outermost first, each once', () => {
    const calls: string[] = []
    const registry: MiddlewareRegistry = {
      a: () => void calls.push('a'),
      b: () => void calls.push('b'),
    }
    const resolved = resolveMiddleware(
      [{ staticData: {} }, { staticData: { middleware: ['b', 'a'] } }, { staticData: { middleware: ['a'] } }],
      registry,
    )
    for (const middleware of resolved) void middleware({ location, preload: false })
    expect(calls).toEqual(['b', 'a'])
  })

  it('fails with status 500 "Unknown middleware {name}" for a name the registry lacks', () => {
    const run = () => resolveMiddleware([{ staticData: { middleware: ['firebase', 'analytics'] } }], { firebase: () => undefined })
    expect(run).toThrow(UnknownMiddlewareError)
    expect(run).toThrow(expect.objectContaining({ status: 500, message: 'Unknown middleware analytics', middleware: 'analytics' }))
  })

  it('does not mistake inherited object properties for middleware', () => {
    expect(() => resolveMiddleware([{ staticData: { middleware: ['toString'] } }], {})).toThrow('Unknown middleware toString')
  })

  it('runs middleware in order and waits for each', async () => {
    const order: string[] = []
    const registry: MiddlewareRegistry = {
      slow: async () => {
        await new Promise((resolve) => setTimeout(resolve, 10))
        order.push('slow')
      },
      fast: () => void order.push('fast'),
    }
    await runRouteMiddleware([{ staticData: { middleware: ['slow', 'fast'] } }], { location, preload: false }, registry)
    expect(order).toEqual(['slow', 'fast'])
  })

  it('stops the page when a middleware throws', async () => {
    const registry: MiddlewareRegistry = { broken: () => Promise.reject(new Error('no')) }
    await expect(runRouteMiddleware([{ staticData: { middleware: ['broken'] } }], { location, preload: false }, registry)).rejects.toThrow(
      'no',
    )
  })

  it('runs nothing for pages without middleware', async () => {
    const spy = vi.fn()
    await runRouteMiddleware([{ staticData: {} }, { staticData: undefined }], { location, preload: false }, { spy })
    expect(spy).not.toHaveBeenCalled()
  })

  it('does not download Firebase for a hover prefetch', async () => {
    await expect(middlewareRegistry.firebase({ location, preload: true })).resolves.toBeUndefined()
  })
})
