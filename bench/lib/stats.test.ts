import { describe, expect, it } from 'vitest'
import { median, medianOfMeasured, ms, spread } from './stats.ts'

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([30, 10, 20])).toBe(20)
    expect(median([5])).toBe(5)
  })

  it('averages the middle two of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })

  it('does not reorder the caller’s list', () => {
    const values = [3, 1, 2]
    median(values)
    expect(values).toEqual([3, 1, 2])
  })

  it('refuses an empty list', () => {
    expect(() => median([])).toThrow(/empty/)
  })
})

describe('medianOfMeasured', () => {
  it('leaves out runs that measured nothing, in memory (NaN) or read back from JSON (null)', () => {
    expect(medianOfMeasured([Number.NaN, 1800, 1600])).toBe(1700)
    expect(medianOfMeasured([2000, null, 1000, 1500])).toBe(1500)
  })

  it('is NaN only when no run measured the value', () => {
    expect(medianOfMeasured([Number.NaN, null])).toBeNaN()
  })
})

describe('spread', () => {
  it('gives the least, the median and the greatest of the runs', () => {
    expect(spread([100, 95, 99])).toBe('95 / 99 / 100')
    expect(spread([12.4, Number.NaN, 30.6, 20], ms)).toBe('12 ms / 20 ms / 31 ms')
  })

  it('says when no run measured the value', () => {
    expect(spread([null])).toBe('not measured')
  })
})

describe('units', () => {
  it('rounds milliseconds', () => {
    expect(ms(49.6)).toBe('50 ms')
  })
})
