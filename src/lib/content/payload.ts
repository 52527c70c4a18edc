import type { LocaleCode } from '@/lib/i18n/locale-table'
import type { PageKey } from './pages'
import type { PayloadDates } from './payload-dates'

/**
 * Filled in by the app (src/app/content-schemas.ts) with `contents`, each page's content type, so
 * this folder types payloads without importing the pages that define them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmented by declaration merging
export interface PayloadRegister {}

type RegisteredContents = PayloadRegister extends { contents: infer C extends Record<PageKey, unknown> } ? C : Record<PageKey, unknown>

export type PageContent<K extends PageKey> = RegisteredContents[K]

/** A QR code the build drew (scripts/build/qr-drawing.ts): the square's side in modules, quiet zone included, and the dark modules' path. */
export interface QrDrawing {
  extent: number
  path: string
}

export interface PagePayload<K extends PageKey> {
  page: K
  locale: LocaleCode
  /** The locale the content is written in: differs from `locale` when a page falls back to English. */
  contentLocale: LocaleCode
  data: PageContent<K>
  dates: PayloadDates
  /** The download page's QR code of its own address. */
  qr?: QrDrawing | undefined
}

/** Undefined when the JSON does not match the page's schema. */
export type PayloadParser = <K extends PageKey>(page: K, raw: unknown) => PagePayload<K> | undefined
