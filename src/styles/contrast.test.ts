/**
 * WCAG contrast of the design's colour pairs in both schemes, computed from the custom properties
 * global.css defines: the light values in its first :root rule, the dark ones in its
 * prefers-color-scheme block. A new token or a new use of one adds its pair to PAIRS.
 */
import { readFileSync } from 'node:fs'
import { resolve as resolvePath } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SITE } from '@/config/site'

const css = readFileSync(resolvePath(import.meta.dirname, 'global.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')

/** WCAG 2.2: text 4.5:1 (1.4.3); large text, and the parts of controls and graphics one needs to see, 3:1 (1.4.11). */
const TEXT = 4.5
const UI = 3

interface Pair {
  /** What a visitor sees, for the failure message. */
  what: string
  fg: string
  bg: string
  min: number
}

const pair = (what: string, fg: string, bg: string, min: number): Pair => ({ what, fg, bg, min })
const onEach = (what: string, fg: string, bgs: readonly string[], min: number) => bgs.map((bg) => pair(what, fg, bg, min))
const PAGE_SURFACES = ['--color-surface', '--color-surface-alt', '--color-card'] as const

/** Every foreground/background pair the design uses. */
const PAIRS: readonly Pair[] = [
  ...onEach('body text', '--color-ink', PAGE_SURFACES, TEXT),
  ...onEach('secondary text', '--color-muted', PAGE_SURFACES, TEXT),
  ...onEach('links, the profile handles and legal section numbers', '--color-primary', PAGE_SURFACES, TEXT),
  pair('a link under the pointer', '--color-primary-strong', '--color-surface', TEXT),
  pair('the current page in the menu, the current language, eyebrows', '--color-primary', '--color-primary-soft', TEXT),
  pair('an outline button under the pointer', '--color-primary-strong', '--color-primary-soft', TEXT),
  pair('primary buttons, step numbers, the version badge, the logo', '--color-on-primary', '--color-primary-fill', TEXT),
  pair('a primary button under the pointer, the download card', '--color-on-primary', '--color-primary-fill-strong', TEXT),
  pair('the download card requirement', '--color-on-primary-muted', '--color-primary-fill', TEXT),
  pair('news tags', '--color-accent-text', '--color-accent-soft', TEXT),
  pair('coral buttons and the offer badge', '--color-on-accent', '--color-accent', TEXT),
  pair('a coral button under the pointer', '--color-on-accent', '--color-accent-hover', TEXT),
  pair('text on dark sections', '--color-on-dark', '--color-dark', TEXT),
  pair('secondary text on dark sections', '--color-on-dark-muted', '--color-dark', TEXT),
  pair('the promo code label and copy status', '--color-on-dark-soft', '--color-dark', TEXT),
  pair('headings and footer links on dark sections', '--color-on-dark-strong', '--color-dark', TEXT),
  pair('footer social icons', '--color-on-dark-strong', '--color-dark-raised', UI),
  pair('the Pro plan ticks', '--color-on-dark-accent', '--color-dark', UI),
  pair('cookie notice text', '--color-notice-text', '--color-notice', TEXT),
  pair('cookie notice link', '--color-on-dark-strong', '--color-notice', TEXT),
  pair('cookie notice buttons', '--color-notice', '--color-notice-button', TEXT),
  pair('a cookie notice button under the pointer', '--color-notice', '--color-notice-button-hover', TEXT),
  pair('the skip link and the offline banner', '--color-on-inverse', '--color-inverse', TEXT),
  pair('store badges', '--color-on-badge', '--color-badge', TEXT),
  pair('store badges on the download band', '--color-on-badge', '--color-badge-deep', TEXT),
  pair('an error message box', '--color-error-ink', '--color-error-surface', TEXT),
  ...onEach('a field error', '--color-error-text', PAGE_SURFACES, TEXT),
  pair('a success message box', '--color-success-ink', '--color-success-surface', TEXT),
  pair('the sign-in buttons', '--color-on-provider', '--color-provider', TEXT),
  pair('a sign-in button under the pointer', '--color-on-provider', '--color-provider-hover', TEXT),
  pair('the Apple sign-in button', '--color-on-apple', '--color-apple', TEXT),
  pair('the Apple sign-in button under the pointer', '--color-on-apple', '--color-apple-hover', TEXT),
  ...onEach('the focus ring', '--color-accent-strong', PAGE_SURFACES, UI),
  pair('the focus ring on dark sections (--focus-ring)', '--color-accent', '--color-dark', UI),
  ...onEach('a text field border and the slider dots', '--color-control', PAGE_SURFACES, UI),
  ...onEach('an invalid field border', '--color-error-border', PAGE_SURFACES, UI),
  pair('the current slide dot', '--color-primary', '--color-surface', UI),
  pair('the progress bar', '--color-progress', '--color-surface', UI),
  pair('the progress bar when the page failed to load', '--color-progress-failed', '--color-surface', UI),
  // Scanners read dark modules on a light tile; a margin well above 3:1 keeps glare from costing a scan.
  pair('the QR code', '--color-qr-dark', '--color-qr-light', 7),
  pair('the home headline, every stop of its gradient (large text)', '--gradient-hero-title', '--color-surface-alt', UI),
]

interface Rgba {
  r: number
  g: number
  b: number
  a: number
}

/** The declarations of a rule body (`--name: value;` at bracket depth 0). */
function declarations(body: string): Map<string, string> {
  const out = new Map<string, string>()
  let depth = 0
  let start = 0
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]
    if (ch === '(') depth++
    else if (ch === ')') depth--
    else if (ch === ';' && depth === 0) {
      const decl = body.slice(start, i)
      const colon = decl.indexOf(':')
      const name = decl.slice(0, colon).trim()
      if (name.startsWith('--')) out.set(name, decl.slice(colon + 1).trim())
      start = i + 1
    }
  }
  return out
}

