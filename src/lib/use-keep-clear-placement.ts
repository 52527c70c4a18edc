import { useLayoutEffect, type RefObject } from 'react'
import { KEEP_CLEAR, choosePlacement, coveredEdges, type Placement } from './overlay-placement'
import { keepClearOfOverlay } from './scroll-padding'

export interface KeepClearPlacementOptions {
  /** The overlay's name in the root's scroll padding (src/lib/scroll-padding.ts). */
  name: string
  /** Draws a placement: on the element at once, or through state at the next render. */
  show: (placement: Placement, overlay: HTMLElement) => void
  /**
   * Whether the overlay is drawn at a placement now, so what it covers can be measured; one that
   * `show` draws later calls `keepClearOf` once it has. Drawn at once when absent.
   */
  drawn?: (overlay: HTMLElement) => boolean
  /** Where the overlay already is as the hook starts (the notice's inline script placed it). */
  start?: (overlay: HTMLElement) => Placement | undefined
  /** A selector for more it must not cover than the headline and main call to action. */
  alsoClearOf?: string
  /** A selector for an element whose size changes may move it. */
  alsoWatch?: string
}

function headerBottom(): number {
  return Math.max(0, document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0)
}

/** Keeps what the overlay covers where it is drawn out of focus's way (WCAG 2.4.11): the root's scroll padding leaves the rest. */
export function keepClearOf(name: string, overlay: HTMLElement): void {
  keepClearOfOverlay(name, coveredEdges(overlay.getBoundingClientRect(), window.innerHeight, headerBottom()))
}

/**
 * Places a fixed overlay (the cookie notice, the language offer) with `choosePlacement`, clear of the
 * headline and main call to action, and keeps it clear as the page scrolls, resizes or reflows; the
 * first placement is chosen before the browser paints. Its scroll padding goes when it does.
 */
export function useKeepClearPlacement(
  ref: RefObject<HTMLElement | null>,
  { name, show, drawn, start, alsoClearOf, alsoWatch }: KeepClearPlacementOptions,
): void {
  useLayoutEffect(() => {
    const overlay = ref.current
    if (!overlay) return
    let frame = 0
    let current = start?.(overlay)
    const targetSelector = alsoClearOf ? `${KEEP_CLEAR}, ${alsoClearOf}` : KEEP_CLEAR
    const place = () => {
      const targets = [...document.querySelectorAll(targetSelector)].map((el) => el.getBoundingClientRect())
      const box = overlay.getBoundingClientRect()
      const next = choosePlacement(
        { height: box.height, left: box.left, right: box.right },
        window.innerHeight,
        headerBottom(),
        targets,
        current,
      )
      current = next
      show(next, overlay)
      if (drawn?.(overlay) ?? true) keepClearOf(name, overlay)
    }
    const placeNextFrame = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(place)
    }
    place()
    const observer = new ResizeObserver(placeNextFrame)
    observer.observe(overlay)
    observer.observe(document.body)
    const watched = alsoWatch ? document.querySelector(alsoWatch) : null
    if (watched) observer.observe(watched)
    window.addEventListener('scroll', placeNextFrame, { passive: true })
    window.addEventListener('resize', placeNextFrame)
    // A web font that lands can reflow the headline under the overlay without resizing either.
    document.fonts.addEventListener('loadingdone', placeNextFrame)
    return () => {
      cancelAnimationFrame(frame)
      observer.disconnect()
      document.fonts.removeEventListener('loadingdone', placeNextFrame)
      window.removeEventListener('scroll', placeNextFrame)
      window.removeEventListener('resize', placeNextFrame)
      keepClearOfOverlay(name, undefined)
    }
  }, [ref, name, show, drawn, start, alsoClearOf, alsoWatch])
}
