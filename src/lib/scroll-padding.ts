/**
 * The root's scroll padding: where the browser lands a focused element, a hash link's target or
 * scrollIntoView, clear of the sticky header and of what a fixed overlay (the cookie notice)
 * covers at the top or the bottom of the viewport (WCAG 2.4.11 and 2.4.12). The header and the
 * notice change separately; this one writer combines them.
 *
 * Written as the properties themselves, not custom properties: those are inherited, so each change
 * on `<html>` would restyle every element; and without var(), which in Chromium has the same effect
 * (264 elements restyled on `/` when it was `calc(...px + var(--space-3))`, 5 without).
 */

/** What an overlay covers, in CSS px: from the viewport's top down to `start`, from `end` above its bottom up. */
export interface CoveredEdges {
  start: number
  end: number
}

/**
 * A padding of `px` plus the gap of `--space-3`, written out like global.css's default. Self-contained:
 * the notice's inline script runs its source (src/features/consent/notice-script.ts).
 */
export function scrollPaddingFor(px: number): string {
  return `calc(${String(Math.ceil(px))}px + 1rem)`
}

let headerHeight: number | undefined
/** Each fixed overlay showing (the cookie notice, the language offer), by name. */
const overlays = new Map<string, CoveredEdges>()

/** The sticky header's measured height. */
export function keepClearOfHeader(height: number): void {
  headerHeight = height
  write()
}

/** What the overlay `name` covers now; `undefined` once it has gone. */
export function keepClearOfOverlay(name: string, edges: CoveredEdges | undefined): void {
  if (edges) overlays.set(name, edges)
  else overlays.delete(name)
  write()
}

/** What the overlays cover together: the deepest band at each edge. */
export function combinedEdges(all: Iterable<CoveredEdges>): CoveredEdges {
  let start = 0
  let end = 0
  for (const edges of all) {
    start = Math.max(start, edges.start)
    end = Math.max(end, edges.end)
  }
  return { start, end }
}

/** The values for the root, or `undefined` to leave one as it is (the stylesheet's default, or the inline script's). */
export function rootScrollPadding(header: number | undefined, edges: CoveredEdges): { start?: string; end: string } {
  const start = Math.max(header ?? 0, edges.start)
  return { start: start > 0 ? scrollPaddingFor(start) : undefined, end: edges.end > 0 ? scrollPaddingFor(edges.end) : '' }
}

function write(): void {
  const root = document.documentElement
  const edges = combinedEdges(overlays.values())
  const { start, end } = rootScrollPadding(headerHeight, edges)
  // Room at the end of the page, so its last links can scroll clear of an overlay at the bottom. On
  // <body> itself: a custom property on <html> would restyle every element.
  document.body.style.paddingBlockEnd = edges.end > 0 ? `${String(Math.ceil(edges.end))}px` : ''
  // Only a real change is written: each write restyles the root.
  if (start !== undefined && root.style.scrollPaddingBlockStart !== start) root.style.scrollPaddingBlockStart = start
  if (root.style.scrollPaddingBlockEnd !== end) root.style.scrollPaddingBlockEnd = end
}
