import * as z from 'zod/mini'
import { LOCALE_CODES, type LocaleCode } from '../lib/i18n/locale-table.ts'
import type { PageKey } from '../lib/content/pages.ts'
import type { PagePayload } from '../lib/content/payload.ts'
import { homeContentSchema } from '../features/home/home-content.ts'
import { downloadContentSchema } from '../features/download/download-content.ts'
import { legalDocumentSchema } from '../features/legal/legal-schema.ts'
import { promoContentSchema } from '../features/promo/promo-schema.ts'

const localeSchema = z.enum(LOCALE_CODES as [LocaleCode, ...LocaleCode[]])
const text = z.string().check(z.trim(), z.minLength(1))

/** A short lead paragraph every page carries in its payload. */
const introSchema = z.object({ intro: text })

/**
 * Content schemas per page. Each page's `content/<locale>/<page>.json` must match its schema;
 * the build fails naming the file and field otherwise.
 */
export const contentSchemas = {
  home: homeContentSchema,
  applycode: introSchema,
  auth_action: introSchema,
  copyright_policy: legalDocumentSchema,
  getkinemo: downloadContentSchema,
  license: legalDocumentSchema,
  privacy_and_cookie_policy: legalDocumentSchema,
  promo: promoContentSchema,
} satisfies Record<PageKey, z.ZodMiniType>

export type ContentSchemas = typeof contentSchemas
export type ContentOf<K extends PageKey> = z.infer<ContentSchemas[K]>

export function payloadSchema<K extends PageKey>(page: K) {
  return z.object({
    page: z.literal(page),
    locale: localeSchema,
    /** The locale the content is written in: differs from `locale` when a page falls back to English. */
    contentLocale: localeSchema,
    data: contentSchemas[page],
    /** Each calendar date in `data`, written for `locale` by the build (payload-dates.ts). */
    dates: z.record(z.string(), z.string()),
  })
}

/** Registered with the payload loader (src/lib/content/payload-query.ts) by the router. */
export function parsePayload<K extends PageKey>(page: K, raw: unknown): PagePayload<K> | undefined {
  const parsed = payloadSchema(page).safeParse(raw)
  // The schema's output is the registered content type of `page` (see the declaration below).
  return parsed.success ? (parsed.data as PagePayload<K>) : undefined
}

declare module '../lib/content/payload.ts' {
  interface PayloadRegister {
    contents: { [K in PageKey]: ContentOf<K> }
  }
}
