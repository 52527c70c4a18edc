import type { ParsedLocation, RouterEvents, RouterHistory } from '@tanstack/react-router'

export interface ScrollChange {
  from: Pick<ParsedLocation, 'pathname' | 'search' | 'hash'>
  to: Pick<ParsedLocation, 'pathname' | 'search' | 'hash'>
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * Whether a navigation to this page starts at the top (the default). `false` keeps the scroll
     * position; a function decides per navigation. Back/Forward always restore the position the
     * visitor left, and a hash link always scrolls to its target.
     */
    scrollToTop?: boolean | ((change: ScrollChange) => boolean)
  }
}

type HistoryActionType = 'PUSH' | 'REPLACE' | 'BACK' | 'FORWARD' | 'GO'

export interface ScrollDecision {
  action: HistoryActionType
  from: ScrollChange['from'] | undefined
  to: ScrollChange['to']
  /** The rendered matches, outermost first. */
  matches: readonly { staticData?: { scrollToTop?: boolean | ((change: ScrollChange) => boolean) } | undefined }[]
}

/**
 * Whether the router should manage the window's scroll for this render (scroll to the top, restore
 * a saved position, or scroll to a hash). Only a new entry to a page that opts out is left alone.
 */
export function routerManagesScroll({ action, from, to, matches }: ScrollDecision): boolean {
  if (action !== 'PUSH' && action !== 'REPLACE') return true
  if (to.hash || !from) return true
  for (let i = matches.length - 1; i >= 0; i--) {
    const flag = matches[i]?.staticData?.scrollToTop
    if (flag === undefined) continue
    return typeof flag === 'function' ? flag({ from, to }) : flag
  }
  return true
}

export interface ScrollPolicyRouter {
  history: Pick<RouterHistory, 'subscribe'>
  subscribe(event: 'onBeforeNavigate', listener: (event: RouterEvents['onBeforeNavigate']) => void): () => void
  readonly state: { matches: ScrollDecision['matches'] }
}

/**
 * The router's `scrollRestoration` option with the per-route `scrollToTop` flag applied. The router
 * asks it after each render; `connect` feeds it the history action and where the navigation began.
 */
export function createScrollPolicy() {
  let router: ScrollPolicyRouter | undefined
  let action: HistoryActionType = 'PUSH'
  let from: ParsedLocation | undefined

  return {
    scrollRestoration: ({ location }: { location: ParsedLocation }): boolean =>
      router ? routerManagesScroll({ action, from, to: location, matches: router.state.matches }) : true,
    connect(target: ScrollPolicyRouter): () => void {
      // Scrolling happens only in the browser; the server-side router has no history yet.
      if (typeof document === 'undefined') return () => undefined
      router = target
      const offHistory = target.history.subscribe((change) => {
        action = change.action.type
      })
      const offNavigate = target.subscribe('onBeforeNavigate', (event) => {
        from = event.fromLocation
      })
      return () => {
        offHistory()
        offNavigate()
      }
    },
  }
}
