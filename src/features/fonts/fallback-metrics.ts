/**
 * Makes a local fallback take about the web font's space, so a page rendered with it (web fonts are
 * font-display: optional, see scripts/build/postcss-font-display.ts) wraps much the same. Average widths
 * only, so single lines can still wrap differently: hence web fonts never swap in over text on
 * screen. Same method as Next.js and fontaine.
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
