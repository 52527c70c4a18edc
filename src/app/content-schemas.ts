// @on-demand-schemas: no first load parses these; the build gives them a zod of their own (scripts/build/vite/lazy-zod.ts).
import * as z from 'zod/mini'
import { LOCALE_CODES, type LocaleCode } from '../lib/i18n/locale-table.ts'
import { pageRow, type PageFeature, type PageKey, type PageRowOf } from '../lib/content/pages.ts'
import type { PagePayload } from '../lib/content/payload.ts'
import { homeContentSchema } from '../features/home/home-content.ts'
import { downloadContentSchema } from '../features/download/download-content.ts'
import { legalDocumentSchema } from '../features/legal/legal-schema.ts'
import { promoContentSchema } from '../features/promo/promo-schema.ts'

const localeSchema = z.enum(LOCALE_CODES as [LocaleCode, ...LocaleCode[]])
const text = z.string().check(z.trim(), z.minLength(1))

const introSchema = z.object({ intro: text })

/**
 * Each page feature's content schema: a page's `content/<locale>/<page>.json` must match its
 * feature's (the page table's column), or the build fails naming the file and field.
 */
const featureContentSchemas = {
  home: homeContentSchema,
  download: downloadContentSchema,
  legal: legalDocumentSchema,
  promo: promoContentSchema,
  auth: introSchema,
  'apply-code': introSchema,
} satisfies Record<PageFeature, z.ZodMiniType>

export type ContentOf<K extends PageKey> = z.infer<(typeof featureContentSchemas)[PageRowOf<K>['feature']]>

/** The schema a page's content must match: its feature's. */
export function contentSchemaOf(page: PageKey): (typeof featureContentSchemas)[PageFeature] {
  return featureContentSchemas[pageRow(page).feature]
}

export function payloadSchema<K extends PageKey>(page: K) {
  return z.object({
    page: z.literal(page),
    locale: localeSchema,
    /** The locale the content is written in: differs from `locale` when a page falls back to English. */
    contentLocale: localeSchema,
    data: contentSchemaOf(page),
    /** Each calendar date in `data`, formatted for `locale` by the build (payload-dates.ts). */
    dates: z.record(z.string(), z.string()),
    qr: z.optional(z.object({ extent: z.number(), path: z.string() })),
  })
}

export function parsePayload<K extends PageKey>(page: K, raw: unknown): PagePayload<K> | undefined {
  const parsed = payloadSchema(page).safeParse(raw)
  // Safe: the schema's output is the content type registered for `page` below.
  return parsed.success ? (parsed.data as PagePayload<K>) : undefined
}

declare module '../lib/content/payload.ts' {
  interface PayloadRegister {
    contents: { [K in PageKey]: ContentOf<K> }
  }
}
