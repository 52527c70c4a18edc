import { describe, expect, it } from 'vitest'
import { notFound } from '@tanstack/react-router'
import { z } from 'zod'
import { onlineManager } from '@tanstack/react-query'
import { UnknownMiddlewareError, describeFailure, isChunkLoadError, reportChunkFailure, shouldRetryRequest, statusOf } from './failure'

class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

describe('error status mapping', () => {
  it('takes the status from the error', () => {
    expect(describeFailure(new HttpError('Could not load /payloads/de/promo.json', 404), true)).toEqual({ kind: 'not-found', status: 404 })
    expect(describeFailure(new HttpError('Bad gateway', 502), true)).toEqual({ kind: 'server', status: 502 })
    expect(describeFailure({ statusCode: 503 }, true)).toEqual({ kind: 'server', status: 503 })
  })

  it('falls back to 500 when the error carries no status', () => {
    expect(describeFailure(new Error('boom'), true)).toEqual({ kind: 'server', status: 500 })
    expect(describeFailure('a string', true)).toEqual({ kind: 'server', status: 500 })
    expect(describeFailure(undefined, true)).toEqual({ kind: 'server', status: 500 })
  })

  it('ignores status fields that are not HTTP error codes', () => {
    expect(statusOf({ status: 200 })).toBeUndefined()
    expect(statusOf({ status: '404' })).toBeUndefined()
    expect(statusOf({ status: 404.5 })).toBeUndefined()
    expect(describeFailure({ status: 'error' }, true).status).toBe(500)
  })

  it('answers a payload rejected by its schema with 500', () => {
    const result = z.object({ intro: z.string() }).safeParse({ intro: 3 })
    expect(result.success).toBe(false)
    expect(describeFailure(result.error, true)).toEqual({ kind: 'server', status: 500 })
  })

  it("maps the router's notFound() to 404", () => {
    expect(describeFailure(notFound(), true)).toEqual({ kind: 'not-found', status: 404 })
  })

  it('maps unknown middleware to 500 with its name', () => {
    expect(describeFailure(new UnknownMiddlewareError('analytics'), true)).toEqual({
      kind: 'unknown-middleware',
      status: 500,
      middleware: 'analytics',
    })
  })

  it('tells a network failure from an offline one', () => {
    const failed = new TypeError('Failed to fetch')
    expect(describeFailure(failed, true)).toEqual({ kind: 'network', status: 500 })
    expect(describeFailure(failed, false)).toEqual({ kind: 'offline', status: 503 })
  })

  it('recognises the chunk-load failures Vite reports, whatever the engine calls them', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://kinemo.app/assets/promo-Dx1.js',
      'error loading dynamically imported module: https://kinemo.app/assets/promo-Dx1.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/promo-Dx1.css',
    ]) {
      const error = new TypeError(message)
      reportChunkFailure(error)
      expect(isChunkLoadError(error), message).toBe(true)
      expect(describeFailure(error, true)).toEqual({ kind: 'chunk', status: 500 })
    }
    expect(isChunkLoadError(new Error('Failed to fetch'))).toBe(false)
    // The same words from anything but Vite's loader (a fetch, a script) are not a missing chunk.
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(false)
  })

  it('does not reload for a missing chunk while offline', () => {
    const error = new TypeError('Failed to fetch dynamically imported module: /assets/x.js')
    reportChunkFailure(error)
    expect(describeFailure(error, false).kind).toBe('offline')
  })
})

describe('retrying page data', () => {
  it('retries a dropped connection once while online, never an answer', () => {
    onlineManager.setOnline(true)
    expect(shouldRetryRequest(0, new TypeError('Failed to fetch'))).toBe(true)
    expect(shouldRetryRequest(1, new TypeError('Failed to fetch'))).toBe(false)
    expect(shouldRetryRequest(0, Object.assign(new Error('Not found'), { status: 404 }))).toBe(false)
    onlineManager.setOnline(false)
    expect(shouldRetryRequest(0, new TypeError('Failed to fetch'))).toBe(false)
    onlineManager.setOnline(true)
  })
})
