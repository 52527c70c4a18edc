/**
 * Gives every web font face `font-display: optional` (Fontsource ships `swap`). A web font then
 * either renders from the first paint (it arrived within the browser's short block period, about
 * 100 ms, helped by the locale's preload, and always on later visits, from the cache) or not at
 * all on that page load: it is never swapped in over text already on screen, so a font never
 * moves the page. Text is never hidden longer than that block period; the metric-matched
 * fallbacks in src/features/fonts keep the fallback close to the web font in size.
 *
 * A swap cannot be shift-free in general: the fallbacks match the web fonts' average widths, not
 * every word's, so a line near its end can wrap differently (measured before this: 0.014 on /id,
 * 0.016 on /ar and /hi, 0.03 on /privacy_and_cookie_policy).
 */

/** The few PostCSS shapes this plugin uses, so it needs no direct dependency on postcss. */
interface Declaration {
  value: string
}

interface FontFaceRule {
  walkDecls(prop: string, callback: (decl: Declaration) => void): unknown
}

export const FONT_DISPLAY = 'optional'

export function fontDisplayOptional() {
  return {
    postcssPlugin: 'kinemo-font-display-optional',
    AtRule: {
      'font-face': (rule: FontFaceRule) => {
        rule.walkDecls('font-display', (decl) => {
          decl.value = FONT_DISPLAY
        })
      },
    },
  }
}
