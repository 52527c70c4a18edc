import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { payloadDates } from '@/lib/content/payload-dates'
import type { LocaleCode } from '@/lib/i18n/locales'
import { NewsCard } from './news-card'
import { ProfileCard, initials } from './profile-card'
import type { CreatorProfile, NewsItem } from './home-content'

const news: NewsItem = {
  id: 'graph-editor',
  date: '2026-11-12',
  tag: 'Release',
  title: 'Kinemo 5.2 brings a full-screen graph editor',
  summary: 'Fine-tune easing with a bigger curve editor.',
}

const profile: CreatorProfile = {
  id: 'lucia',
  name: 'Lucía Romero',
  handle: '@luciadibuja',
  role: 'Illustrator and animator, Buenos Aires',
  quote: 'I draw every frame by hand and Kinemo brings them to life.',
  tone: 'mint',
}

/** The dates as the build writes them into the home payload of `locale`. */
const datesIn = (locale: LocaleCode) => payloadDates({ items: [news] }, locale)

describe('NewsCard', () => {
  it('shows the tag, title, summary and a machine-readable date', () => {
    render(<NewsCard item={news} dates={datesIn('en')} />)
    const card = screen.getByRole('article', { name: news.title })
    expect(within(card).getByRole('heading', { level: 3, name: news.title })).toBeInTheDocument()
    expect(within(card).getByText('Release')).toBeInTheDocument()
    expect(within(card).getByText(news.summary)).toBeInTheDocument()
    const time = within(card).getByText('November 12, 2026')
    expect(time.tagName).toBe('TIME')
    expect(time).toHaveAttribute('datetime', '2026-11-12')
  })

  it('writes the date in the page language', () => {
    const { unmount } = render(<NewsCard item={news} dates={datesIn('de')} />)
    expect(screen.getByText('12. November 2026')).toHaveAttribute('datetime', '2026-11-12')
    unmount()
    render(<NewsCard item={news} dates={datesIn('ja')} />)
    expect(screen.getByText('2026年11月12日')).toBeInTheDocument()
  })
})

describe('ProfileCard', () => {
  it('quotes the creator and says who they are', () => {
    render(<ProfileCard profile={profile} />)
    const figure = screen.getByRole('figure')
    expect(within(figure).getByText(profile.quote).closest('blockquote')).not.toBeNull()
    expect(within(figure).getByText('Lucía Romero')).toBeInTheDocument()
    expect(within(figure).getByText('Illustrator and animator, Buenos Aires')).toBeInTheDocument()
    expect(within(figure).getByText('@luciadibuja')).toHaveAttribute('dir', 'ltr')
  })

  it('draws initials from the first and last names', () => {
    expect(initials('Lucía Romero')).toBe('LR')
    expect(initials('Maya Okafor')).toBe('MO')
    expect(initials('Ana María de la Cruz')).toBe('AC')
    expect(initials('Prince')).toBe('P')
    expect(initials('élodie durand')).toBe('ÉD')
  })
})
