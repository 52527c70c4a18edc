export type Placement = 'bottom' | 'top'

export interface Box {
  top: number
  bottom: number
  left: number
  right: number
}

const MARGIN = 8

/** The notice's box at a placement: same width and side, at the bottom edge or below the header. */
function bandAt(placement: Placement, notice: { height: number; left: number; right: number }, viewport: number, topOffset: number): Box {
  return placement === 'bottom'
    ? { top: viewport - notice.height - MARGIN, bottom: viewport, left: notice.left, right: notice.right }
    : { top: 0, bottom: topOffset + notice.height + MARGIN, left: notice.left, right: notice.right }
}

function intersects(a: Box, b: Box): boolean {
  return a.bottom > b.top && a.top < b.bottom && a.right > b.left && a.left < b.right
}

/**
 * Where the notice goes so it never covers a visible main call to action: at the bottom (where
 * it hides the least) unless that covers one, then at the top below the header. When both
 * would (a tiny viewport), the bottom wins and the page's extra end space lets the visitor
 * scroll the button clear.
 */
export function choosePlacement(notice: { height: number; left: number; right: number }, viewport: number, topOffset: number, targets: readonly Box[]): Placement {
  const visible = targets.filter((t) => t.bottom > 0 && t.top < viewport)
  const clear = (p: Placement) => visible.every((t) => !intersects(bandAt(p, notice, viewport, topOffset), t))
  if (clear('bottom')) return 'bottom'
  return clear('top') ? 'top' : 'bottom'
}
