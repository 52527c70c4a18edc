import { useCallback } from 'react'
import { importOnce } from '@/lib/import-once'
import { usePageLocale } from '@/lib/i18n/use-locale'
import type { AuthActionService } from './auth-action-service'

/** Firebase and the page's calls to it, one chunk imported once for the page and its views. */
export const importAuthActionService = importOnce(() => import('./auth-action-service'))

/** A failed download (offline) rejects; the page shows a network error whose retry calls this again. */
export function useAuthService(): () => Promise<AuthActionService> {
  const locale = usePageLocale()
  return useCallback(() => importAuthActionService().then((m) => m.authActionService(locale)), [locale])
}
