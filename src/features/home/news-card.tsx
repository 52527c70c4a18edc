import { dateText } from '@/lib/content/date-text'
import type { PayloadDates } from '@/lib/content/payload-dates'
import type { NewsItem } from './home-content'

/** The date is written the way the page's language writes dates, by the build (payload-dates.ts). */
export function NewsCard({ item, dates }: { item: NewsItem; dates: PayloadDates }) {
  return (
    <article className="news-card card" aria-labelledby={`news-${item.id}`}>
      <p className="news-card__meta">
        <span className="news-card__tag">{item.tag}</span>
        <time dateTime={item.date}>{dateText(dates, item.date)}</time>
      </p>
      <h3 id={`news-${item.id}`}>{item.title}</h3>
      <p className="news-card__summary">{item.summary}</p>
    </article>
  )
}
