import { useEffect, useState, useSyncExternalStore } from 'react'
import { useRouter, type AnyRouteMatch } from '@tanstack/react-router'
import { HIDDEN, createProgress } from './progress'

export function navigationFailed(matches: readonly Pick<AnyRouteMatch, 'status' | '_notFound'>[]): boolean {
  return matches.some((match) => match.status === 'error' || match.status === 'notFound' || match._notFound === true)
}

/**
 * Purely visual, so hidden from assistive technology: screen readers learn of the new page from the
 * focus move. It starts only after the first load, so the prerendered page never shows it.
 */
export function ProgressBar() {
  const router = useRouter()
  const [progress] = useState(() => createProgress())

  useEffect(() => {
    const offStart = router.subscribe('onBeforeNavigate', (event) => {
      if (event.fromLocation) progress.start()
    })
    const offEnd = router.subscribe('onResolved', () => {
      if (navigationFailed(router.state.matches)) progress.fail()
      else progress.finish()
    })
    return () => {
      offStart()
      offEnd()
      progress.dispose()
    }
  }, [router, progress])

  const state = useSyncExternalStore(progress.subscribe, progress.getState, () => HIDDEN)
  return (
    <div className="nav-progress" aria-hidden="true" data-visible={state.visible} data-failed={state.failed}>
      <div className="nav-progress__bar" style={{ transform: `scaleX(${state.value})` }} />
    </div>
  )
}
