import { describe, expect, it } from 'vitest'
import { requestsAfter } from './lantern.ts'

const request = (path: string, priority: string, transferSize: number) => ({ url: `http://127.0.0.1:5000${path}`, priority, transferSize })

describe('requestsAfter', () => {
  it('lists the requests ending after FCP, latest first, with their path, size and how much later', () => {
    const late = requestsAfter(987, [
      { request: request('/promo', 'VeryHigh', 10 * 1024), endTime: 643 },
      { request: request('/assets/shell.css', 'VeryHigh', 6 * 1024), endTime: 987 },
      { request: request('/manifest.webmanifest', 'Medium', 2048), endTime: 1187 },
      { request: request('/assets/inter-latin.woff2', 'High', 25 * 1024), endTime: 1437 },
      { endTime: 1500 },
    ])
    expect(late).toEqual([
      { path: '/assets/inter-latin.woff2', priority: 'High', transferKb: 25, afterFcpMs: 450 },
      { path: '/manifest.webmanifest', priority: 'Medium', transferKb: 2, afterFcpMs: 200 },
    ])
  })

  it('finds nothing when every request ends by FCP (LCP = FCP)', () => {
    expect(requestsAfter(1000, [{ request: request('/', 'VeryHigh', 1024), endTime: 600 }, { endTime: 1200 }])).toEqual([])
  })
})
