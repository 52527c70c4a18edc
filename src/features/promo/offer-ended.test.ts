import { afterEach, describe, expect, it } from 'vitest'
import { localDay, offerEnded } from './offer-ended'

describe('localDay', () => {
  const original = process.env.TZ
  afterEach(() => {
    process.env.TZ = original
  })

  it("is the visitor's own calendar day, not UTC's", () => {
    const instant = new Date('2027-02-01T03:00:00Z')
    process.env.TZ = 'America/Los_Angeles'
    expect(localDay(instant)).toBe('2027-01-31')
    process.env.TZ = 'Asia/Tokyo'
    expect(localDay(instant)).toBe('2027-02-01')
  })

  it('pads month and day to the payload date form', () => {
    process.env.TZ = 'UTC'
    expect(localDay(new Date('2026-03-05T12:00:00Z'))).toBe('2026-03-05')
  })
})

describe('offerEnded', () => {
  it('counts the last day in full and ends the day after', () => {
    expect(offerEnded('2027-01-31', '2027-01-30')).toBe(false)
    expect(offerEnded('2027-01-31', '2027-01-31')).toBe(false)
    expect(offerEnded('2027-01-31', '2027-02-01')).toBe(true)
    expect(offerEnded('2027-01-31', '2028-01-01')).toBe(true)
  })
})
