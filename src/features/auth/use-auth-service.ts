import { useCallback } from 'react'
import { usePageLocale } from '@/lib/i18n/use-locale'
import type { AuthActionService } from './auth-action-service'

/** A failed download (offline) rejects; the page shows a network error whose retry calls this again. */
export function useAuthService(): () => Promise<AuthActionService> {
  const locale = usePageLocale()
  return useCallback(() => import('./auth-action-service').then((m) => m.authActionService(locale)), [locale])
}
