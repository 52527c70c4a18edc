import { describe, expect, it } from 'vitest'
import { samplePages } from './page-runs'

describe('samplePages', () => {
  it('runs each page the given number of times, one run after another, and keeps the samples by page', async () => {
    const order: string[] = []
    let running = 0
    const results = await samplePages(
      [
        { label: 'home (en)', path: '/' },
        { label: 'promo (en)', path: '/promo' },
      ],
      2,
      async (path) => {
        running++
        expect(running).toBe(1)
        order.push(path)
        await new Promise((resolve) => setTimeout(resolve, 1))
        running--
        return path.length
      },
    )
    expect(order).toEqual(['/', '/', '/promo', '/promo'])
    expect(results).toEqual([
      { label: 'home (en)', path: '/', samples: [1, 1] },
      { label: 'promo (en)', path: '/promo', samples: [6, 6] },
    ])
  })
})
