/**
 * Judgements for the WCAG 2.2 criteria axe cannot decide (e2e/wcag22.spec.ts, e2e/every-page.spec.ts):
 * pure functions over what e2e/lib/wcag-probes.ts measured in the page, so each rule is unit tested.
 */

export interface Box {
  left: number
  top: number
  right: number
  bottom: number
}

export type Visibility = 'hidden' | 'partly' | 'visible'

/** Of points sampled across a focused element, which a visitor sees: none, some, or all. */
export function focusVisibility(samples: readonly boolean[]): Visibility {
  const seen = samples.filter(Boolean).length
  return seen === 0 ? 'hidden' : seen === samples.length ? 'visible' : 'partly'
}

/**
 * Whether the layout allows a focused element to be seen whole (WCAG 2.4.12): it fits in the height
 * the overlays on screen (the sticky header, the cookie notice) leave.
 */
export function fitsBesideOverlays(height: number, viewportHeight: number, overlayHeights: readonly number[]): boolean {
  return height <= viewportHeight - overlayHeights.reduce((sum, h) => sum + h, 0)
}

export interface Rgba {
  r: number
  g: number
  b: number
  a: number
}

/** A computed colour as the browser writes it: `rgb(1, 2, 3)`, `rgba(1, 2, 3, 0.5)`, `rgb(1 2 3 / 50%)`, `color(srgb 0.1 0.2 0.3)`. */
export function parseColor(text: string): Rgba | undefined {
  const srgb = /^color\(srgb\s+([\d.e-]+)\s+([\d.e-]+)\s+([\d.e-]+)(?:\s*\/\s*([\d.e-]+)(%?))?\)$/.exec(text.trim())
  if (srgb) {
    const [, r, g, b, alpha, percent] = srgb
    const a = alpha === undefined ? 1 : Number(alpha) / (percent ? 100 : 1)
    return { r: Number(r) * 255, g: Number(g) * 255, b: Number(b) * 255, a }
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+)(%?))?\s*\)$/.exec(text.trim())
  if (!rgb) return undefined
  const [, r, g, b, alpha, percent] = rgb
  const a = alpha === undefined ? 1 : Number(alpha) / (percent ? 100 : 1)
  return { r: Number(r), g: Number(g), b: Number(b), a }
}

/** Every colour written in a computed `background-image` (a gradient's stops). */
export function gradientColors(image: string): Rgba[] {
  const found = image.match(/(?:rgba?|color)\([^()]*\)/g) ?? []
  return found.map(parseColor).filter((c): c is Rgba => c !== undefined)
}

/** `top` drawn over `bottom` (source-over). */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a + bottom.a * (1 - top.a)
  if (a === 0) return { r: 0, g: 0, b: 0, a: 0 }
  const mix = (t: number, b: number) => (t * top.a + b * bottom.a * (1 - top.a)) / a
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a }
}

function luminance({ r, g, b }: Rgba): number {
  const channel = (v: number) => {
    const s = v / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/** WCAG's contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
}

/** One layer behind a focus ring, from the nearest: its background colour, and a gradient's stops if it has one. */
export interface BackdropLayer {
  color: string
  image: string
}

/**
 * The colours a focus ring can be seen against: the backdrop's layers composited from the page's
 * white up, one colour per stop of any gradient among them (the ring must stand out from each).
 */
export function backdropColors(layers: readonly BackdropLayer[], canvas: Rgba = { r: 255, g: 255, b: 255, a: 1 }): Rgba[] {
  let behind: Rgba[] = [canvas]
  for (const layer of [...layers].reverse()) {
    const stops = gradientColors(layer.image === 'none' ? '' : layer.image)
    const color = parseColor(layer.color) ?? { r: 0, g: 0, b: 0, a: 0 }
    const withColor = behind.map((c) => composite(color, c))
    behind = stops.length > 0 ? withColor.flatMap((c) => stops.map((stop) => composite(stop, c))) : withColor
  }
  return behind
}

/** The lowest contrast of a ring's colour against its backdrop, the ring itself composited over each. */
export function ringContrast(ring: Rgba, backdrop: readonly Rgba[]): number {
  return Math.min(...backdrop.map((b) => contrastRatio(composite(ring, b), b)))
}

export interface Target {
  name: string
  box: Box
  /** 0 for the page, else which fixed or sticky box holds it: one over the page hides, it does not crowd. */
  layer: number
}

/** 24 CSS px, WCAG 2.5.8's minimum. */
export const MIN_TARGET = 24

const center = (b: Box) => ({ x: (b.left + b.right) / 2, y: (b.top + b.bottom) / 2 })

function circleMeetsBox(c: { x: number; y: number }, radius: number, b: Box): boolean {
  const dx = Math.max(b.left - c.x, 0, c.x - b.right)
  const dy = Math.max(b.top - c.y, 0, c.y - b.bottom)
  return dx * dx + dy * dy < radius * radius
}

/**
 * WCAG 2.5.8 Target Size (Minimum): the targets below 24 × 24 CSS px that are not spaced as the
 * criterion allows, that is whose 24 px circle, centred on their box, meets another target or
 * another undersized target's circle. Links in running text are excepted by the caller.
 */
export function crampedTargets(targets: readonly Target[]): string[] {
  const radius = MIN_TARGET / 2
  const small = (t: Target) => t.box.right - t.box.left < MIN_TARGET - 0.5 || t.box.bottom - t.box.top < MIN_TARGET - 0.5
  const meets = (target: Target, other: Target) => {
    if (other === target || other.layer !== target.layer) return false
    const c = center(target.box)
    if (circleMeetsBox(c, radius, other.box)) return true
    if (!small(other)) return false
    const o = center(other.box)
    return Math.hypot(c.x - o.x, c.y - o.y) < 2 * radius
  }
  const size = (b: Box) => `${String(Math.round(b.right - b.left))}×${String(Math.round(b.bottom - b.top))}`
  return targets.filter(small).flatMap((target) => {
    const other = targets.find((o) => meets(target, o))
    return other ? [`${target.name} (${size(target.box)}) crowds ${other.name} (${size(other.box)})`] : []
  })
}

/** A line of text as drawn: its box, which text node it belongs to, and which layer (0 the page, else a fixed or sticky box). */
export interface TextLine {
  node: number
  layer: number
  text: string
  box: Box
}

/**
 * Lines of different texts drawn over each other (WCAG 1.4.12): two boxes that share more than a
 * third of the smaller one's area. Lines of one text never count, their boxes may touch; nor do
 * lines in different layers, as a fixed notice over the page is not text running into text.
 */
export function overlappingLines(lines: readonly TextLine[]): string[] {
  const sorted = [...lines].sort((a, b) => a.box.top - b.box.top)
  const found: string[] = []
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i]
    if (!a) continue
    for (let j = i + 1; j < sorted.length; j++) {
      const b = sorted[j]
      if (!b || b.box.top >= a.box.bottom) break
      if (a.node === b.node || a.layer !== b.layer) continue
      const w = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left)
      const h = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top)
      if (w <= 0 || h <= 0) continue
      const area = (x: Box) => (x.right - x.left) * (x.bottom - x.top)
      if (w * h > Math.min(area(a.box), area(b.box)) / 3) found.push(`"${a.text}" and "${b.text}"`)
    }
  }
  return found
}
