import { formatDate } from '@/lib/dates'
import type { LocaleCode } from '@/features/i18n/locales'
import type { NewsItem } from './home-content'

/** One dated news item; the date is written the way the page's language writes dates. */
export function NewsCard({ item, locale }: { item: NewsItem; locale: LocaleCode }) {
  return (
    <article className="news-card card" aria-labelledby={`news-${item.id}`}>
      <p className="news-card__meta">
        <span className="news-card__tag">{item.tag}</span>
        <time dateTime={item.date}>{formatDate(item.date, locale)}</time>
      </p>
      <h3 id={`news-${item.id}`}>{item.title}</h3>
      <p className="news-card__summary">{item.summary}</p>
    </article>
  )
}
