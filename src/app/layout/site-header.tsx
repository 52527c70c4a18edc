import { useLingui } from '@lingui/react/macro'
import { SITE } from '@/config/site'
import { LocalizedLink } from '@/components/localized-link'
import { LanguageSwitcher } from '@/features/language-switcher/language-switcher'
import { Logo } from '../../components/logo'

export function SiteHeader() {
  const { t } = useLingui()
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <LocalizedLink
          to="/{-$lang}"
          activeOptions={{ exact: true }}
          className="site-header__brand"
          aria-label={t({ message: `${SITE.name} home`, comment: 'Accessible name of the logo link in the header' })}
        >
          <Logo />
        </LocalizedLink>
        <nav
          className="site-nav"
          aria-label={t({
            message: 'Main',
            context: 'navigation landmark',
            comment: 'Accessible name of the main navigation landmark, read by screen readers as "Main navigation"',
          })}
        >
          <ul>
            <li>
              <LocalizedLink to="/{-$lang}/getkinemo" activeProps={{ 'aria-current': 'page' }}>
                {t({
                  message: 'Download',
                  context: 'navigation link',
                  comment: 'Header navigation link to the download page (a noun or short imperative); under 14 characters',
                })}
              </LocalizedLink>
            </li>
            <li>
              <LocalizedLink to="/{-$lang}/promo" activeProps={{ 'aria-current': 'page' }}>
                {t({
                  message: 'Offer',
                  context: 'navigation link',
                  comment: 'Header navigation link to the current promotion page (the noun: a special deal); under 14 characters',
                })}
              </LocalizedLink>
            </li>
            <li>
              <LocalizedLink to="/{-$lang}/applycode" activeProps={{ 'aria-current': 'page' }}>
                {t({ message: 'Redeem code', comment: 'Header navigation link to the promo code redemption page; short' })}
              </LocalizedLink>
            </li>
          </ul>
        </nav>
        <LanguageSwitcher />
      </div>
    </header>
  )
}
