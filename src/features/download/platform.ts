import { useSyncExternalStore } from 'react'
import type { StoreKey } from '@/config/site'

export type Platform = StoreKey | 'desktop'

/**
 * Which store a visitor's device uses. iPadOS Safari presents itself as a Mac, so a "Macintosh"
 * that reports touch points is an iPad.
 */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): Platform {
  if (/android/i.test(userAgent)) return 'android'
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios'
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios'
  return 'desktop'
}

/** Stores in the order a visitor on `platform` should see them: their own first. */
export function storeOrder(platform: Platform): readonly [StoreKey, StoreKey] {
  return platform === 'android' ? ['android', 'ios'] : ['ios', 'android']
}

const noSubscription = () => () => {}

/**
 * The visitor's platform. Prerendering and hydration see `desktop` (the neutral page that
 * shows both stores); the browser's answer is applied right after hydration, without a
 * mismatch, because React re-renders with the client snapshot once hydration is done.
 */
export function usePlatform(): Platform {
  return useSyncExternalStore(
    noSubscription,
    () => detectPlatform(navigator.userAgent, navigator.maxTouchPoints),
    () => 'desktop',
  )
}
