import { useEffect } from 'react'
import { useRouter } from '@tanstack/react-router'
import { applyFocus, focusTargetFor, focusWasLost } from './focus'

/**
 * Keeps `--header-offset` equal to the sticky header's real height (it grows when the navigation
 * wraps on narrow screens), so hash targets never end up hidden under it.
 */
function useStickyHeaderOffset(): void {
  const router = useRouter()
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return
    const root = document.documentElement
    let observed: Element | null = null
    const resize = new ResizeObserver((entries) => {
      const height = entries[0]?.borderBoxSize[0]?.blockSize
      if (height !== undefined) root.style.setProperty('--header-offset', `${Math.ceil(height)}px`)
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
