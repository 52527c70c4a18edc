import { describe, expect, it } from 'vitest'
import { ranMask } from './coverage.ts'

describe('ranMask', () => {
  it('marks top-level code and called functions as run, a function never called and a block never entered as not', () => {
    // 0-9 top level; 10-29 a function that ran, its block 20-24 never entered; 30-39 a function never called.
    const mask = ranMask(40, [
      { ranges: [{ startOffset: 0, endOffset: 40, count: 1 }] },
      {
        ranges: [
          { startOffset: 10, endOffset: 30, count: 3 },
          { startOffset: 20, endOffset: 25, count: 0 },
        ],
      },
      { ranges: [{ startOffset: 30, endOffset: 40, count: 0 }] },
    ])
    const ran = [...mask].map(String).join('')
    expect(ran).toBe('1'.repeat(20) + '0'.repeat(5) + '1'.repeat(5) + '0'.repeat(10))
  })

  it('applies an inner range after the outer one whatever order they are listed in', () => {
    const mask = ranMask(10, [
      { ranges: [{ startOffset: 2, endOffset: 4, count: 1 }] },
      { ranges: [{ startOffset: 0, endOffset: 10, count: 0 }] },
    ])
    expect([...mask].map(String).join('')).toBe('0011000000')
  })

  it('counts code outside every range as run and ignores a range past the end', () => {
    expect([...ranMask(4, [{ ranges: [{ startOffset: 2, endOffset: 9, count: 0 }] }])]).toEqual([1, 1, 0, 0])
  })
})
