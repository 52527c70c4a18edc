import { render, screen, within } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { describe, expect, it } from 'vitest'
import { loadCatalog } from '@/lib/i18n/catalog'
import type { LocaleCode } from '@/lib/i18n/locales'
import { payloadDates } from '@/lib/content/payload-dates'
import { LegalDocument, foreignTextProps } from './legal-document'
import type { LegalDocumentContent } from './legal-schema'

const content: LegalDocumentContent = {
  effectiveDate: '2026-11-01',
  intro: ['These terms govern your use of the app.'],
  sections: [
    { id: 'license-grant', heading: 'Your license', blocks: [{ type: 'paragraph', text: 'You may use the app.' }] },
    {
      id: 'restrictions',
      heading: 'What you may not do',
      blocks: [{ type: 'list', items: ['Do not resell it.', 'Do not remove the watermark.'] }],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      blocks: [
        {
          type: 'table',
          caption: 'Cookies used on the site',
          columns: ['Name', 'Purpose', 'Duration'],
          rows: [['i18n_redirected', 'Remembers your language.', '365 days']],
        },
      ],
    },
    { id: 'contact', heading: 'Contact', blocks: [{ type: 'contact', lines: ['Kinemo Labs'], email: 'legal@kinemo.app' }] },
  ],
}

async function renderDocument(locale: LocaleCode, contentLocale: LocaleCode) {
  const i18n = await loadCatalog(locale)
  return render(
    <I18nProvider i18n={i18n}>
      <LegalDocument
        title="License agreement"
        content={content}
        locale={locale}
        contentLocale={contentLocale}
        dates={payloadDates(content, locale)}
      />
    </I18nProvider>,
  )
}

describe('LegalDocument fallback to English', () => {
  it('tells German readers the document is English only and marks the text as English', async () => {
    const { container } = await renderDocument('de', 'en')
    expect(screen.getByRole('note')).toHaveTextContent('Dieses Dokument gibt es nur auf Englisch.')
    const body = container.querySelector('.legal__body')
    expect(body).toHaveAttribute('lang', 'en')
    expect(body).toHaveAttribute('dir', 'ltr')
    expect(body).toHaveTextContent('These terms govern your use of the app.')
    // The table of contents lists English headings, so it is marked English too.
    const toc = screen.getByRole('navigation', { name: 'Inhalt' })
    expect(within(toc).getByRole('list')).toHaveAttribute('lang', 'en')
    // The page's own chrome stays in German.
    expect(screen.getByRole('heading', { level: 1 }).closest('[lang]')).toBeNull()
    expect(screen.getByText('1. November 2026')).toBeInTheDocument()
  })

  it('keeps English text left-to-right inside an Arabic page', async () => {
    const { container } = await renderDocument('ar', 'en')
    expect(screen.getByRole('note')).toHaveTextContent('هذا المستند متاح باللغة الإنجليزية فقط.')
    expect(container.querySelector('.legal__body')).toHaveAttribute('dir', 'ltr')
  })

  it('shows no notice and no language override when the document is in the page language', async () => {
    const { container } = await renderDocument('en', 'en')
    expect(screen.queryByRole('note')).not.toBeInTheDocument()
    expect(container.querySelector('[lang]')).toBeNull()
    expect(container.querySelector('[dir]')).toBeNull()
    expect(screen.getByText('Effective', { exact: false })).toHaveTextContent('Effective November 1, 2026')
  })

  it('marks a translated document only when it is not in the page language', () => {
    expect(foreignTextProps('de', 'de')).toEqual({})
    expect(foreignTextProps('ar', 'en')).toEqual({ lang: 'en', dir: 'ltr' })
  })
})

describe('LegalDocument in the reader’s language', () => {
  it('says in German that the English version prevails, and marks nothing as foreign', async () => {
    const { container } = await renderDocument('de', 'de')
    expect(screen.getByRole('note')).toHaveTextContent(
      'Dieses Dokument ist eine Übersetzung. Weicht es von der englischen Fassung ab, ist die englische Fassung maßgeblich.',
    )
    expect(container.querySelector('[lang]')).toBeNull()
    expect(container.querySelector('.legal__body')).toHaveTextContent('These terms govern your use of the app.')
  })

  it('says it in Arabic on an Arabic page, in the page direction', async () => {
    const { container } = await renderDocument('ar', 'ar')
    expect(screen.getByRole('note')).toHaveTextContent('هذا المستند مترجم.')
    expect(container.querySelector('[dir]')).toBeNull()
  })

  it('shows one notice only: a fallback page tells the reader the text is English only', async () => {
    await renderDocument('ja', 'en')
    expect(screen.getAllByRole('note')).toHaveLength(1)
    expect(screen.getByRole('note')).toHaveTextContent('この文書は英語版のみです。')
  })
})

describe('LegalDocument table of contents', () => {
  it('links every section, in order, to an element with that id', async () => {
    const { container } = await renderDocument('en', 'en')
    const toc = screen.getByRole('navigation', { name: 'Contents' })
    const links = within(toc).getAllByRole('link')
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Your license', '#license-grant'],
      ['What you may not do', '#restrictions'],
      ['Cookies', '#cookies'],
      ['Contact', '#contact'],
    ])
    for (const link of links) {
      const target = container.querySelector(link.getAttribute('href') ?? '')
      expect(target).not.toBeNull()
      expect(target).toContainElement(within(target as HTMLElement).getByRole('heading', { level: 2 }))
    }
  })

  it('numbers section headings to match the numbered contents list', async () => {
    await renderDocument('en', 'en')
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(headings).toEqual(['Contents', '1. Your license', '2. What you may not do', '3. Cookies', '4. Contact'])
  })

  it('renders lists, tables with header cells, and a mail link for the contact', async () => {
    await renderDocument('en', 'en')
    expect(screen.getByText('Do not remove the watermark.').tagName).toBe('LI')
    const table = screen.getByRole('table', { name: 'Cookies used on the site' })
    expect(within(table).getByRole('rowheader', { name: 'i18n_redirected' })).toBeInTheDocument()
    expect(within(table).getByRole('cell', { name: '365 days' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'legal@kinemo.app' })).toHaveAttribute('href', 'mailto:legal@kinemo.app')
  })
})
