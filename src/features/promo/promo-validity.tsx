import { Trans } from '@lingui/react/macro'
import { dateText } from '@/lib/content/date-text'
import type { PayloadDates } from '@/lib/content/payload-dates'
import { useOfferEnded } from './offer-ended'

/**
 * Both days inclusive, written for the reader's locale by the build (payload-dates.ts); once the last
 * day has passed on the visitor's calendar, it says the offer ended.
 */
export function PromoValidity({ startsOn, endsOn, dates }: { startsOn: string; endsOn: string; dates: PayloadDates }) {
  const start = dateText(dates, startsOn)
  const end = dateText(dates, endsOn)
  const ended = useOfferEnded(endsOn)
  return (
    <p className="promo__validity">
      {ended ? (
        <Trans comment="Shown on the promotion page instead of the redemption window once its last day has passed, e.g. 'This offer ended on January 31, 2027.'">
          This offer ended on <time dateTime={endsOn}>{end}</time>.
        </Trans>
      ) : (
        <Trans comment="How long the promo code can be redeemed; both dates are included, e.g. 'Redeem from November 15, 2026 to January 31, 2027.'">
          Redeem from <time dateTime={startsOn}>{start}</time> to <time dateTime={endsOn}>{end}</time>.
        </Trans>
      )}
    </p>
  )
}
