import { Trans } from '@lingui/react/macro'
import { formatIsoDate } from '@/features/i18n/format-date'
import type { LocaleCode } from '@/features/i18n/locales'

/** The redemption window, both days inclusive, written in the reader's locale. */
export function PromoValidity({ startsOn, endsOn, locale }: { startsOn: string; endsOn: string; locale: LocaleCode }) {
  const start = formatIsoDate(startsOn, locale)
  const end = formatIsoDate(endsOn, locale)
  return (
    <p className="promo__validity">
      <Trans comment="How long the promo code can be redeemed; both dates are included, e.g. 'Redeem from November 15, 2026 to January 31, 2027.'">
        Redeem from <time dateTime={startsOn}>{start}</time> to <time dateTime={endsOn}>{end}</time>.
      </Trans>
    </p>
  )
}
