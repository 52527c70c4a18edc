import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { LocaleCode } from '@/lib/i18n/locales'
import { payloadPath } from '@/lib/paths/site-paths'
import type { PageKey } from './pages'
import type { PagePayload, PayloadParser } from './payload'

export class PayloadError extends Error {
  readonly status: number
  constructor(message: string, status: number) {
    super(message)
    this.name = 'PayloadError'
    this.status = status
  }
}

/** Where payload JSON comes from: `fetch` in the browser, the built files while prerendering. */
export type PayloadReader = (path: string) => Promise<unknown>

const fetchReader: PayloadReader = async (path) => {
  const response = await fetch(path, { headers: { accept: 'application/json' } })
  if (!response.ok) throw new PayloadError(`Could not load ${path}`, response.status)
  try {
    return (await response.json()) as unknown
  } catch {
    throw new PayloadError(`Malformed payload ${path}`, 500)
  }
}

let reader: PayloadReader = fetchReader

/** The prerenderer and the dev server read payloads from disk instead of over HTTP. */
export function setPayloadReader(next: PayloadReader): void {
  reader = next
}

let loadParser: (() => Promise<PayloadParser>) | undefined

/**
 * The schemas (and zod's full API) load only when a payload is really fetched; a first load reads
 * its payload from the HTML, so they stay out of every page's first-load JS.
 */
export function registerPayloadParser(load: () => Promise<PayloadParser>): void {
  loadParser = load
}

export async function loadPayload<K extends PageKey>(locale: LocaleCode, page: K): Promise<PagePayload<K>> {
  if (!loadParser) throw new Error('No payload parser registered: call registerPayloadParser first')
  const [raw, parse] = await Promise.all([reader(payloadPath(locale, page)), loadParser()])
  const payload = parse(page, raw)
  if (!payload) throw new PayloadError(`Malformed payload for ${locale}/${page}`, 500)
  return payload
}

/** The one query definition per page payload, shared by route loaders and components. */
export function payloadQueryOptions<K extends PageKey>(locale: LocaleCode, page: K) {
  return queryOptions({
    queryKey: ['payload', locale, page] as const,
    queryFn: () => loadPayload(locale, page),
    // Payloads change only with a deploy; the HTML already holds the first one.
    staleTime: Infinity,
    gcTime: 30 * 60 * 1000,
  })
}

/** Resolves from the cache (hydrated from the prerendered HTML) or fetches once; `'static'` never refetches held data. */
export function ensurePayload<K extends PageKey>(queryClient: QueryClient, locale: LocaleCode, page: K): Promise<PagePayload<K>> {
  return queryClient.query({ ...payloadQueryOptions(locale, page), staleTime: 'static' })
}
