/** sitemap.xml and robots.txt for the indexable pages, with every language version cross-linked. */
import { LOCALES } from '../../src/lib/i18n/locale-table.ts'
import { INDEXABLE_PAGES, absoluteUrl, pageAlternates, pageUrl } from '../../src/features/seo/site-urls.ts'

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
}

/**
 * One <url> per indexable page and locale; each lists the same alternates as the page's head
 * (x-default included), as search engines expect of sitemap hreflang annotations.
 */
export function sitemapXml(origin: string): string {
  const urls = INDEXABLE_PAGES.flatMap((page) => {
    const links = pageAlternates(origin, page)
      .map((a) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`)
      .join('\n')
    return LOCALES.map((locale) => `  <url>\n    <loc>${escapeXml(pageUrl(origin, locale.code, page))}</loc>\n${links}\n  </url>`)
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** Everything may be crawled (noindex pages must be crawled for their noindex to be seen). */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`, ''].join('\n')
}
