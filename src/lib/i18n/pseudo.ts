import type { I18n, Messages } from '@lingui/core'
import { importOnce } from '@/lib/import-once'

/**
 * The conventional "accented English" tag. Deliberately not a LocaleCode: it exists only in
 * `npm run dev`, standing in for English on the unprefixed pages, never in a URL, a cookie or production.
 */
export const PSEUDO_LOCALE = 'en-XA'

const enabled = new WeakSet<I18n>()

/** `?pseudo` (or `?pseudo=1`) asks for the pseudo-locale, `?pseudo=0` turns it off; without the parameter nothing changes. */
export function pseudoRequest(searchStr: string): boolean | undefined {
  const params = new URLSearchParams(searchStr)
  if (!params.has('pseudo')) return undefined
  return !['0', 'off', 'false', 'no'].includes((params.get('pseudo') ?? '').toLowerCase())
}

/**
 * Remembers the request on this i18n instance, so the mode survives client-side navigation (whose
 * links drop the query) and each server render (one instance per request) decides on its own.
 */
export function syncPseudo(i18n: I18n, searchStr: string): void {
  if (!import.meta.env.DEV) return
  const wanted = pseudoRequest(searchStr)
  if (wanted === true) enabled.add(i18n)
  else if (wanted === false) enabled.delete(i18n)
}

export function isPseudo(i18n: I18n): boolean {
  return import.meta.env.DEV && enabled.has(i18n)
}

// Only the dev server has the module: a production build keeps no import of it.
const importPseudoMessages = importOnce(() =>
  import.meta.env.DEV
    ? import('virtual:kinemo/pseudo-messages')
    : Promise.reject(new Error('The pseudo-locale exists in development only')),
)

/** The English catalog, pseudo-localized by the dev server (scripts/build/vite/pseudo.ts). */
export async function loadPseudoMessages(): Promise<Messages> {
  if (!import.meta.env.DEV) throw new Error('The pseudo-locale exists in development only')
  const { messages } = await importPseudoMessages()
  return messages
}
