import { describe, expect, it } from 'vitest'
import { formatDate } from './dates'

describe('formatDate', () => {
  it('writes a calendar date the way each language does', () => {
    expect(formatDate('2026-11-12', 'en')).toBe('November 12, 2026')
    expect(formatDate('2026-11-12', 'de')).toBe('12. November 2026')
    expect(formatDate('2026-11-12', 'fr')).toBe('12 novembre 2026')
    expect(formatDate('2026-11-12', 'ja')).toBe('2026年11月12日')
    expect(formatDate('2026-11-12', 'zh-TW')).toBe('2026年11月12日')
    expect(formatDate('2026-11-12', 'ko')).toBe('2026년 11월 12일')
    expect(formatDate('2026-11-12', 'ru')).toBe('12 ноября 2026 г.')
  })

  it('keeps the Gregorian year for Arabic and Thai instead of the Hijri or Buddhist calendar', () => {
    const ar = formatDate('2026-11-12', 'ar')
    expect(ar).toContain('نوفمبر')
    expect(ar).toContain('٢٠٢٦')
    const th = formatDate('2026-11-12', 'th')
    expect(th).toContain('พฤศจิกายน')
    expect(th).toContain('2026')
    expect(th).not.toContain('2569')
  })

  it('does not drift a day with the time zone: the first of the month stays the first', () => {
    expect(formatDate('2026-01-01', 'en')).toBe('January 1, 2026')
  })
})
