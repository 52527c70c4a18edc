import { DEFAULT_LOCALE } from '@/lib/i18n/locales'
import { swapPathLocale } from '@/lib/paths/site-paths'

export interface RenderedNavigation {
  fromLocation?: { pathname: string; hash: string } | undefined
  toLocation: { pathname: string; hash: string }
}

export type FocusTarget = { type: 'page' } | { type: 'hash'; id: string } | { type: 'none' }

/** The page a path shows, whatever its language. */
function pageOf(pathname: string): string {
  return swapPathLocale(pathname, DEFAULT_LOCALE)
}

/**
 * A new page takes focus (so screen readers announce it); a hash link hands focus to its target.
 * The first load, a language switch of the same page and search-only updates leave focus alone:
 * the visitor is still where they were, often on the control they just used.
 */
export function focusTargetFor(event: RenderedNavigation): FocusTarget {
  const { fromLocation: from, toLocation: to } = event
  if (!from) return { type: 'none' }
  if (pageOf(from.pathname) !== pageOf(to.pathname)) return to.hash ? { type: 'hash', id: to.hash } : { type: 'page' }
  if (to.hash && to.hash !== from.hash) return { type: 'hash', id: to.hash }
  return { type: 'none' }
}

function focusWithoutScrolling(element: HTMLElement): void {
  // Headings and sections are not focusable by default; -1 lets script focus them without adding a tab stop.
  if (!element.hasAttribute('tabindex') && element.tabIndex < 0) element.setAttribute('tabindex', '-1')
  element.focus({ preventScroll: true })
}

/** Moves focus to the new page's main heading, or its main landmark when it has none. */
export function focusNewPage(doc: Document = document): HTMLElement | null {
  const main = doc.querySelector<HTMLElement>('main')
  const target = main?.querySelector<HTMLElement>('h1') ?? main ?? doc.querySelector<HTMLElement>('h1')
  if (!target) return null
  focusWithoutScrolling(target)
  return target
}

/** Moves focus to a hash link's target; scrolling is the router's job. */
export function focusHashTarget(id: string, doc: Document = document): HTMLElement | null {
  const target = doc.getElementById(id)
  if (!target) return focusNewPage(doc)
  focusWithoutScrolling(target)
  return target
}

/** Focus fell back to the page itself, typically because the focused control was removed (a retried error page). */
export function focusWasLost(doc: Document = document): boolean {
  return doc.activeElement === null || doc.activeElement === doc.body
}

export function applyFocus(target: FocusTarget, doc: Document = document): HTMLElement | null {
  if (target.type === 'page') return focusNewPage(doc)
  if (target.type === 'hash') return focusHashTarget(target.id, doc)
  return null
}
