import { useSyncExternalStore } from 'react'
import { onlineManager } from '@tanstack/react-query'

/** As Query tracks it for its requests, so the whole site has one source. */
export function isOnline(): boolean {
  return onlineManager.isOnline()
}

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange)

/** The prerendered HTML assumes online. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true)
}
