import type { Page } from '@playwright/test'
import { loadEnv } from 'vite'
import { resolve } from 'node:path'
import { parseSiteEnv } from '../src/config/site-env.ts'

/** The site origin the build used, read the way the build reads it. */
export const SITE_ORIGIN = parseSiteEnv(loadEnv('production', resolve(import.meta.dirname, '..'), 'VITE_')).VITE_SITE_URL

/** What search engines and social networks read from a document's head. */
export interface HeadSnapshot {
  lang: string | null
  dir: string | null
  titles: string[]
  /** `name` or `property` -> every content given for it, in document order. */
  meta: Record<string, string[]>
  /** Each `theme-color` as [media, content], in document order. */
  themeColors: [string | null, string][]
  canonical: string[]
  alternates: [string, string][]
  jsonLd: string[]
  stylesheets: string[]
  preloads: string[]
}

/** Runs in the browser: reads a head from a live document or from parsed HTML. */
function readHead(html: string | null): HeadSnapshot {
  const doc = html === null ? document : new DOMParser().parseFromString(html, 'text/html')
  const all = (selector: string) => [...doc.head.querySelectorAll(selector)]
  const meta: Record<string, string[]> = {}
  for (const el of all('meta[name], meta[property]')) {
    const key = el.getAttribute('name') ?? el.getAttribute('property') ?? ''
    ;(meta[key] ??= []).push(el.getAttribute('content') ?? '')
  }
  return {
    lang: doc.documentElement.getAttribute('lang'),
    dir: doc.documentElement.getAttribute('dir'),
    titles: [...doc.querySelectorAll('title')].map((t) => t.textContent),
    meta,
    themeColors: all('meta[name="theme-color"]').map(
      (m) => [m.getAttribute('media'), m.getAttribute('content') ?? ''] as [string | null, string],
    ),
    canonical: all('link[rel="canonical"]').map((l) => l.getAttribute('href') ?? ''),
    alternates: all('link[rel="alternate"][hreflang]').map(
      (l) => [l.getAttribute('hreflang') ?? '', l.getAttribute('href') ?? ''] as [string, string],
    ),
    jsonLd: all('script[type="application/ld+json"]').map((s) => s.textContent),
    stylesheets: all('link[rel="stylesheet"]').map((l) => new URL(l.getAttribute('href') ?? '', 'http://x').pathname),
    preloads: all('link[rel="preload"]').map((l) => new URL(l.getAttribute('href') ?? '', 'http://x').pathname),
  }
}

/** The head of prerendered HTML, parsed by the browser without running it. */
export function parseHead(page: Page, html: string): Promise<HeadSnapshot> {
  return page.evaluate(readHead, html)
}

/** The head of the page as it is now, after whatever the client did to it. */
export function liveHead(page: Page): Promise<HeadSnapshot> {
  return page.evaluate(readHead, null)
}
