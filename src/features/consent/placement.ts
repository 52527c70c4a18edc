export interface Placement {
  edge: 'bottom' | 'top'
  /** Distance from the top of the viewport, for the top edge: below the sticky header, or 0. */
  offset: number
}

export interface Box {
  top: number
  bottom: number
  left: number
  right: number
}

const MARGIN = 8

function bandAt(placement: Placement, notice: { height: number; left: number; right: number }, viewport: number): Box {
  return placement.edge === 'bottom'
    ? { top: viewport - notice.height - MARGIN, bottom: viewport, left: notice.left, right: notice.right }
    : { top: placement.offset, bottom: placement.offset + notice.height + MARGIN, left: notice.left, right: notice.right }
}

function intersects(a: Box, b: Box): boolean {
  return a.bottom > b.top && a.top < b.bottom && a.right > b.left && a.left < b.right
}

/**
 * Where the notice goes so it never covers a visible main call to action: at the bottom (where
 * it hides the least), else at the top below the header, else over the header (small phones).
 * When every spot would cover one, the bottom wins and the page's extra end space lets the
 * visitor scroll the button clear.
 */
export function choosePlacement(notice: { height: number; left: number; right: number }, viewport: number, headerBottom: number, targets: readonly Box[]): Placement {
  const visible = targets.filter((t) => t.bottom > 0 && t.top < viewport)
  const candidates: Placement[] = [
    { edge: 'bottom', offset: 0 },
    { edge: 'top', offset: headerBottom },
    { edge: 'top', offset: 0 },
  ]
  const clear = candidates.find((p) => visible.every((t) => !intersects(bandAt(p, notice, viewport), t)))
  return clear ?? { edge: 'bottom', offset: 0 }
}
