import { render, screen } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadCatalog } from '@/lib/i18n/catalog'
import type { LocaleCode } from '@/lib/i18n/locales'
import { payloadDates } from '@/lib/content/payload-dates'
import { PromoValidity } from './promo-validity'

async function renderIn(locale: LocaleCode) {
  const i18n = await loadCatalog(locale)
  render(
    <I18nProvider i18n={i18n}>
      <PromoValidity
        startsOn="2026-11-15"
        endsOn="2027-01-31"
        dates={payloadDates({ startsOn: '2026-11-15', endsOn: '2027-01-31' }, locale)}
      />
    </I18nProvider>,
  )
  return screen.getByText((_, element) => element?.tagName === 'P')
}

describe('PromoValidity', () => {
  it.each<[LocaleCode, string]>([
    ['en', 'Redeem from November 15, 2026 to January 31, 2027.'],
    ['de', 'Einlösbar vom 15. November 2026 bis zum 31. Januar 2027.'],
    // Saudi Arabic writes dates with Arabic-Indic digits.
    ['ar', 'يمكنك استرداد الرمز من ١٥ نوفمبر ٢٠٢٦ حتى ٣١ يناير ٢٠٢٧.'],
    ['ja', '引き換え期間：2026年11月15日〜2027年1月31日'],
    // Thai readers get the Buddhist-era year they expect (2026 CE = 2569 BE).
    ['th', 'แลกรับได้ตั้งแต่ 15 พฤศจิกายน 2569 ถึง 31 มกราคม 2570'],
  ])('writes the redemption window the %s way', async (locale, expected) => {
    const paragraph = await renderIn(locale)
    expect(paragraph).toHaveTextContent(expected, { normalizeWhitespace: true })
  })

  it('keeps the machine-readable dates on <time> so both days are unambiguous', async () => {
    const paragraph = await renderIn('de')
    const times = paragraph.querySelectorAll('time')
    expect([...times].map((t) => t.getAttribute('datetime'))).toEqual(['2026-11-15', '2027-01-31'])
    expect(times[1]).toHaveTextContent('31. Januar 2027')
  })

  it('does not shift a date by a day in time zones west of UTC', async () => {
    const original = process.env.TZ
    process.env.TZ = 'America/Los_Angeles'
    try {
      const paragraph = await renderIn('en')
      expect(paragraph).toHaveTextContent('November 15, 2026')
    } finally {
      process.env.TZ = original
    }
  })

  describe('once the offer is over', () => {
    afterEach(() => {
      vi.useRealTimers()
    })

    it.each<[LocaleCode, string]>([
      ['en', 'This offer ended on January 31, 2027.'],
      ['de', 'Dieses Angebot ist am 31. Januar 2027 abgelaufen.'],
      ['ar', 'انتهى هذا العرض في ٣١ يناير ٢٠٢٧.'],
    ])('says so in %s, with the last day', async (locale, expected) => {
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(new Date(2027, 1, 1, 9, 0))
      const paragraph = await renderIn(locale)
      expect(paragraph).toHaveTextContent(expected, { normalizeWhitespace: true })
      expect(paragraph.querySelector('time')?.getAttribute('datetime')).toBe('2027-01-31')
    })

    it('still shows the window all through the last day', async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(new Date(2027, 0, 31, 23, 59))
      const paragraph = await renderIn('en')
      expect(paragraph).toHaveTextContent('Redeem from November 15, 2026 to January 31, 2027.', { normalizeWhitespace: true })
    })
  })
})
