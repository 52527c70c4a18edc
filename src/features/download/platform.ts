import { useSyncExternalStore } from 'react'
import type { StoreKey } from '@/config/site'

export type Platform = StoreKey | 'desktop'

/** iPadOS Safari presents itself as a Mac, so a "Macintosh" that reports touch points is an iPad. */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): Platform {
  if (/android/i.test(userAgent)) return 'android'
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios'
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios'
  return 'desktop'
}

export function storeOrder(platform: Platform): readonly [StoreKey, StoreKey] {
  return platform === 'android' ? ['android', 'ios'] : ['ios', 'android']
}

const noSubscription = () => () => {}

/**
 * Prerendering and hydration see `desktop` (the neutral page with both stores); React re-renders
 * with the client snapshot right after hydration, so there is no mismatch.
 */
export function usePlatform(): Platform {
  return useSyncExternalStore(
    noSubscription,
    () => detectPlatform(navigator.userAgent, navigator.maxTouchPoints),
    () => 'desktop',
  )
}
