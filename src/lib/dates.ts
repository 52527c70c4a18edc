import { localeInfo, type LocaleCode } from '@/features/i18n/locales'

const formatters = new Map<string, Intl.DateTimeFormat>()

/**
 * A calendar date (`2026-11-12`) written the way the locale writes dates. Always the Gregorian
 * calendar and UTC, so the prerendered HTML and the browser agree whatever the visitor's zone
 * (and `ar-SA` does not switch to the Hijri calendar for release notes).
 */
export function formatDate(isoDate: string, locale: LocaleCode): string {
  const { iso } = localeInfo(locale)
  let formatter = formatters.get(iso)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(iso, { dateStyle: 'long', timeZone: 'UTC', calendar: 'gregory' })
    formatters.set(iso, formatter)
  }
  return formatter.format(new Date(`${isoDate}T00:00:00Z`))
}
