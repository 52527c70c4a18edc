import { useSyncExternalStore } from 'react'
import { onlineManager } from '@tanstack/react-query'

/** The browser's online flag, as Query tracks it for its requests: one source for the whole site. */
export function isOnline(): boolean {
  return onlineManager.isOnline()
}

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange)

/** The online flag, live. The prerendered HTML assumes online. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true)
}
