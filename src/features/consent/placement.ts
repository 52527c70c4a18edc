export type Placement = 'bottom' | 'top'

interface Box {
  top: number
  bottom: number
}

const MARGIN = 8

function covers(placement: Placement, height: number, viewport: number, target: Box): boolean {
  const band = placement === 'bottom' ? { top: viewport - height - MARGIN, bottom: viewport } : { top: 0, bottom: height + MARGIN }
  return target.bottom > band.top && target.top < band.bottom
}

/**
 * Where the notice goes so it never covers a visible main call to action: it stays where it is
 * while that is clear (no jumping back and forth while scrolling), otherwise moves to the other
 * edge. When both edges would cover one (a tiny viewport), the bottom wins and the page's extra
 * end space lets the visitor scroll the button clear.
 */
export function choosePlacement(current: Placement, height: number, viewport: number, targets: readonly Box[]): Placement {
  const visible = targets.filter((t) => t.bottom > 0 && t.top < viewport)
  const clear = (p: Placement) => visible.every((t) => !covers(p, height, viewport, t))
  if (clear(current)) return current
  const other: Placement = current === 'bottom' ? 'top' : 'bottom'
  return clear(other) ? other : 'bottom'
}
