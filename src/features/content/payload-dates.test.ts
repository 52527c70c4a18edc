import { cpSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { payloadDates } from './payload-dates'
import { dateText } from './date-text'
import { buildPayload } from './build-payloads'

const contentDir = resolve(import.meta.dirname, '../../../content')

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

describe('the built payloads', () => {
  it('carry the dates of the promo in the page locale, also where the content is shared', () => {
    const promo = buildPayload(contentDir, 'ja', 'promo')
    expect(Object.values(promo.dates)).toEqual(['2026年11月15日', '2027年1月31日'])
    const legal = buildPayload(contentDir, 'de', 'license')
    expect(legal.contentLocale).toBe('de')
    expect(legal.dates).toEqual({ '2026-11-01': '1. November 2026' })
  })

  it('fall back to the English legal text, dated for the page locale, for a language without its own', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kinemo-content-'))
    cpSync(join(contentDir, 'en'), join(dir, 'en'), { recursive: true })
    const legal = buildPayload(dir, 'de', 'license')
    expect(legal.contentLocale).toBe('en')
    expect(legal.dates).toEqual({ '2026-11-01': '1. November 2026' })
  })
})
