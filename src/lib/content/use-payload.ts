// @shell: every page component reads its payload through this hook, so every first load runs it (scripts/build/vite/shell-chunk.ts).
import { useSuspenseQuery } from '@tanstack/react-query'
import { usePageLocale } from '@/lib/i18n/use-locale'
import type { PageKey } from './pages'
import { payloadQueryOptions } from './payload-query'

/** Already in the cache from the route loader (or the prerendered HTML). */
export function usePayload<K extends PageKey>(page: K) {
  const locale = usePageLocale()
  return useSuspenseQuery(payloadQueryOptions(locale, page)).data
}
