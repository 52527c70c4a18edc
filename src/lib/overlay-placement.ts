import type { CoveredEdges } from './scroll-padding'

/** What an overlay (the cookie notice, the language offer) must never cover: the headline and main call to action. */
export const KEEP_CLEAR = 'main h1, [data-primary-cta], main .button--primary'

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
 * Keeps the notice off what a visitor came for (`targets`: headline, main call to action). Prefers
 * the bottom (hides the least), then the top below the header, a gap just below a target (a small
 * phone's first screen), over the header; when all cover one, the bottom, with end space to scroll
 * the button clear. Targets under the sticky header or off screen don't count.
 *
 * It stays in `current` while that covers no target, even if a preferred spot frees up: a visible
 * notice that moves is a layout shift (a late web font shrinking it once made it jump to the bottom).
 *
 * Self-contained on purpose: its source runs in an inline script before first paint (notice-script.ts).
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

/**
 * What the placed notice hides from focus and scrolled-to targets (WCAG 2.4.11): at the bottom, the
 * band it covers there; elsewhere it leaves the larger free band, above it or below it, and covers
 * the rest. The root's scroll padding keeps that band (src/lib/scroll-padding.ts).
 *
 * Self-contained on purpose: its source runs in the inline script too (notice-script.ts).
 */
export function coveredEdges(notice: { top: number; bottom: number }, viewport: number, headerBottom: number): CoveredEdges {
  const atBottom = notice.bottom >= viewport - 1
  const above = notice.top - headerBottom
  const below = viewport - notice.bottom
  return atBottom || above >= below ? { start: 0, end: viewport - notice.top } : { start: notice.bottom, end: 0 }
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
