/**
 * Prunes the CJK font stylesheets to the subsets the site's own text needs.
 *
 * Fontsource splits Noto Sans JP, KR, SC and TC into about a hundred unicode-range subsets each,
 * and its stylesheet lists them all: about 100 KB of render-blocking CSS on every ja, ko, zh-CN
 * and zh-TW page, most of it @font-face rules for characters the site never shows. The browser
 * would only download the subsets a page uses, but it must parse every rule first. This PostCSS
 * plugin keeps the rules whose unicode-range covers at least one character of the locale's text:
 * its catalog, its content, the language names of the switcher, and what `Intl` prints for its
 * dates and numbers. A character outside them (a rare ideograph in a name someone signed in with)
 * is drawn by the metric-matched local fallback instead.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { LOCALES, type LocaleCode } from '../src/features/i18n/locale-table.ts'

/** The CJK stylesheets of src/features/seo/fonts and the locale whose pages link each one. */
export const PRUNED_STYLESHEETS: Readonly<Record<string, LocaleCode>> = {
  'japanese.css': 'ja',
  'korean.css': 'ko',
  'simplified-chinese.css': 'zh-CN',
  'traditional-chinese.css': 'zh-TW',
}

export type CodePointRange = readonly [from: number, to: number]

/** `U+4e00-9fff, U+3000, U+30??` into inclusive code point ranges (a `?` stands for any hex digit). */
export function parseUnicodeRange(value: string): CodePointRange[] {
  const ranges: CodePointRange[] = []
  for (const part of value.split(',')) {
    const match = /^\s*U\+([0-9a-f?]{1,6})(?:-([0-9a-f]{1,6}))?\s*$/i.exec(part)
    if (!match?.[1]) throw new Error(`Unreadable unicode-range part "${part.trim()}" in "${value}"`)
    const from = match[1]
    if (from.includes('?')) {
      ranges.push([parseInt(from.replaceAll('?', '0'), 16), parseInt(from.replaceAll('?', 'f'), 16)])
    } else {
      ranges.push([parseInt(from, 16), parseInt(match[2] ?? from, 16)])
    }
  }
  return ranges
}

/** Whether any of the sorted code points falls in any of the ranges (a binary search per range). */
export function coversAny(ranges: readonly CodePointRange[], sorted: readonly number[]): boolean {
  return ranges.some(([from, to]) => {
    let low = 0
    let high = sorted.length
    while (low < high) {
      const mid = (low + high) >>> 1
      if ((sorted[mid] ?? Infinity) < from) low = mid + 1
      else high = mid
    }
    return low < sorted.length && (sorted[low] ?? Infinity) <= to
  })
}

function addText(into: Set<number>, text: string): void {
  for (const char of text) {
    const cp = char.codePointAt(0)
    if (cp !== undefined) into.add(cp)
  }
}

function addJsonStrings(into: Set<number>, value: unknown): void {
  if (typeof value === 'string') addText(into, value)
  else if (Array.isArray(value)) for (const item of value) addJsonStrings(into, item)
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) addJsonStrings(into, item)
}

/** The PO file's translations; a plain reading is enough, since only the characters matter. */
function poTranslations(po: string): string {
  return [...po.matchAll(/^(?:msgstr(?:\[\d+\])?\s+)?"((?:[^"\\]|\\.)*)"$/gm)].map((m) => m[1] ?? '').join('\n')
}

/** What `Intl` prints for the locale's dates (every month and weekday) and numbers. */
function intlText(iso: string): string {
  const parts: string[] = []
  const styles: Intl.DateTimeFormatOptions[] = [{ dateStyle: 'full' }, { dateStyle: 'long' }, { dateStyle: 'medium' }, { timeStyle: 'short' }, { month: 'long' }, { month: 'short' }, { weekday: 'long' }, { weekday: 'short' }]
  for (let month = 0; month < 12; month++) {
    for (let day = 1; day <= 7; day++) {
      const date = new Date(Date.UTC(2026, month, day, 15, 30))
      for (const style of styles) parts.push(new Intl.DateTimeFormat(iso, { ...style, timeZone: 'UTC' }).format(date))
    }
  }
  parts.push(new Intl.NumberFormat(iso).format(1234567.89), new Intl.NumberFormat(iso, { style: 'percent' }).format(0.5))
  return parts.join('\n')
}

/** Every character the site can show on the given locale's pages, as sorted code points. */
export function localeCodePoints(root: string, locale: LocaleCode): number[] {
  const info = LOCALES.find((l) => l.code === locale)
  if (!info) throw new Error(`Unknown locale ${locale}`)
  const codePoints = new Set<number>()
  addText(codePoints, poTranslations(readFileSync(join(root, 'src/locales', info.file, 'messages.po'), 'utf8')))
  const contentDir = join(root, 'content', locale)
  for (const file of readdirSync(contentDir).filter((f) => f.endsWith('.json'))) {
    addJsonStrings(codePoints, JSON.parse(readFileSync(join(contentDir, file), 'utf8')))
  }
  for (const other of LOCALES) addText(codePoints, other.name)
  addText(codePoints, intlText(info.iso))
  return [...codePoints].sort((a, b) => a - b)
}

/** The few PostCSS shapes this plugin uses, so it needs no direct dependency on postcss. */
interface Declaration {
  prop: string
  value: string
}
interface AtRule {
  nodes?: unknown[]
  walkDecls(callback: (decl: Declaration) => void): unknown
  remove(): unknown
}
interface Root {
  walkAtRules(name: string, callback: (rule: AtRule) => void): unknown
}

/**
 * The PostCSS plugin. `codePointsFor` gives a locale's sorted code points (`localeCodePoints`);
 * tests hand it their own.
 */
export function pruneFontSubsets(codePointsFor: (locale: LocaleCode) => readonly number[]) {
  return {
    postcssPlugin: 'kinemo-prune-font-subsets',
    // After @import inlined Fontsource's rules.
    OnceExit(root: Root, { result }: { result: { opts: { from?: string | undefined } } }) {
      const from = result.opts.from?.split('?')[0]?.replaceAll('\\', '/')
      const locale = from?.includes('/src/features/seo/fonts/') ? PRUNED_STYLESHEETS[basename(from)] : undefined
      if (!locale) return
      const codePoints = codePointsFor(locale)
      root.walkAtRules('font-face', (rule) => {
        let range: string | undefined
        rule.walkDecls((decl) => {
          if (decl.prop === 'unicode-range') range = decl.value
        })
        // Rules without a range (the local fallbacks) cover everything and stay.
        if (range !== undefined && !coversAny(parseUnicodeRange(range), codePoints)) rule.remove()
      })
    },
  }
}
