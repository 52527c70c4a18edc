import { useLayoutEffect } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { SITE } from '@/config/site'
import * as env from '@/config/env'
import { usePayload } from '@/lib/content/use-payload'
import { usePageLocale } from '@/lib/i18n/use-locale'
import { LocalizedLink } from '@/components/localized-link'
import { localizedPath } from '@/lib/paths/site-paths'
import { dateText } from '@/lib/content/date-text'
import type { DownloadContent } from './download-content'
import type { StoreKey } from '@/config/site'
import { markPlatform, storeOrder, type Platform } from './platform'
import { useOpenAppLink } from './use-open-app'
import { storeUrl } from '@/components/store-links'
import type { LocaleCode } from '@/lib/i18n/locales'
import { QrCode } from './qr-code'
import type { QrDrawing } from '@/lib/content/payload'
import { StoreBadge } from '@/components/store-badges'
import './download-page.css'

const PLATFORMS: readonly Platform[] = ['desktop', 'ios', 'android']

interface StoreCardProps {
  store: StoreKey
  copy: DownloadContent['stores'][StoreKey]
  primary: boolean
  locale: LocaleCode
  /** Where the installed app opens instead of the store: the main button becomes "Open Kinemo". */
  openApp?: string | undefined
}

function StoreCard({ store, copy, primary, locale, openApp }: StoreCardProps) {
  const name = SITE.name
  return (
    <div className={`store-card${primary ? ' store-card--primary' : ''}`}>
      {primary && (
        <p className="store-card__flag">
          <Trans comment="Small label on the store card that matches the visitor's phone (iPhone or Android) on the download page">
            Recommended for your device
          </Trans>
        </p>
      )}
      <p className="store-card__device">{copy.device}</p>
      {openApp ? (
        // The badge's box, so the swap after the browser has answered moves nothing.
        <a className="store-badge store-badge--large" href={openApp}>
          <span className="store-badge__name">
            <Trans comment="Main button of the download page on an Android phone where the app is already installed; it opens the app">
              Open {name}
            </Trans>
          </span>
        </a>
      ) : (
        <StoreBadge store={store} locale={locale} size={primary ? 'large' : 'regular'} />
      )}
      <p className="store-card__requirement">{copy.requirement}</p>
    </div>
  )
}

/**
 * All three platform variants are in the HTML, stacked in one grid cell, so the block is as tall as
 * the tallest whichever shows. The CSS shows the one `<html data-platform>` names (set in the head
 * before the first paint, platform.ts) and hides the others from everyone (`visibility`); the markup
 * is the same for every visitor, so hydration agrees with it. Without JavaScript the desktop variant shows.
 */
export function StoreLead({
  content,
  pageUrl,
  qr,
  locale,
}: {
  content: DownloadContent
  pageUrl: string
  qr: QrDrawing | undefined
  locale: LocaleCode
}) {
  const { t } = useLingui()
  const openApp = useOpenAppLink(locale)
  // A navigation within the site arrives without the head script's run: mark before this paint.
  useLayoutEffect(markPlatform, [])
  return (
    <div className="store-lead">
      {PLATFORMS.map((variant) => {
        const order = storeOrder(variant)
        return (
          <div key={variant} className="store-lead__variant" data-variant={variant}>
            {order.map((store, i) => {
              const primary = variant !== 'desktop' && i === 0
              return (
                <StoreCard
                  key={store}
                  store={store}
                  copy={content.stores[store]}
                  primary={primary}
                  locale={locale}
                  openApp={primary && store === 'android' ? openApp : undefined}
                />
              )
            })}
            {variant === 'desktop' && (
              <div className="qr-card">
                {qr && (
                  <QrCode
                    drawing={qr}
                    size={148}
                    label={t({
                      message: `QR code that opens ${pageUrl}`,
                      comment: 'Accessible name of the QR code on the download page; the page address is filled in',
                    })}
                  />
                )}
                <div>
                  <p className="qr-card__title">{content.qr.title}</p>
                  <p className="qr-card__body">{content.qr.body}</p>
                </div>
              </div>
            )}
          </div>
        )
      })}
    </div>
  )
}

