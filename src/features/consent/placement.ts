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

/**
 * Where the notice goes so it never covers a visible main call to action: at the bottom (where
 * it hides the least), else at the top below the header, else over the header (small phones).
 * When every spot would cover one, the bottom wins and the page's extra end space lets the
 * visitor scroll the button clear.
 *
 * Given the spot the notice is in (`current`), it stays there for as long as that spot covers no
 * call to action, even if one it prefers is free again: a visible notice that moves is a layout
 * shift and loses the reader's place. (A web font arriving after the first placement shrinks the
 * notice; it then fit at the bottom and jumped there from the top.)
 *
 * Self-contained on purpose (it refers to nothing outside its own body): the prerendered page
 * runs this very function's source in an inline script before its first paint (notice-script.ts).
 */
export function choosePlacement(notice: { height: number; left: number; right: number }, viewport: number, headerBottom: number, targets: readonly Box[], current?: Placement): Placement {
  const margin = 8
  const band = (placement: Placement): Box =>
    placement.edge === 'bottom'
      ? { top: viewport - notice.height - margin, bottom: viewport, left: notice.left, right: notice.right }
      : { top: placement.offset, bottom: placement.offset + notice.height + margin, left: notice.left, right: notice.right }
  const intersects = (a: Box, b: Box) => a.bottom > b.top && a.top < b.bottom && a.right > b.left && a.left < b.right
  const visible = targets.filter((t) => t.bottom > 0 && t.top < viewport)
  const candidates: Placement[] = [
    { edge: 'bottom', offset: 0 },
    { edge: 'top', offset: headerBottom },
    { edge: 'top', offset: 0 },
  ]
  // The current spot, recomputed for today's header: bottom, below the header, or over it.
  const kept = current && candidates[current.edge === 'bottom' ? 0 : current.offset > 0 ? 1 : 2]
  const clear = [...(kept ? [kept] : []), ...candidates].find((p) => visible.every((t) => !intersects(band(p), t)))
  return clear ?? { edge: 'bottom', offset: 0 }
}

/** Where the inline placement script put the notice, read back from its class and style. */
export function scriptedPlacement(notice: HTMLElement): Placement | undefined {
  if (notice.classList.contains('cookie-notice--bottom')) return { edge: 'bottom', offset: 0 }
  if (!notice.classList.contains('cookie-notice--top')) return undefined
  const offset = Number.parseFloat(notice.style.insetBlockStart)
  return { edge: 'top', offset: Number.isFinite(offset) ? offset : 0 }
}
