/**
 * Measurements taken inside the page for the WCAG 2.2 checks (e2e/wcag22.spec.ts, e2e/every-page.spec.ts).
 * Each function is passed to `page.evaluate`, so it is self-contained: no imports, no helpers
 * outside its body. They only measure; e2e/lib/wcag.ts judges what they return.
 */
import type { BackdropLayer, Box, TextLine } from './wcag.ts'

/** The focused element as a visitor sees it. */
export interface FocusStop {
  name: string
  box: Box
  /** Points spread over the element: true where it is on screen and nothing else is drawn over it. */
  samples: boolean[]
  /** What is drawn over it where it is not seen. */
  coveredBy: string[]
  /** Heights of the fixed and sticky layers on screen that do not hold it (header, notice). */
  overlays: number[]
  viewportHeight: number
  outline: { style: string; width: number; color: string }
  /** The ring's box (outline and offset) lies inside every box that clips it. */
  ringWhole: boolean
  /** Backgrounds behind the ring, nearest first, up to the first opaque one. */
  backdrop: BackdropLayer[]
}

declare global {
  interface Window {
    /** The keyboard walk's record (recordFocusStops). */
    __focusWalk?: { stops: FocusStop[]; done: boolean; scrollY: number; measure: () => FocusStop | null }
  }
}

/**
 * Sets up the measurement of focus stops. With `onKeydown`, each Tab key press from now on records
 * the element focused before it, scrolled into view by then, until focus leaves the page or comes
 * back to an element already seen: recording in the page spares a round trip per stop. Returns how
 * many stops to expect at most.
 */
export function recordFocusStops(onKeydown: boolean): number {
  const measure = (): FocusStop | null => {
    const el = document.activeElement
    if (!(el instanceof HTMLElement || el instanceof SVGElement) || el === document.body) return null
    const describe = (node: Element) => {
      const text = (node.getAttribute('aria-label') ?? node.textContent).replace(/\s+/g, ' ').trim().slice(0, 40)
      const cls = typeof node.className === 'string' && node.className ? `.${node.className.trim().split(/\s+/)[0] ?? ''}` : ''
      return `${node.tagName.toLowerCase()}${cls}${text ? ` "${text}"` : ''}`
    }
    const box = el.getBoundingClientRect()
    const samples: boolean[] = []
    const coveredBy = new Set<string>()
    const n = 5
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        const x = box.left + ((i + 0.5) * box.width) / n
        const y = box.top + ((j + 0.5) * box.height) / n
        if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) {
          samples.push(false)
          continue
        }
        const hit = document.elementFromPoint(x, y)
        const seen = hit !== null && (el.contains(hit) || hit.contains(el))
        samples.push(seen)
        if (!seen && hit) coveredBy.add(describe(hit.closest('header, section, aside, div, nav, footer') ?? hit))
      }
    }
    // Only needed, and costly, where the element is not seen whole.
    const overlays = samples.every(Boolean)
      ? []
      : [...document.querySelectorAll('body *')]
          .filter((node) => {
            const position = getComputedStyle(node).position
            return (
              (position === 'fixed' || position === 'sticky') && !node.contains(el) && node.checkVisibility({ visibilityProperty: true })
            )
          })
          .map((node) => node.getBoundingClientRect())
          .filter((r) => r.bottom > 0 && r.top < window.innerHeight && r.height > 0)
          .map((r) => Math.min(r.bottom, window.innerHeight) - Math.max(r.top, 0))

    const style = getComputedStyle(el)
    const width = Number.parseFloat(style.outlineWidth) || 0
    const reach = width + (Number.parseFloat(style.outlineOffset) || 0)
    const ring = { left: box.left - reach, top: box.top - reach, right: box.right + reach, bottom: box.bottom + reach }
    let ringWhole = true
    const backdrop: BackdropLayer[] = []
    let opaque = false
    // A ring drawn inside the element (a negative offset) lies on its own background.
    const first = (Number.parseFloat(style.outlineOffset) || 0) < 0 ? el : el.parentElement
    for (let node: Element | null = first; node; node = node.parentElement) {
      const s = getComputedStyle(node)
      if (node !== el && (s.overflowX !== 'visible' || s.overflowY !== 'visible')) {
        const clip = node.getBoundingClientRect()
        const inside =
          ring.left >= clip.left - 0.5 && ring.top >= clip.top - 0.5 && ring.right <= clip.right + 0.5 && ring.bottom <= clip.bottom + 0.5
        if (!inside && node !== document.documentElement && node !== document.body) ringWhole = false
      }
      if (!opaque && (s.backgroundColor !== 'rgba(0, 0, 0, 0)' || s.backgroundImage !== 'none')) {
        backdrop.push({ color: s.backgroundColor, image: s.backgroundImage })
        opaque = s.backgroundImage === 'none' && /^rgb\(/.test(s.backgroundColor)
      }
    }
    return {
      name: describe(el),
      box: { left: box.left, top: box.top, right: box.right, bottom: box.bottom },
      samples,
      coveredBy: [...coveredBy],
      overlays,
      viewportHeight: window.innerHeight,
      outline: { style: style.outlineStyle, width, color: style.outlineColor },
      ringWhole,
      backdrop,
    }
  }
  const stops: FocusStop[] = []
  const seen = new Set<Element>()
  const walk = { stops, done: false, scrollY: window.scrollY, measure }
  window.__focusWalk = walk
  if (onKeydown)
    document.addEventListener(
      'keydown',
      (event) => {
        const el = document.activeElement
        if (event.key !== 'Tab' || walk.done || !el || el === document.body) {
          if (stops.length > 0 && el === document.body) walk.done = true
          return
        }
        if (seen.has(el)) {
          walk.done = true
          return
        }
        seen.add(el)
        const stop = measure()
        if (stop) stops.push(stop)
      },
      { capture: true },
    )
  const focusable = 'a[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable="true"]'
  return [...document.querySelectorAll<HTMLElement>(focusable)].filter((el) => el.tabIndex >= 0 && el.checkVisibility()).length
}