/** The body of the first `{ … }` block after `from`. */
function blockAfter(source: string, from: number): string {
  const open = source.indexOf('{', from)
  let depth = 0
  for (let i = open; i < source.length; i++) {
    if (source[i] === '{') depth++
    else if (source[i] === '}' && --depth === 0) return source.slice(open + 1, i)
  }
  throw new Error('unbalanced braces in global.css')
}

function schemeTokens(): Record<'light' | 'dark', Map<string, string>> {
  const light = declarations(blockAfter(css, css.indexOf(':root')))
  const media = css.indexOf('@media (prefers-color-scheme: dark)')
  if (media < 0) throw new Error('global.css has no (prefers-color-scheme: dark) block')
  const darkBlock = blockAfter(css, media)
  const dark = new Map([...light, ...declarations(blockAfter(darkBlock, darkBlock.indexOf(':root')))])
  return { light, dark }
}

function resolve(tokens: Map<string, string>, name: string, seen: readonly string[] = []): string {
  const value = tokens.get(name)
  if (value === undefined) throw new Error(`${name} is not defined`)
  if (seen.includes(name)) throw new Error(`${name} refers to itself`)
  return value.replace(/var\((--[\w-]+)\)/g, (_, ref: string) => resolve(tokens, ref, [...seen, name]))
}

function parseColor(value: string): Rgba {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value)?.[1]
  if (hex) {
    const full = hex.length === 3 ? hex.replace(/./g, '$&$&') : hex
    const channel = (i: number) => parseInt(full.slice(i, i + 2), 16)
    return { r: channel(0), g: channel(2), b: channel(4), a: 1 }
  }
  const rgb = /^rgb\(\s*(\d+)\s+(\d+)\s+(\d+)\s*(?:\/\s*([\d.]+)\s*)?\)$/.exec(value)
  if (rgb) return { r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]), a: rgb[4] === undefined ? 1 : Number(rgb[4]) }
  throw new Error(`not a colour the test reads: ${value}`)
}

/** A translucent colour as it shows over an opaque one. */
function over(top: Rgba, under: Rgba): Rgba {
  const mix = (t: number, u: number) => t * top.a + u * (1 - top.a)
  return { r: mix(top.r, under.r), g: mix(top.g, under.g), b: mix(top.b, under.b), a: 1 }
}

/** WCAG 2.x relative luminance and contrast ratio. */
function luminance({ r, g, b }: Rgba): number {
  const lin = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4)
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

function contrast(a: Rgba, b: Rgba): number {
  const [la, lb] = [luminance(a), luminance(b)]
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

/** The colours a token draws with: itself, or each stop of a gradient. */
const colorsOf = (value: string): string[] =>
  value.includes('gradient(') ? (value.match(/#[0-9a-f]{3,6}\b|rgb\([^)]*\)/gi) ?? []) : [value]

const tokens = schemeTokens()

describe.each(['light', 'dark'] as const)('colour contrast, %s scheme', (scheme) => {
  const t = tokens[scheme]

  it.each(PAIRS.map((p) => [`${p.what}: ${p.fg} on ${p.bg}`, p] as const))('%s', (_, p) => {
    const bg = parseColor(resolve(t, p.bg))
    expect(bg.a, `${p.bg} must be opaque to be a background`).toBe(1)
    for (const color of colorsOf(resolve(t, p.fg))) {
      const ratio = contrast(over(parseColor(color), bg), bg)
      expect(ratio, `${scheme}: ${p.what} (${p.fg} ${color} on ${p.bg}) is ${ratio.toFixed(2)}:1, needs ${p.min}:1`).toBeGreaterThanOrEqual(
        p.min,
      )
    }
  })

  it('keeps the failed progress bar red and the working one violet', () => {
    const hue = (name: string) => {
      const c = parseColor(resolve(t, name))
      const [r, g, b] = [c.r / 255, c.g / 255, c.b / 255]
      const max = Math.max(r, g, b)
      const d = max - Math.min(r, g, b)
      const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4
      return (h * 60 + 360) % 360
    }
    const failed = hue('--color-progress-failed')
    expect(failed < 15 || failed > 345, `failed bar hue ${failed.toFixed(0)}° is not red`).toBe(true)
    expect(hue('--color-progress')).toBeGreaterThan(240)
    expect(hue('--color-progress')).toBeLessThan(290)
  })
})

describe('the stylesheet the test reads', () => {
  it('defines every token in light and redefines only known ones in dark', () => {
    const darkBlock = blockAfter(css, css.indexOf('@media (prefers-color-scheme: dark)'))
    const redefined = [...declarations(blockAfter(darkBlock, darkBlock.indexOf(':root'))).keys()]
    expect(redefined.filter((name) => !tokens.light.has(name))).toEqual([])
    expect(redefined.length).toBeGreaterThan(20)
  })

  it('gives the browser the brand violet in light and the dark page surface in dark as theme colours', () => {
    expect(SITE.themeColor.light).toBe(resolve(tokens.light, '--color-primary'))
    expect(SITE.themeColor.dark).toBe(resolve(tokens.dark, '--color-surface'))
  })

  it('computes the ratios WCAG gives as examples', () => {
    expect(contrast(parseColor('#000'), parseColor('#fff'))).toBeCloseTo(21, 5)
    expect(contrast(parseColor('#767676'), parseColor('#fff'))).toBeCloseTo(4.54, 2)
    expect(contrast(over(parseColor('rgb(0 0 0 / 0.5)'), parseColor('#ffffff')), parseColor('#fff'))).toBeCloseTo(3.95, 1)
  })
})
