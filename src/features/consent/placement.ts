export interface Placement {
  /** At the bottom, at the top (below the header, or over it), or between the page's key elements. */
  edge: 'bottom' | 'top' | 'between'
  /** Distance of the notice's top from the top of the viewport; unused at the bottom. */
  offset: number
}

export interface Box {
  top: number
  bottom: number
  left: number
  right: number
}

/**
 * Where the notice goes so it never covers what a visitor came for (the page's headline and main
 * call to action, `targets`): at the bottom (where it hides the least), else at the top below the
 * header, else in a gap just below one of the targets (a small phone's first screen, where the
 * headline is at the top and the call to action at the bottom), else over the header. When every
 * spot would cover one, the bottom wins and the page's extra end space lets the visitor scroll
 * the button clear. Targets scrolled under the sticky header or out of the viewport don't count.
 *
 * Given the spot the notice is in (`current`), it stays there for as long as that spot covers no
 * target, even if one it prefers is free again: a visible notice that moves is a layout shift and
 * loses the reader's place. (A web font arriving after the first placement shrinks the notice; it
 * then fit at the bottom and jumped there from the top.)
 *
 * Self-contained on purpose (it refers to nothing outside its own body): the prerendered page
 * runs this very function's source in an inline script before its first paint (notice-script.ts).
 */
export function choosePlacement(
  notice: { height: number; left: number; right: number },
  viewport: number,
  headerBottom: number,
  targets: readonly Box[],
  current?: Placement,
): Placement {
  const margin = 8
  const band = (placement: Placement): Box =>
    placement.edge === 'bottom'
      ? { top: viewport - notice.height - margin, bottom: viewport, left: notice.left, right: notice.right }
      : {
          top: placement.offset - (placement.edge === 'between' ? margin : 0),
          bottom: placement.offset + notice.height + margin,
          left: notice.left,
          right: notice.right,
        }
  const intersects = (a: Box, b: Box) => a.bottom > b.top && a.top < b.bottom && a.right > b.left && a.left < b.right
  const visible = targets.filter((t) => t.bottom > headerBottom && t.top < viewport)
  // A gap below a target must lie between the header and the viewport's end, notice and all.
  const fits = (p: Placement) => p.edge !== 'between' || (p.offset >= headerBottom && p.offset + notice.height + margin <= viewport)
  const gaps: Placement[] = visible
    .map((t) => ({ edge: 'between' as const, offset: t.bottom + margin }))
    .sort((a, b) => a.offset - b.offset)
  const candidates: Placement[] = [
    { edge: 'bottom', offset: 0 },
    { edge: 'top', offset: headerBottom },
    ...gaps,
    { edge: 'top', offset: 0 },
  ]
  // The current spot, recomputed for today's header: bottom, below the header, over it, or the
  // same gap (the notice is fixed: it stays where it is on the screen).
  const kept =
    current &&
    (current.edge === 'between' ? current : candidates[current.edge === 'bottom' ? 0 : current.offset > 0 ? 1 : candidates.length - 1])
  const clear = [...(kept ? [kept] : []), ...candidates].find((p) => fits(p) && visible.every((t) => !intersects(band(p), t)))
  return clear ?? { edge: 'bottom', offset: 0 }
}

/** Where the inline placement script put the notice, read back from its class and style. */
export function scriptedPlacement(notice: HTMLElement): Placement | undefined {
  if (notice.classList.contains('cookie-notice--bottom')) return { edge: 'bottom', offset: 0 }
  const edge = notice.classList.contains('cookie-notice--top')
    ? 'top'
    : notice.classList.contains('cookie-notice--between')
      ? 'between'
      : undefined
  if (!edge) return undefined
  const offset = Number.parseFloat(notice.style.insetBlockStart)
  return { edge, offset: Number.isFinite(offset) ? offset : 0 }
}