/**
 * The element focused now, measured once the page has settled: after a scroll, what moves with it
 * (the cookie notice leaving a call to action's way) moves a frame or two later, as a visitor sees it.
 */
export async function settledFocusStop(): Promise<FocusStop | null> {
  const walk = window.__focusWalk
  if (!walk) return null
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
  for (let i = 0; i < 5 && window.scrollY !== walk.scrollY; i++) {
    walk.scrollY = window.scrollY
    await frame()
    await frame()
  }
  return walk.measure()
}

/** The stops recorded so far, and the element focused now unless the walk has ended. */
export function readFocusStops(): { stops: FocusStop[]; done: boolean } {
  const walk = window.__focusWalk
  if (!walk) return { stops: [], done: true }
  const last = walk.done ? null : walk.measure()
  return {
    stops: last && !walk.stops.some((s) => s.name === last.name && s.box.top === last.box.top) ? [...walk.stops, last] : walk.stops,
    done: walk.done,
  }
}

/** Every control a visitor can tap, except links inside running text (WCAG 2.5.8's exception). */
export function measureTargets(): { name: string; box: Box; layer: number }[] {
  const selector =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [tabindex]:not([tabindex="-1"])'
  const inText = (el: Element) => {
    if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false
    const block = el.parentElement?.closest('p, li, dd, td, th, figcaption, blockquote, label')
    const own = el.textContent.trim().length
    return block !== null && block !== undefined && block.textContent.trim().length > own + 1
  }
  const layers: Element[] = []
  const layerOf = (el: Element) => {
    for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
      const position = getComputedStyle(node).position
      if (position !== 'fixed' && position !== 'sticky') continue
      if (!layers.includes(node)) layers.push(node)
      return layers.indexOf(node) + 1
    }
    return 0
  }
  return [...document.querySelectorAll(selector)]
    .filter((el) => el.checkVisibility({ visibilityProperty: true }) && !el.closest('[aria-hidden="true"], [inert]') && !inText(el))
    .map((el) => {
      const r = el.getBoundingClientRect()
      const text = (el.getAttribute('aria-label') ?? el.textContent).replace(/\s+/g, ' ').trim().slice(0, 30)
      return {
        name: `${el.tagName.toLowerCase()} "${text}"`,
        box: {
          left: r.left + window.scrollX,
          top: r.top + window.scrollY,
          right: r.right + window.scrollX,
          bottom: r.bottom + window.scrollY,
        },
        layer: layerOf(el),
      }
    })
    .filter((t) => t.box.right > t.box.left && t.box.bottom > t.box.top)
}

/** The page's text as laid out: whether the page scrolls sideways, text cut off by a box, and every line drawn. */
export interface TextLayout {
  scrollWidth: number
  clientWidth: number
  /** Texts drawn partly outside a box that clips them and cannot scroll, or outside the page's width. */
  clipped: string[]
  lines: TextLine[]
}

export function measureText(): TextLayout {
  const root = document.documentElement
  const width = root.clientWidth
  const clipped: string[] = []
  const lines: TextLine[] = []
  const skip = (el: Element) =>
    el.closest('script, style, noscript, template, [aria-hidden="true"], [inert], .visually-hidden') !== null ||
    !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })
  const clipCache = new Map<Element, { boxes: DOMRect[]; scrolls: boolean }>()
  /** The boxes that clip an element's text without letting it scroll, up to the first scroller. */
  const clipsOf = (el: Element) => {
    const cached = clipCache.get(el)
    if (cached) return cached
    const boxes: DOMRect[] = []
    let scrolls = false
    for (let node: Element | null = el; node && node !== document.body && node !== root; node = node.parentElement) {
      const s = getComputedStyle(node)
      const values = [s.overflowX, s.overflowY]
      if (values.some((v) => v === 'auto' || v === 'scroll')) {
        scrolls = true
        break
      }
      if (values.some((v) => v === 'hidden' || v === 'clip')) boxes.push(node.getBoundingClientRect())
    }
    const found = { boxes, scrolls }
    clipCache.set(el, found)
    return found
  }
  const layers = new Map<Element, number>()
  const layerOf = (el: Element) => {
    for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
      const position = getComputedStyle(node).position
      if (position !== 'fixed' && position !== 'sticky') continue
      if (!layers.has(node)) layers.set(node, layers.size + 1)
      return layers.get(node) ?? 0
    }
    return 0
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  let index = 0
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? ''
    const parent = node.parentElement
    if (!text || !parent || skip(parent)) continue
    index++
    const range = document.createRange()
    range.selectNodeContents(node)
    const { boxes, scrolls } = clipsOf(parent)
    const layer = layerOf(parent)
    let cut = false
    for (const r of range.getClientRects()) {
      if (r.width < 1 || r.height < 1) continue
      lines.push({ node: index, layer, text: text.slice(0, 40), box: { left: r.left, top: r.top, right: r.right, bottom: r.bottom } })
      const outsidePage = !scrolls && (r.left < -1 || r.right > width + 1)
      const outsideBox = boxes.some((b) => r.left < b.left - 1 || r.right > b.right + 1 || r.top < b.top - 1 || r.bottom > b.bottom + 1)
      if (outsidePage || outsideBox) cut = true
    }
    if (cut) clipped.push(`"${text.slice(0, 50)}" in ${parent.tagName.toLowerCase()}.${parent.className || '(no class)'}`)
  }
  return { scrollWidth: root.scrollWidth, clientWidth: width, clipped, lines }
}
