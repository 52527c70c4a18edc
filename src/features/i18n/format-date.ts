import { localeInfo, type LocaleCode } from './locales'

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** A calendar date (`2026-11-15`) as a UTC instant, so no time zone can shift it by a day. */
export function isoDateToUtc(iso: string): Date {
  const match = ISO_DATE.exec(iso)
  if (!match) throw new RangeError(`Not an ISO calendar date: ${iso}`)
  const [, y, m, d] = match
  return new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)))
}

const formatters = new Map<LocaleCode, Intl.DateTimeFormat>()

/**
 * A calendar date written the way the locale writes it ("January 31, 2027", "31. Januar 2027",
 * "2027年1月31日"). The locale's region (`ar-SA`, `th-TH`) picks digits and calendar, so Thai
 * readers see the Buddhist era year they expect.
 */
export function formatIsoDate(iso: string, locale: LocaleCode): string {
  let formatter = formatters.get(locale)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeInfo(locale).iso, { dateStyle: 'long', timeZone: 'UTC' })
    formatters.set(locale, formatter)
  }
  return formatter.format(isoDateToUtc(iso))
}