function Check() {
  return (
    <svg className="check" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="10" fill="currentColor" opacity=".14" />
      <path d="M6 10.5l2.6 2.6L14.2 7.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

export function DownloadPage() {
  const { data, dates, qr } = usePayload('getkinemo')
  const locale = usePageLocale()
  const { t } = useLingui()
  const pageUrl = env.VITE_SITE_URL + localizedPath('/{-$lang}/getkinemo', locale)
  const version = data.whatsNew.version
  const released = dateText(dates, data.whatsNew.date)
  const name = SITE.name
  return (
    <div className="download">
      <section className="download-hero band" aria-labelledby="page-title">
        <div className="download-hero__copy">
          <h1 id="page-title">{data.hero.title}</h1>
          <p className="download-hero__lead">{data.hero.lead}</p>
          <StoreLead content={data} pageUrl={pageUrl} qr={qr} locale={locale} />
        </div>
        <div className="download-hero__art">
          <img
            src="/illustrations/hero-editor.svg"
            width="351"
            height="711"
            alt={t({
              message: `The ${name} editor on a phone`,
              comment: 'Alternative text of the phone illustration on the download page',
            })}
            fetchPriority="high"
            decoding="async"
          />
        </div>
      </section>

      <div className="download-details">
        <section className="whats-new" aria-labelledby="whats-new-title">
          <h2 id="whats-new-title">{data.whatsNew.heading}</h2>
          <div className="whats-new__card card">
            <p className="whats-new__meta">
              <span className="whats-new__version">
                <Trans comment="Version number of the latest app release on the download page, e.g. Version 5.2">Version {version}</Trans>
              </span>{' '}
              <time dateTime={data.whatsNew.date}>
                <Trans comment="Release date of the latest version on the download page; the date is filled in, already localized">
                  Released {released}
                </Trans>
              </time>
            </p>
            <ul className="tick-list">
              {data.whatsNew.items.map((item) => (
                <li key={item}>
                  <Check />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className="requirements" aria-labelledby="requirements-title">
          <h2 id="requirements-title">{data.requirements.heading}</h2>
          <div className="requirements__grid">
            {data.requirements.platforms.map((p) => (
              <section key={p.store} className="requirement card" aria-labelledby={`requirements-${p.store}`}>
                <h3 id={`requirements-${p.store}`}>{p.title}</h3>
                <ul className="tick-list">
                  {p.items.map((item) => (
                    <li key={item}>
                      <Check />
                      <span>{item}</span>
                    </li>
                  ))}
                </ul>
                <a className="requirement__link" href={storeUrl(p.store, locale)} rel="noopener">
                  {p.store === 'ios' ? (
                    <Trans comment="Link under the iPhone requirements on the download page; App Store is the store's name">
                      Open in the App Store
                    </Trans>
                  ) : (
                    <Trans comment="Link under the Android requirements on the download page; Google Play is the store's name">
                      Open in Google Play
                    </Trans>
                  )}
                </a>
              </section>
            ))}
          </div>
        </section>
      </div>

      <section className="plans" aria-labelledby="plans-title">
        <h2 id="plans-title">{data.plans.heading}</h2>
        <div className="plans__grid">
          {(['free', 'pro'] as const).map((key) => {
            const plan = data.plans[key]
            return (
              <section key={key} className={`plan card plan--${key}`} aria-labelledby={`plan-${key}`}>
                <h3 id={`plan-${key}`}>{plan.name}</h3>
                <p className="plan__price">{plan.price}</p>
                <ul className="tick-list">
                  {plan.items.map((item) => (
                    <li key={item}>
                      <Check />
                      <span>{item}</span>
                    </li>
                  ))}
                </ul>
                {key === 'pro' && (
                  <LocalizedLink to="/{-$lang}/promo" className="button button--primary">
                    <Trans comment="Button on the Pro plan card of the download page, links to the current promotion">
                      See the current offer
                    </Trans>
                  </LocalizedLink>
                )}
              </section>
            )
          })}
        </div>
      </section>
    </div>
  )
}
