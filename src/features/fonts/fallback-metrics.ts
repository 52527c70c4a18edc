/**
 * Overrides that make a local fallback font occupy about the same space as the web font it stands
 * in for, so a page rendered with the fallback (the web fonts are font-display: optional, see
 * scripts/postcss-font-display.ts) looks and wraps much like one with the web font. Average
 * widths only: single lines can still wrap differently, which is why the web fonts never swap in
 * over text already on screen. Same method as Next.js and fontaine: scale the fallback by the
 * ratio of average glyph widths, then express the web font's vertical metrics relative to that
 * scaled size.
 */
export interface FontMetrics {
  ascent: number
  /** Negative below the baseline, as fonts store it. */
  descent: number
  lineGap: number
  unitsPerEm: number
  /** Average advance width of the script's letters, weighted by their frequency in text. */
  xWidthAvg: number
}

export interface FallbackOverrides {
  sizeAdjust: string
  ascentOverride: string
  descentOverride: string
  lineGapOverride: string
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`

/**
 * `fallback` omitted: the fallback's glyphs are taken to be as wide as the web font's (no width
 * data exists for the Arabic and Devanagari fallbacks), so only the vertical metrics are matched.
 */
export function fallbackOverrides(font: FontMetrics, fallback?: FontMetrics): FallbackOverrides {
  const sizeAdjust = fallback ? font.xWidthAvg / font.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm) : 1
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(font.ascent / font.unitsPerEm / sizeAdjust),
    descentOverride: percent(Math.abs(font.descent) / font.unitsPerEm / sizeAdjust),
    lineGapOverride: percent(font.lineGap / font.unitsPerEm / sizeAdjust),
  }
}
