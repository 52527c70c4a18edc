import { useEffect, useRef } from 'react'
import { useLocation, useRouter } from '@tanstack/react-router'
import type { ConsentChoice } from './consent-cookie'
import { analyticsAllowedOn } from './analytics-scope'
import { importOnce } from '@/lib/import-once'

const importAnalytics = importOnce(() => import('./analytics'))

/** On a page where analytics may not run (analyticsAllowedOn) it is not loaded, or is paused. */
export function useAnalytics(choice: ConsentChoice | undefined, enabled: boolean) {
  const router = useRouter()
  const allowedHere = useLocation({ select: (location) => analyticsAllowedOn(location.pathname) })
  const started = useRef(false)
  useEffect(() => {
    if (!enabled) return
    if (!allowedHere) {
      if (started.current) void importAnalytics().then((m) => m.pauseAnalytics())
      return
    }
    if (choice === 'granted') {
      started.current = true
      importAnalytics()
        .then((m) => m.startAnalytics(router))
        .catch(() => {
          // Offline or blocked by the visitor's tools: the site works the same without analytics.
          started.current = false
        })
    } else if (choice === 'denied' && started.current) {
      started.current = false
      void importAnalytics().then((m) => m.stopAnalytics())
    }
  }, [choice, enabled, allowedHere, router])
}
