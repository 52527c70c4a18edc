import { LOCALES, type LocaleCode } from './locale-table.ts'

/** A calendar date such as `2026-11-15`, as content files write dates. */
export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** A calendar date (`2026-11-15`) as a UTC instant, so no time zone can shift it by a day. */
export function isoDateToUtc(iso: string): Date {
  const match = ISO_DATE.exec(iso)
  if (!match) throw new RangeError(`Not an ISO calendar date: ${iso}`)
  const [, y, m, d] = match
  return new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)))
}

const formatters = new Map<LocaleCode, Intl.DateTimeFormat>()

/**
 * The locale's region picks digits and calendar (Arabic-Indic for ar-SA, Buddhist era for Thai).
 * Build time only (payload-dates.ts), so the prerendered HTML and the hydrated page always agree.
 */
export function formatIsoDate(iso: string, locale: LocaleCode): string {
  let formatter = formatters.get(locale)
  if (!formatter) {
    const tag = LOCALES.find((l) => l.code === locale)?.iso ?? locale
    formatter = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' })
    formatters.set(locale, formatter)
  }
  return formatter.format(isoDateToUtc(iso))
}
