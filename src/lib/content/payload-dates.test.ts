import { describe, expect, it } from 'vitest'
import { payloadDates } from './payload-dates'
import { dateText } from './date-text'

describe('payloadDates', () => {
  it('writes every calendar date of the content, however deep, for the page locale', () => {
    const content = { startsOn: '2026-11-15', news: { items: [{ date: '2026-11-02', title: 'Released 2026-11-02?' }] }, count: 3 }
    expect(payloadDates(content, 'de')).toEqual({ '2026-11-02': '2. November 2026', '2026-11-15': '15. November 2026' })
  })

  it('is empty for content without dates', () => {
    expect(payloadDates({ intro: 'Hello', list: ['a', 'b'] }, 'en')).toEqual({})
  })
})

describe('dateText', () => {
  it('gives the written date, or the ISO date when a payload lacks it', () => {
    expect(dateText({ '2026-11-15': '15 พฤศจิกายน 2569' }, '2026-11-15')).toBe('15 พฤศจิกายน 2569')
    expect(dateText({}, '2026-11-15')).toBe('2026-11-15')
  })
})
