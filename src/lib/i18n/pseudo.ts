import type { Messages } from '@lingui/core'
import { importOnce } from '@/lib/import-once'

/**
 * The conventional "accented English" tag. Deliberately not a LocaleCode: it exists only in
 * `npm run dev`, standing in for English on the unprefixed pages, never in a URL, a cookie or production.
 */
export const PSEUDO_LOCALE = 'en-XA'

/** `?pseudo` (or `?pseudo=1`) asks for the pseudo-locale, `?pseudo=0` turns it off; without the parameter nothing changes. */
export function pseudoRequest(searchStr: string): boolean | undefined {
  const params = new URLSearchParams(searchStr)
  if (!params.has('pseudo')) return undefined
  return !['0', 'off', 'false', 'no'].includes((params.get('pseudo') ?? '').toLowerCase())
}

/** Whether a router shows the pseudo-locale: one per router (src/app/router.tsx), in its context. */
export interface PseudoMode {
  on: boolean
}

export function createPseudoMode(): PseudoMode {
  return { on: false }
}

/**
 * Remembers the request in the router's mode, so it survives client-side navigation (whose links
 * drop the query) and each server render (one router per request) decides on its own.
 */
export function syncPseudo(mode: PseudoMode, searchStr: string): void {
  if (!import.meta.env.DEV) return
  const wanted = pseudoRequest(searchStr)
  if (wanted !== undefined) mode.on = wanted
}

export function isPseudo(mode: PseudoMode): boolean {
  return import.meta.env.DEV && mode.on
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
