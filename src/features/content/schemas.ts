import * as z from 'zod/mini'
import { LOCALE_CODES, type LocaleCode } from '../i18n/locale-table.ts'
import type { PageKey } from './pages.ts'
import type { PayloadDates } from './payload-dates.ts'
import type { QrDrawing } from '../download/qr-drawing.ts'
import { homeContentSchema } from '../home/home-content.ts'
import { downloadContentSchema } from '../download/download-content.ts'
import { legalDocumentSchema } from '../legal/legal-schema.ts'
import { promoContentSchema } from '../promo/promo-schema.ts'

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
export type PageContent<K extends PageKey> = z.infer<ContentSchemas[K]>

export function payloadSchema<K extends PageKey>(page: K) {
  return z.object({
    page: z.literal(page),
    locale: localeSchema,
    /** The locale the content is written in: differs from `locale` when a page falls back to English. */
    contentLocale: localeSchema,
    data: contentSchemas[page],
    /** Each calendar date in `data`, written for `locale` by the build (payload-dates.ts). */
    dates: z.record(z.string(), z.string()),
    /** The download page's QR code of its own address, drawn by the build (qr-drawing.ts). */
    qr: z.optional(z.object({ extent: z.number(), path: z.string() })),
  })
}

export type PagePayload<K extends PageKey> = {
  page: K
  locale: LocaleCode
  contentLocale: LocaleCode
  data: PageContent<K>
  dates: PayloadDates
  qr?: QrDrawing | undefined
}
