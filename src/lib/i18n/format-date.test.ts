import { describe, expect, it } from 'vitest'
import { formatIsoDate, isoDateToUtc } from './format-date'

describe('formatIsoDate', () => {
  it('writes a calendar date the way each language does', () => {
    expect(formatIsoDate('2026-11-12', 'en')).toBe('November 12, 2026')
    expect(formatIsoDate('2026-11-12', 'de')).toBe('12. November 2026')
    expect(formatIsoDate('2026-11-12', 'fr')).toBe('12 novembre 2026')
    expect(formatIsoDate('2026-11-12', 'ja')).toBe('2026年11月12日')
    expect(formatIsoDate('2026-11-12', 'zh-TW')).toBe('2026年11月12日')
    expect(formatIsoDate('2026-11-12', 'ko')).toBe('2026년 11월 12일')
    expect(formatIsoDate('2026-11-12', 'ru')).toBe('12 ноября 2026 г.')
  })

  it('writes Arabic-Indic digits for Arabic and the Buddhist-era year for Thai', () => {
    expect(formatIsoDate('2026-11-12', 'ar')).toBe('١٢ نوفمبر ٢٠٢٦')
    // 2026 CE is 2569 in the Buddhist era.
    expect(formatIsoDate('2026-11-12', 'th')).toBe('12 พฤศจิกายน 2569')
  })

  it('does not drift a day with the time zone: the first of the month stays the first', () => {
    const original = process.env.TZ
    process.env.TZ = 'America/Los_Angeles'
    try {
      expect(formatIsoDate('2026-01-01', 'en')).toBe('January 1, 2026')
    } finally {
      process.env.TZ = original
    }
  })

  it('rejects anything but a calendar date', () => {
    expect(() => isoDateToUtc('2026-1-1')).toThrow(RangeError)
    expect(() => formatIsoDate('soon', 'en')).toThrow('Not an ISO calendar date: soon')
  })
})
