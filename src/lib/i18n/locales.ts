import * as z from 'zod/mini'
import { DEFAULT_LOCALE, LOCALES, LOCALE_CODES, type LocaleCode, type LocaleInfo } from './locale-table.ts'

export { DEFAULT_LOCALE, LOCALES, LOCALE_CODES, type LocaleCode, type LocaleInfo }

const BY_CODE = new Map<string, LocaleInfo>(LOCALES.map((l) => [l.code, l]))

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && BY_CODE.has(value)
}

export function localeInfo(code: LocaleCode): LocaleInfo {
  const info = BY_CODE.get(code)
  if (!info) throw new Error(`Unknown locale ${code}`)
  return info
}

/** Absent for English, which lives at the unprefixed URLs: `en` itself is not a valid prefix. */
export const langParamSchema = z.optional(
  z.enum(
    LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE),
    { error: 'Unknown language prefix' },
  ),
)

export function parseLangParam(raw: string | undefined): { ok: true; lang: LocaleCode | undefined } | { ok: false } {
  const r = langParamSchema.safeParse(raw)
  return r.success ? { ok: true, lang: r.data } : { ok: false }
}

/** The locale a path belongs to: its first segment when that is a valid prefix, else English. */
export function localeFromPathname(pathname: string): LocaleCode {
  const first = pathname.split('/')[1] ?? ''
  const parsed = parseLangParam(first === '' ? undefined : first)
  return parsed.ok && parsed.lang ? parsed.lang : DEFAULT_LOCALE
}

/** Undefined for the unprefixed default locale. */
export function langParamFor(code: LocaleCode): LocaleCode | undefined {
  return code === DEFAULT_LOCALE ? undefined : code
}
