import { Trans, useLingui } from '@lingui/react/macro'
import { SITE } from '@/config/site'
import { usePayload } from '@/lib/content/use-payload'
import { usePageLocale } from '@/lib/i18n/use-locale'
import { LocalizedLink } from '@/components/localized-link'
import { SocialLinks } from '@/components/social-links'
import { ShowcaseCarousel } from './showcase-carousel'
import { NewsCard } from './news-card'
import { ProfileCard } from './profile-card'
import { DownloadBlock } from './download-block'
import './home.css'

export function HomePage() {
  const { data, dates } = usePayload('home')
  const { t } = useLingui()
  const locale = usePageLocale()
  const name = SITE.name
  return (
    <div className="home">
      <section className="hero band" aria-labelledby="page-title">
        <div className="hero__copy">
          <p className="eyebrow">
            <Trans comment="Small label above the home page headline: the product introduction">Introducing {name}</Trans>
          </p>
          <h1 id="page-title" className="hero__title">
            {data.hero.title}
          </h1>
          <p className="hero__lead">{data.hero.lead}</p>
          <div className="hero__actions">
            <LocalizedLink to="/{-$lang}/getkinemo" className="button button--primary button--large">
              <Trans comment="Primary call to action in the home page hero, links to the download page; keep short">Get {name} free</Trans>
              <svg
                className="button__icon button__icon--directional"
                width="20"
                height="20"
                viewBox="0 0 24 24"
                aria-hidden="true"
                focusable="false"
              >
                <path
                  d="M5 12h13m-5-6 6 6-6 6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </LocalizedLink>
            <a href="#features" className="button button--large">
              <Trans comment="Secondary button in the home page hero that scrolls to the feature slideshow; keep short">
                See what it can do
              </Trans>
            </a>
          </div>
        </div>
        <div className="hero__art">
          <div className="hero__glow" aria-hidden="true" />
          <img
            className="hero__phone"
            src="/illustrations/hero-editor.svg"
            width="351"
            height="711"
            alt={t({
              message: `The ${name} editor on a phone: a canvas with animated shapes above a timeline of layers and keyframes`,
              comment: 'Alternative text of the phone illustration in the home page hero',
            })}
            fetchPriority="high"
            decoding="async"
          />
          <span className="hero__chip hero__chip--keyframe" aria-hidden="true">
            <svg width="18" height="18" viewBox="0 0 18 18">
              <path d="M9 1l8 8-8 8-8-8z" fill="currentColor" />
            </svg>
          </span>
          <span className="hero__chip hero__chip--curve" aria-hidden="true">
            <svg width="44" height="28" viewBox="0 0 44 28">
              <path d="M3 25C18 25 26 3 41 3" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
            </svg>
          </span>
          <span className="hero__chip hero__chip--export" aria-hidden="true" dir="ltr">
            4K · 60 fps
          </span>
        </div>
      </section>

      {/* Not a landmark of its own: the carousel inside is the labelled region. */}
      <section id="features" className="home-section below-first-screen">
        <header className="section-head">
          <h2 id="features-title">{data.showcase.heading}</h2>
          <p>{data.showcase.intro}</p>
        </header>
        <ShowcaseCarousel slides={data.showcase.slides} label={data.showcase.heading} />
      </section>

      <section className="home-section below-first-screen" aria-labelledby="news-title">
        <header className="section-head">
          <h2 id="news-title">{data.news.heading}</h2>
        </header>
        <ul className="card-grid">
          {data.news.items.map((item) => (
            <li key={item.id}>
              <NewsCard item={item} dates={dates} />
            </li>
          ))}
        </ul>
      </section>

      <section className="home-section below-first-screen" aria-labelledby="creators-title">
        <header className="section-head">
          <h2 id="creators-title">{data.creators.heading}</h2>
          <p>{data.creators.intro}</p>
        </header>
        <ul className="card-grid">
          {data.creators.profiles.map((profile) => (
            <li key={profile.id}>
              <ProfileCard profile={profile} />
            </li>
          ))}
        </ul>
      </section>

      <DownloadBlock heading={data.download.heading} body={data.download.body} locale={locale} />

      <section className="home-social below-first-screen" aria-labelledby="social-title">
        <h2 id="social-title">{data.social.heading}</h2>
        <p>{data.social.body}</p>
        <SocialLinks />
      </section>
    </div>
  )
}
