import type { PayloadDates } from './payload-dates.ts'

/**
 * The text for a date of the page's content, as the build wrote it for the page's locale (see
 * payload-dates.ts); the ISO date itself should a payload lack it.
 */
export function dateText(dates: PayloadDates, iso: string): string {
  return dates[iso] ?? iso
}
