/**
 * Loaded only after the visitor accepts analytics cookies. Page views are sent by hand: the app never
 * reloads, and the automatic page view would carry the query string.
 */
import {
  initializeAnalytics,
  isSupported,
  logEvent,
  setAnalyticsCollectionEnabled,
  setDefaultEventParameters,
  type Analytics,
} from 'firebase/analytics'
import { firebaseApp } from '@/lib/firebase/app'
import { analyticsAllowedOn } from './analytics-scope'
import { analyticsCookieNames, domainsFor, pageViewParams } from './page-view'

export interface RouteEvents {
  subscribe: (event: 'onResolved', listener: (event: { pathChanged: boolean }) => void) => () => void
}

let analytics: Analytics | undefined
let stopListening: (() => void) | undefined

function sendPageView(instance: Analytics) {
  // The title is updated by the head manager right after the route resolves.
  requestAnimationFrame(() => {
    if (!analyticsAllowedOn(window.location.pathname)) return
    const params = pageViewParams(window.location, document.title, document.documentElement.lang)
    setDefaultEventParameters({ page_location: params.page_location, page_path: params.page_path, page_title: params.page_title })
    logEvent(instance, 'page_view', params)
  })
}

export async function startAnalytics(router: RouteEvents): Promise<void> {
  if (stopListening) {
    // Back from a page where it was paused.
    if (analytics) setAnalyticsCollectionEnabled(analytics, true)
    return
  }
  if (!(await isSupported())) return
  const first = pageViewParams(window.location, document.title, document.documentElement.lang)
  analytics ??= initializeAnalytics(firebaseApp(), { config: { send_page_view: false, page_location: first.page_location } })
  const instance = analytics
  setAnalyticsCollectionEnabled(instance, true)
  sendPageView(instance)
  stopListening = router.subscribe('onResolved', (event) => {
    if (event.pathChanged) sendPageView(instance)
  })
}

/** On a page analytics may not see: nothing is collected until the visitor leaves it. */
export function pauseAnalytics(): void {
  if (analytics) setAnalyticsCollectionEnabled(analytics, false)
}

/** Consent withdrawn: no more events, and the analytics cookies are removed. */
export function stopAnalytics(): void {
  stopListening?.()
  stopListening = undefined
  if (analytics) setAnalyticsCollectionEnabled(analytics, false)
  for (const name of analyticsCookieNames(document.cookie)) {
    for (const domain of domainsFor(window.location.hostname)) {
      document.cookie = `${name}=; Max-Age=0; Path=/; Domain=${domain}`
    }
    document.cookie = `${name}=; Max-Age=0; Path=/`
  }
}
