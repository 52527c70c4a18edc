import { Trans } from '@lingui/react/macro'
import { dateText } from '@/features/content/date-text'
import type { PayloadDates } from '@/features/content/payload-dates'

/** The redemption window, both days inclusive, written in the reader's locale (by the build, see payload-dates.ts). */
export function PromoValidity({ startsOn, endsOn, dates }: { startsOn: string; endsOn: string; dates: PayloadDates }) {
  const start = dateText(dates, startsOn)
  const end = dateText(dates, endsOn)
  return (
    <p className="promo__validity">
      <Trans comment="How long the promo code can be redeemed; both dates are included, e.g. 'Redeem from November 15, 2026 to January 31, 2027.'">
        Redeem from <time dateTime={startsOn}>{start}</time> to <time dateTime={endsOn}>{end}</time>.
      </Trans>
    </p>
  )
}
