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

/**
 * Writes `<html data-platform>`, by which the download page's CSS shows the visitor's variant
 * (download-page.css), outside React's attributes, so hydration has nothing to disagree with. The
 * prerendered page does it in its head (platform-mark.inline.js); a navigation within the site here.
 */
export function markPlatform(): void {
  document.documentElement.dataset.platform = detectPlatform(navigator.userAgent, navigator.maxTouchPoints)
}
