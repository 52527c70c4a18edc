import { Trans } from '@lingui/react/macro'
import type { StoreKey } from '@/config/site'
import type { LocaleCode } from '@/lib/i18n/locales'
import { storeUrl } from '@/components/store-links'
import './store-badges.css'

function AppleIcon() {
  return (
    <svg className="store-badge__icon" width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16.4 12.7c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.9-3.5.9s-1.9-.8-3.1-.8c-1.6 0-3.1.9-3.9 2.4-1.7 2.9-.4 7.2 1.2 9.6.8 1.1 1.7 2.4 3 2.4 1.2-.1 1.6-.8 3.1-.8s1.8.8 3.1.8 2.1-1.2 2.9-2.3c.9-1.3 1.3-2.6 1.3-2.7 0 0-2.6-1-2.7-4.2zM14.1 5.7c.6-.8 1.1-1.9 1-3-1 0-2.2.7-2.8 1.4-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.5 2.8-1.3z"
      />
    </svg>
  )
}

function PlayIcon() {
  return (
    <svg className="store-badge__icon" width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="#00c3ff" d="M4.2 2.4 13.4 12l-9.2 9.6c-.4-.2-.7-.7-.7-1.3V3.7c0-.6.3-1.1.7-1.3z" />
      <path fill="#00e676" d="M4.2 2.4c.4-.2.9-.2 1.4.1l11 6.3-3.2 3.2z" />
      <path fill="#ff3a44" d="M13.4 12l3.2 3.2-11 6.3c-.5.3-1 .3-1.4.1z" />
      <path fill="#ffd400" d="M16.6 8.8 20 10.8c1 .6 1 1.8 0 2.4l-3.4 2L13.4 12z" />
    </svg>
  )
}

/** `locale` is the page's, passed in (not read from the router) so the badge renders anywhere, tests included. */
export function StoreBadge({ store, locale, size = 'regular' }: { store: StoreKey; locale: LocaleCode; size?: 'regular' | 'large' }) {
  return (
    <a className={`store-badge store-badge--${size}`} href={storeUrl(store, locale)} rel="noopener" data-store={store}>
      {store === 'ios' ? <AppleIcon /> : <PlayIcon />}
      <span className="store-badge__text">
        {store === 'ios' ? (
          <Trans comment="App Store badge; the <0> part is the store name, shown large on a second line. Use Apple's official wording for your language if it exists">
            Download on the <span className="store-badge__name">App Store</span>
          </Trans>
        ) : (
          <Trans comment="Google Play badge; the <0> part is the store name, shown large on a second line. Use Google's official wording for your language if it exists">
            Get it on <span className="store-badge__name">Google Play</span>
          </Trans>
        )}
      </span>
    </a>
  )
}

export function StoreBadges({ locale, order = ['ios', 'android'] }: { locale: LocaleCode; order?: readonly StoreKey[] }) {
  return (
    <ul className="store-badges">
      {order.map((store) => (
        <li key={store}>
          <StoreBadge store={store} locale={locale} />
        </li>
      ))}
    </ul>
  )
}
