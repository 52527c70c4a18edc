// @shell: the pages with dates write them with it; one copy in the shell rather than a chunk of its own (scripts/build/vite/shell-chunk.ts).
import type { PayloadDates } from './payload-dates.ts'

/** As the build wrote it for the page's locale (payload-dates.ts); the ISO date if the payload lacks it. */
export function dateText(dates: PayloadDates, iso: string): string {
  return dates[iso] ?? iso
}
