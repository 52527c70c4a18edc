import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { dateText } from '@/lib/content/date-text'
import type { PayloadDates } from '@/lib/content/payload-dates'
import { DEFAULT_LOCALE, localeInfo, type LocaleCode } from '@/lib/i18n/locales'
import { LegalBlockView } from './legal-blocks'
import type { LegalDocumentContent } from './legal-schema'
import { LegalToc, type TextDirectionProps } from './legal-toc'
import './legal.css'

export type LegalDocumentProps = {
  /** The page heading, in the reader's language even when the text is not. */
  title: ReactNode
  content: LegalDocumentContent
  locale: LocaleCode
  /** The locale the document is written in; differs from `locale` when only English exists. */
  contentLocale: LocaleCode
  /** The payload's dates, written for `locale` by the build. */
  dates: PayloadDates
}

/**
 * Marks text in another language than the page, so screen readers switch voice and the
 * English text keeps its left-to-right order inside an Arabic page.
 */
export function foreignTextProps(locale: LocaleCode, contentLocale: LocaleCode): TextDirectionProps {
  if (locale === contentLocale) return {}
  return { lang: contentLocale, dir: localeInfo(contentLocale).dir }
}

export function LegalDocument({ title, content, locale, contentLocale, dates }: LegalDocumentProps) {
  const textProps = foreignTextProps(locale, contentLocale)
  const isFallback = locale !== contentLocale
  // English is the binding text; a translation says so in its own language.
  const isTranslation = !isFallback && contentLocale !== DEFAULT_LOCALE
  const date = dateText(dates, content.effectiveDate)
  return (
    <article className="legal" aria-labelledby="page-title">
      <header className="legal__header">
        <h1 id="page-title">{title}</h1>
        <p className="legal__effective">
          <Trans comment="Date from which a legal document applies, shown under its heading, e.g. 'Effective November 1, 2026'">
            Effective <time dateTime={content.effectiveDate}>{date}</time>
          </Trans>
        </p>
        {isFallback && (
          <p className="legal__notice" role="note">
            <Trans comment="Notice above a legal document shown in English because it has not been translated into the reader's language">
              This document is available in English only. The English text below is the version that applies.
            </Trans>
          </p>
        )}
        {isTranslation && (
          <p className="legal__notice" role="note">
            <Trans comment="Notice above a legal document translated into the reader's language: the English original is the binding text">
              This document is a translation. Where it differs from the English version, the English version prevails.
            </Trans>
          </p>
        )}
      </header>
      <LegalToc sections={content.sections} textProps={textProps} />
      <div className="legal__body" {...textProps}>
        {content.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {content.sections.map((section, index) => (
          <section key={section.id} id={section.id} className="legal__section below-first-screen">
            <h2>
              <span className="legal__number">{index + 1}.</span> {section.heading}
            </h2>
            {section.blocks.map((block, i) => (
              <LegalBlockView key={i} block={block} />
            ))}
          </section>
        ))}
      </div>
    </article>
  )
}
