import { ISO_DATE, formatIsoDate } from '../i18n/format-date.ts'
import type { LocaleCode } from '../i18n/locale-table.ts'

/** Calendar dates (`2026-11-12`) in a page's content, each written the way the page's locale writes dates. */
export type PayloadDates = Readonly<Record<string, string>>

function collect(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (ISO_DATE.test(value)) into.add(value)
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, into)
  } else if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) collect(item, into)
  }
}

/**
 * Formatted at build time and carried in the payload, so the browser matches the prerendered HTML
 * without starting `Intl.DateTimeFormat`, whose first use costs a phone tens of ms during hydration.
 */
export function payloadDates(data: unknown, locale: LocaleCode): PayloadDates {
  const dates = new Set<string>()
  collect(data, dates)
  return Object.fromEntries([...dates].sort().map((iso) => [iso, formatIsoDate(iso, locale)]))
}
