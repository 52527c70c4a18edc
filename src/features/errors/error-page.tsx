import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { describeFailure, messageOf, type Failure } from '@/features/errors/failure'
import { isOnline } from '@/lib/online-status'
import {
  documentJustReloaded,
  markRouterReload,
  mayReloadForChunk,
  recordChunkReload,
  routerReloadedFor,
} from '@/features/errors/reload-guard'
import { StatusPage } from '@/features/errors/status-page'

/** Says what failed in the visitor's terms and offers the way out that fits: retry, wait for the connection, or reload. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  // What the page says depends on the connection when this error happened, not on later changes.
  // A retry that fails again renders here with a new error, which is judged afresh.
  const failure = useMemo<Failure>(() => describeFailure(error, isOnline()), [error])
  const errorMessage = messageOf(error)
  const reloading = useMemo(
    () =>
      failure.kind === 'chunk' &&
      typeof window !== 'undefined' &&
      !documentJustReloaded() &&
      !routerReloadedFor(errorMessage) &&
      mayReloadForChunk(window.location.href),
    [failure, errorMessage],
  )
  const [retrying, setRetrying] = useState(false)

  const retry = useCallback(async () => {
    setRetrying(true)
    try {
      await router.invalidate()
      reset()
    } finally {
      setRetrying(false)
    }
  }, [router, reset])

  useEffect(() => {
    // A deploy removed the chunk this page needs: one reload fetches the new build.
    if (!reloading || !recordChunkReload(window.location.href)) return
    markRouterReload(errorMessage)
    window.location.reload()
  }, [reloading, errorMessage])

  useEffect(() => {
    if (failure.kind !== 'offline') return
    // Offline-aware: the page loads by itself once the connection is back.
    const onOnline = () => void retry()
    window.addEventListener('online', onOnline)
    return () => window.removeEventListener('online', onOnline)
  }, [failure.kind, retry])

  const retryButton = (
    <button type="button" className="button button--primary" onClick={() => void retry()} disabled={retrying}>
      <Trans comment="Button on the error page that tries loading the page again">Try again</Trans>
    </button>
  )

  return reloading ? <ReloadingView /> : <FailureView failure={failure} retryButton={retryButton} />
}

function ReloadingView() {
  return (
    <StatusPage
      title={
        <Trans comment="Heading shown for a moment while the page reloads itself to pick up a new version of the site">
          Loading the latest version…
        </Trans>
      }
    >
      <p role="status">
        <Trans comment="Shown while the page reloads itself after the site was updated">
          The site was updated while you were here. Reloading…
        </Trans>
      </p>
    </StatusPage>
  )
}

function FailureView({ failure, retryButton }: { failure: Failure; retryButton: ReactNode }) {
  switch (failure.kind) {
    case 'not-found':
      return (
        <StatusPage
          status={failure.status}
          title={<Trans comment="Heading of the 404 page">This page could not be found</Trans>}
          actions={retryButton}
        />
      )
    case 'offline':
      return (
        <StatusPage
          title={<Trans comment="Heading of the error page when a page could not load because the device is offline">You're offline</Trans>}
          actions={retryButton}
        >
          <p>
            <Trans comment="Explanation on the offline error page">
              This page needs an internet connection. It will load as soon as you're back online.
            </Trans>
          </p>
        </StatusPage>
      )
    case 'network':
      return (
        <StatusPage
          title={<Trans comment="Heading of the error page when the server could not be reached">Connection problem</Trans>}
          actions={retryButton}
        >
          <p>
            <Trans comment="Explanation on the connection-problem error page">
              We couldn't reach the server. Check your connection and try again.
            </Trans>
          </p>
        </StatusPage>
      )
    case 'chunk':
      return (
        <StatusPage
          title={
            <Trans comment="Heading of the error page when part of the site's code could not be downloaded">
              This page could not be loaded
            </Trans>
          }
          actions={
            <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
              <Trans comment="Button that reloads the browser page">Reload page</Trans>
            </button>
          }
        >
          <p>
            <Trans comment="Explanation when part of the site's code could not be downloaded, usually after an update">
              The site may have been updated since you opened it. Reload the page to get the latest version.
            </Trans>
          </p>
        </StatusPage>
      )
    case 'unknown-middleware': {
      const name = failure.middleware ?? ''
      return (
        <StatusPage
          status={failure.status}
          title={
            <Trans comment="Heading of the error page when a page names a route middleware the site does not have; {name} is its technical name, keep it as is">
              Unknown middleware {name}
            </Trans>
          }
        />
      )
    }
    case 'server':
      return (
        <StatusPage
          status={failure.status}
          title={<Trans comment="Heading of the generic error page">Something went wrong</Trans>}
          actions={retryButton}
        >
          <p>
            <Trans comment="Explanation on the generic error page">This page could not be loaded. Please try again in a moment.</Trans>
          </p>
        </StatusPage>
      )
  }
}
