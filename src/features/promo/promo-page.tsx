import { Trans } from '@lingui/react/macro'
import { SITE } from '@/config/site'
import { usePayload } from '@/lib/content/use-payload'
import { LocalizedLink } from '@/components/localized-link'
import { BenefitIcon } from './benefit-icon'
import { CopyCodeButton } from './copy-code-button'
import { PromoValidity } from './promo-validity'
import './promo.css'

export function PromoPage() {
  const { data: promo, dates } = usePayload('promo')
  const name = SITE.name
  return (
    <article className="promo" aria-labelledby="page-title">
      <header className="promo__hero">
        <div className="promo__hero-text">
          <p className="promo__eyebrow">
            <Trans comment="Small label above the promotion page heading; keep under 30 characters">Limited-time offer</Trans>
          </p>
          <h1 id="page-title">{promo.title}</h1>
          <p className="promo__intro">{promo.intro}</p>
          <PromoValidity startsOn={promo.startsOn} endsOn={promo.endsOn} dates={dates} />
        </div>
        <div className="promo__code-card">
          <dl className="promo__code-box">
            <dt className="promo__code-label">
              <Trans comment="Label above the promo code on the promotion page">Your code</Trans>
            </dt>
            {/* The code is never translated; `translate="no"` keeps browser translators off it too. */}
            <dd className="promo__code" translate="no">
              <code>{promo.code}</code>
            </dd>
          </dl>
          <div className="promo__actions">
            <LocalizedLink to="/{-$lang}/applycode" search={{ code: promo.code }} className="button button--primary promo__cta">
              <Trans
                context="promotion call to action"
                comment="Main call to action on the promotion page: opens the page where the code is redeemed; keep under 25 characters"
              >
                Redeem code
              </Trans>
            </LocalizedLink>
            <CopyCodeButton code={promo.code} />
          </div>
        </div>
      </header>

      <section className="promo__section" aria-labelledby="promo-benefits">
        <h2 id="promo-benefits">
          <Trans comment="Heading above the list of what the Pro subscription unlocks">What {name} Pro unlocks</Trans>
        </h2>
        <ul className="promo-benefits">
          {promo.benefits.map((benefit) => (
            <li key={benefit.id} className="promo-benefit">
              <BenefitIcon id={benefit.id} />
              <h3>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="promo__section" aria-labelledby="promo-steps">
        <h2 id="promo-steps">
          <Trans comment="Heading above the numbered steps for redeeming the promo code">How to redeem</Trans>
        </h2>
        <ol className="promo-steps">
          {promo.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>

      <section className="promo__section promo__terms" aria-labelledby="promo-terms">
        <h2 id="promo-terms">
          <Trans comment="Heading above the terms and conditions of the promotion">Offer terms</Trans>
        </h2>
        <ul>
          {promo.terms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
        <p>
          <Trans comment="Last line of the promotion terms; the link opens the end-user license agreement">
            The <LocalizedLink to="/{-$lang}/license">{name} license agreement</LocalizedLink> applies to everything you unlock.
          </Trans>
        </p>
      </section>
    </article>
  )
}
