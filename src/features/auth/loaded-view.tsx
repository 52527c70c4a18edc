import { useEffect, useState, type ReactNode } from 'react'
import { ErrorAlert, LoadingStatus } from './auth-action-messages'
import { authActionErrorKind } from './auth-errors'
import { isOnline } from '@/lib/online-status'

type Loading<T> = { kind: 'loading' } | { kind: 'failed'; error: unknown } | { kind: 'ready'; value: T }

/** "Checking your link…" while `load` fetches a view; a failed download (offline) says so and offers a retry. */
export function LoadedView<T>({ load, children }: { load: () => Promise<T>; children: (value: T) => ReactNode }) {
  const [state, setState] = useState<Loading<T>>({ kind: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let live = true
    load().then(
      (value) => live && setState({ kind: 'ready', value }),
      (error: unknown) => live && setState({ kind: 'failed', error }),
    )
    return () => {
      live = false
    }
  }, [load, attempt])

  switch (state.kind) {
    case 'loading':
      return <LoadingStatus />
    case 'failed':
      return (
        <ErrorAlert
          kind={authActionErrorKind(state.error, isOnline())}
          onRetry={() => {
            setState({ kind: 'loading' })
            setAttempt((n) => n + 1)
          }}
        />
      )
    case 'ready':
      return children(state.value)
  }
}
