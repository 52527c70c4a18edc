import { useEffect, useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRouter, type AnyRouter } from '@tanstack/react-router'
import { isOnline, useOnlineStatus } from '@/lib/online-status'

function samePage(a: { pathname: string; search: string }, b: { pathname: string; search: string }): boolean {
  return a.pathname === b.pathname && a.search === b.search
}

/** True when the target's code and data are already in the browser; prefetching offline fails fast, so this is quick. */
export async function canOpenOffline(router: AnyRouter, next: { pathname: string; search: string }): Promise<boolean> {
  try {
    const matches = await router.preloadRoute({ to: next.pathname, search: router.options.parseSearch(next.search) })
    return matches !== undefined && matches.every((match) => match.status !== 'error')
  } catch {
    return false
  }
}

/**
 * An offline navigation that would need the network is held back before it leaves the page, so the
 * current page and anything typed into it stay as they are.
 */
export function OfflineNotice() {
  const { t } = useLingui()
  const online = useOnlineStatus()
  const router = useRouter()
  const [blockedHref, setBlockedHref] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  const retryButton = useRef<HTMLButtonElement>(null)
  const refocusRetry = useRef(false)

  useEffect(() => {
    if (online) return
    return router.history.block({
      enableBeforeUnload: false,
      blockerFn: async ({ currentLocation, nextLocation }) => {
        if (isOnline() || samePage(currentLocation, nextLocation)) return false
        if (await canOpenOffline(router, nextLocation)) return false
        setBlockedHref(nextLocation.href)
        setAttempt((n) => n + 1)
        return true
      },
    })
  }, [online, router])

  useEffect(() => {
    // A later navigation that got through makes the old alert moot.
    return router.subscribe('onResolved', () => setBlockedHref(null))
  }, [router])

  useEffect(() => {
    // Blocked again: the alert was rendered anew (so it is announced again); keep the keyboard on its button.
    if (!refocusRetry.current) return
    refocusRetry.current = false
    retryButton.current?.focus()
  }, [attempt])

  const retry = () => {
    if (!blockedHref) return
    refocusRetry.current = true
    void router.navigate({ href: blockedHref })
  }

  return (
    <div className="offline-notices">
      <p className="offline-banner" role="status">
        {!online && (
          <Trans comment="Banner at the bottom of the screen while the device has no internet connection">
            You're offline. Pages you have already opened still work.
          </Trans>
        )}
      </p>
      {blockedHref !== null && (
        <div className="offline-alert" role="alert" key={attempt}>
          <p>
            <Trans comment="Alert when a link was followed while offline; the current page stays open">
              This page can't be opened while you're offline. Anything you've entered here is kept.
            </Trans>
          </p>
          <button ref={retryButton} type="button" className="button button--primary" onClick={retry}>
            <Trans comment="Button on the error page that tries loading the page again">Try again</Trans>
          </button>
          <button
            type="button"
            className="offline-alert__close"
            aria-label={t({
              message: 'Dismiss',
              context: 'close a notice',
              comment: 'Accessible name of the button that closes the offline notice',
            })}
            onClick={() => setBlockedHref(null)}
          >
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      )}
    </div>
  )
}
