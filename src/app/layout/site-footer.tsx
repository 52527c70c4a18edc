import { useLingui } from '@lingui/react/macro'
import { BUILD_YEAR } from '@/config/build-year'
import { SITE } from '@/config/site'
import { LocalizedLink } from '@/components/localized-link'
import { SocialLinks } from '../../components/social-links'
import { CookieSettingsButton } from '@/features/consent/cookie-settings-button'
import { useHydrated } from '@/lib/use-hydrated'

export function SiteFooter() {
  const { t } = useLingui()
  // The prerendered pages carry the build's year; the visitor's own year only once hydrated, so a
  // page read in a later year than it was built still hydrates cleanly.
  const year = useHydrated() ? new Date().getFullYear() : BUILD_YEAR
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav
          aria-label={t({
            message: 'Legal',
            context: 'navigation landmark',
            comment: 'Accessible name of the footer navigation with the legal documents (privacy, license, copyright)',
          })}
        >
          <ul className="site-footer__links">
            <li>
              <LocalizedLink to="/{-$lang}/privacy_and_cookie_policy">
                {t({ message: 'Privacy and cookie policy', comment: 'Footer link to the privacy and cookie policy' })}
              </LocalizedLink>
            </li>
            <li>
              <LocalizedLink to="/{-$lang}/license">
                {t({ message: 'License agreement', comment: 'Footer link to the end-user license agreement' })}
              </LocalizedLink>
            </li>
            <li>
              <LocalizedLink to="/{-$lang}/copyright_policy">
                {t({ message: 'Copyright policy', comment: 'Footer link to the copyright policy' })}
              </LocalizedLink>
            </li>
            <li>
              <CookieSettingsButton className="site-footer__button" />
            </li>
          </ul>
        </nav>
        <SocialLinks />
        <p className="site-footer__copyright">
          {t({
            message: `© ${year} ${SITE.company}. All rights reserved.`,
            comment: 'Copyright line in the footer; year and company name are filled in',
          })}
        </p>
      </div>
    </footer>
  )
}
