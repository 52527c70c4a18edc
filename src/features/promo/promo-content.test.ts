// @vitest-environment node
import { readFileSync, existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { LOCALE_CODES } from '@/lib/i18n/locales'
import { promoContentSchema, type PromoContent } from './promo-schema'

const contentDir = fileURLToPath(new URL('../../../content/', import.meta.url))

function readPromo(locale: string): PromoContent {
  return promoContentSchema.parse(JSON.parse(readFileSync(`${contentDir}${locale}/promo.json`, 'utf8')))
}

const english = readPromo('en')

describe('promo content', () => {
  it.each(LOCALE_CODES.filter((code) => code !== 'en'))('%s has its own translation with the same code, dates and benefits', (locale) => {
    expect(existsSync(`${contentDir}${locale}/promo.json`)).toBe(true)
    const promo = readPromo(locale)
    expect({ code: promo.code, startsOn: promo.startsOn, endsOn: promo.endsOn }).toEqual({
      code: english.code,
      startsOn: english.startsOn,
      endsOn: english.endsOn,
    })
    expect(promo.benefits.map((b) => b.id)).toEqual(english.benefits.map((b) => b.id))
    expect(promo.steps).toHaveLength(english.steps.length)
    expect(promo.terms).toHaveLength(english.terms.length)
    expect(promo.title).not.toBe(english.title)
    // The product name is never translated.
    expect(promo.title + promo.intro).toContain('Kinemo')
  })
})

describe('promoContentSchema', () => {
  const valid = { ...english }

  it('rejects a validity window that ends before it starts', () => {
    const result = promoContentSchema.safeParse({ ...valid, startsOn: '2027-02-01', endsOn: '2027-01-31' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual(['endsOn'])
  })

  it.each(['kinemo-pro', 'KINEMO PRO', 'KINEMO--PRO', '-KINEMO'])(
    'rejects the code %j, which the redeem field would not accept as written',
    (code) => {
      expect(promoContentSchema.safeParse({ ...valid, code }).success).toBe(false)
    },
  )

  it('rejects dates that are not calendar dates', () => {
    expect(promoContentSchema.safeParse({ ...valid, endsOn: '31/01/2027' }).success).toBe(false)
    expect(promoContentSchema.safeParse({ ...valid, endsOn: '2027-02-30' }).success).toBe(false)
  })

  it('rejects a benefit listed twice', () => {
    const first = valid.benefits[0]
    expect(first).toBeDefined()
    expect(promoContentSchema.safeParse({ ...valid, benefits: [first, first] }).success).toBe(false)
  })
})
