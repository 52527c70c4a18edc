import type { PayloadDates } from './payload-dates.ts'

/** As the build wrote it for the page's locale (payload-dates.ts); the ISO date if the payload lacks it. */
export function dateText(dates: PayloadDates, iso: string): string {
  return dates[iso] ?? iso
}
