import { Trans } from '@lingui/react/macro'
import { STORES } from '@/config/site'
import { StoreBadges } from '@/components/store-badges'
import type { LocaleCode } from '@/lib/i18n/locales'

/** The home page's download-app block: both stores, always in the same place (no shift). */
export function DownloadBlock({ heading, body, locale }: { heading: string; body: string; locale: LocaleCode }) {
  const ios = STORES.ios.minOs
  const android = STORES.android.minOs
  return (
    <section className="download-block band below-first-screen" aria-labelledby="download-title">
      <div className="download-block__copy">
        <h2 id="download-title">{heading}</h2>
        <p>{body}</p>
        <StoreBadges locale={locale} />
        <p className="download-block__requirements">
          <Trans comment="Small print under the store badges; the operating system names and versions are filled in (e.g. iOS 15, Android 8.0)">
            Works on {ios} or later and {android} or later.
          </Trans>
        </p>
      </div>
      <div className="download-block__art" aria-hidden="true">
        <img src="/illustrations/download-phones.svg" width="480" height="420" alt="" loading="lazy" decoding="async" />
      </div>
    </section>
  )
}
