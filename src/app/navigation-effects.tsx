import { useEffect } from 'react'
import { useRouter } from '@tanstack/react-router'
import { applyFocus, focusTargetFor, focusWasLost } from '../features/navigation/focus'
import { keepClearOfHeader } from '@/lib/scroll-padding'

/** A malformed hash (bad percent-encoding) names nothing. */
function hashTarget(): HTMLElement | null {
  const raw = window.location.hash.slice(1)
  if (!raw) return null
  try {
    return document.getElementById(decodeURIComponent(raw))
  } catch {
    return null
  }
}

/**
 * Keeps hash targets and focus out from under the sticky header, whose height grows when the nav
 * wraps (the root's scroll padding, src/lib/scroll-padding.ts). On a fresh load with a hash the
 * browser scrolled before the offset and web fonts settled, so the target is realigned until the
 * visitor scrolls or navigates.
 */
function useStickyHeaderOffset(): void {
  const router = useRouter()
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return
    let observed: Element | null = null
    let settling = window.location.hash.length > 1
    const stopSettling = () => {
      settling = false
    }
    const userScrollEvents = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const
    for (const type of userScrollEvents) window.addEventListener(type, stopSettling, { once: true, passive: true })
    const offStopOnNavigate = router.subscribe('onBeforeNavigate', stopSettling)
    const resize = new ResizeObserver((entries) => {
      const height = entries[0]?.borderBoxSize[0]?.blockSize
      if (height === undefined) return
      keepClearOfHeader(height)
      if (settling) hashTarget()?.scrollIntoView()
    })
    const attach = () => {
      const header = document.querySelector('.site-header')
      if (header === observed) return
      if (observed) resize.unobserve(observed)
      observed = header
      if (header) resize.observe(header)
    }
    attach()
    // An error page can render a new header element; follow it.
    const off = router.subscribe('onRendered', attach)
    return () => {
      off()
      offStopOnNavigate()
      for (const type of userScrollEvents) window.removeEventListener(type, stopSettling)
      resize.disconnect()
    }
  }, [router])
}

/** After each navigation renders, focus (and with it the screen reader) moves to the new page. */
function useFocusOnNavigation(): void {
  const router = useRouter()
  useEffect(
    () =>
      router.subscribe('onRendered', (event) => {
        const target = focusTargetFor(event)
        applyFocus(target.type === 'none' && event.fromLocation && focusWasLost() ? { type: 'page' } : target)
      }),
    [router],
  )
}

export function NavigationEffects() {
  useStickyHeaderOffset()
  useFocusOnNavigation()
  return null
}
