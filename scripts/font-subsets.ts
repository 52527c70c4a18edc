/**
 * Cuts the site's web fonts down to what it uses.
 *
 * Fontsource splits each family into unicode-range subsets and its stylesheet lists them all.
 * - Pruning, always (dev and build): a script font's (Arabic, Devanagari, Thai) @font-face rule
 *   whose range holds no character of its locale's text is dropped, so the render-blocking
 *   stylesheet carries no rule the site never uses.
 * - Subsetting, in the build: each kept script font file is cut to exactly those characters
 *   (HarfBuzz's subsetter, which keeps the shaping rules), and the rule's unicode-range is
 *   narrowed to match. Inter keeps every character of its files, since it draws whatever Latin or
 *   Cyrillic a visitor types. Every file, Inter's too, has its weight axis cut to the weights the
 *   CSS uses (`WEIGHT_RANGE`), and its rule's font-weight to match.
 *
 * A locale's text is its catalog, its content, the language names of the switcher, and what
 * `Intl` prints for its dates and numbers (`localeCodePoints`); the script's whole basic block is
 * kept too, so a letter typed by a visitor (a name they signed in with) still joins with its
 * neighbours. Any other character is drawn by the metric-matched local fallback. A new
 * translation's characters are picked up by the next build. Japanese, Korean and Chinese have no
 * web font: their pages use the platform's CJK fonts (`src/styles/global.css`).
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { basename, dirname, join, relative, resolve } from 'node:path'
import subsetFont from 'subset-font'
import { LOCALES, type LocaleCode } from '../src/lib/i18n/locale-table.ts'

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
  const styles: Intl.DateTimeFormatOptions[] = [
    { dateStyle: 'full' },
    { dateStyle: 'long' },
    { dateStyle: 'medium' },
    { timeStyle: 'short' },
    { month: 'long' },
    { month: 'short' },
    { weekday: 'long' },
    { weekday: 'short' },
  ]
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

/** The Fontsource families of the scripts other than Latin, the locale that writes in each, and what it always keeps. */
interface ScriptFont {
  locale: LocaleCode
  /** Kept whatever the text: the script's basic block (letters must join across a word). */
  always: readonly CodePointRange[]
}

export const SCRIPT_FONTS: Readonly<Record<string, ScriptFont>> = {
  'noto-sans-arabic': { locale: 'ar', always: [[0x0600, 0x06ff]] },
  'noto-sans-devanagari': { locale: 'hi', always: [[0x0900, 0x097f]] },
  'noto-sans-thai': { locale: 'th', always: [[0x0e00, 0x0e7f]] },
}

/** Fontsource families whose files keep every character but get the weight axis cut: Inter, which draws any Latin or Cyrillic a visitor types. */
const WHOLE_FONTS: ReadonlySet<string> = new Set(['inter'])

/**
 * The weights the site's CSS uses (400 for text, 600 to 800 for emphasis and headings; the unit
 * test reads every stylesheet to hold this). The build cuts each web font's weight axis (100 to
 * 900 in Fontsource's files) to this range: about a quarter of every file's bytes are the
 * outlines' deltas towards Thin and Black.
 */
export const WEIGHT_RANGE = { min: 400, max: 800 } as const

const FONTSOURCE_FILE = /[\\/]@fontsource-variable[\\/]([a-z0-9-]+)[\\/]files[\\/][^\\/]+\.woff2$/

/** The script font a Fontsource file belongs to, or undefined for Inter and anything else. */
export function scriptFontOf(fontPath: string): ScriptFont | undefined {
  const family = FONTSOURCE_FILE.exec(fontPath)?.[1]
  return family === undefined ? undefined : SCRIPT_FONTS[family]
}

/**
 * The characters the build keeps of a Fontsource file with the given unicode-range: a script
 * font's, those its locale's pages need; Inter's, all of them. Undefined for a file the build leaves whole.
 */
export function keptCodePoints(
  fontPath: string,
  ranges: readonly CodePointRange[],
  codePointsFor: FontSubsetOptions['codePointsFor'],
): number[] | undefined {
  const family = FONTSOURCE_FILE.exec(fontPath)?.[1]
  if (family === undefined) return undefined
  const script = SCRIPT_FONTS[family]
  if (script) return codePointsIn(ranges, codePointsFor(script.locale), script.always)
  return WHOLE_FONTS.has(family) ? codePointsIn(ranges, [], ranges) : undefined
}

/** The sorted code points of `text` (sorted too) and of `extra` that fall in `ranges`. */
export function codePointsIn(ranges: readonly CodePointRange[], text: readonly number[], extra: readonly CodePointRange[] = []): number[] {
  const inRange = (cp: number) => ranges.some(([from, to]) => cp >= from && cp <= to)
  const kept = new Set(text.filter(inRange))
  for (const [from, to] of extra) for (let cp = from; cp <= to; cp++) if (inRange(cp)) kept.add(cp)
  return [...kept].sort((a, b) => a - b)
}

/** Sorted code points as a unicode-range value, runs joined: `U+3041-3043,U+30a2`. */
export function formatUnicodeRange(sorted: readonly number[]): string {
  const parts: string[] = []
  const hex = (cp: number) => cp.toString(16)
  for (let i = 0; i < sorted.length;) {
    const from = sorted[i] ?? 0
    let to = from
    while (sorted[i + 1] === to + 1) to = sorted[++i] ?? to
    i++
    parts.push(from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)
  }
  return parts.join(',')
}

// Bump to rebuild every cached subset (a change to the subsetting options, not to its inputs).
const SUBSET_VERSION = '2'
const inFlight = new Map<string, Promise<string>>()

/**
 * Writes `source` cut to `codePoints` and to `WEIGHT_RANGE` (WOFF2, shaping rules kept) under `cacheDir` and returns its
 * path. The file keeps the source's name, so built asset names still say which font it is; its
 * folder is named by a hash of the source and the code points, so a build reuses what an earlier
 * one made, and a change of text makes a new file.
 */
export function subsetFontFile(source: string, codePoints: readonly number[], cacheDir: string): Promise<string> {
  const bytes = readFileSync(source)
  const key = createHash('sha256').update(SUBSET_VERSION).update(bytes).update(Uint32Array.from(codePoints)).digest('hex').slice(0, 16)
  const target = join(cacheDir, key, basename(source))
  let pending = inFlight.get(target)
  if (!pending) {
    pending = (async () => {
      if (existsSync(target)) return target
      const subset = await subsetFont(bytes, String.fromCodePoint(...codePoints), {
        targetFormat: 'woff2',
        variationAxes: { wght: WEIGHT_RANGE },
      })
      await mkdir(dirname(target), { recursive: true })
      // Written aside, then renamed: a build running beside this one never reads half a file.
      const partial = `${target}.${String(process.pid)}.tmp`
      await writeFile(partial, subset)
      await rename(partial, target)
      return target
    })()
    inFlight.set(target, pending)
  }
  return pending
}

/** The unicode-range Fontsource gives each file of a family's `wght.css`, by file name. */
async function fontsourceRanges(stylesheet: string): Promise<Map<string, CodePointRange[]>> {
  const css = await readFile(stylesheet, 'utf8')
  const ranges = new Map<string, CodePointRange[]>()
  for (const face of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const body = face[1] ?? ''
    const file = /url\(\.\/files\/([^)]+\.woff2)\)/.exec(body)?.[1]
    const range = /unicode-range:\s*([^;]+);/.exec(body)?.[1]
    if (file && range) ranges.set(file, parseUnicodeRange(range))
  }
  return ranges
}

export interface FontSubsetOptions {
  /** A locale's sorted code points (`localeCodePoints`, cached by the caller). */
  codePointsFor: (locale: LocaleCode) => readonly number[]
  /** Where subset files are written; undefined prunes rules but leaves the files whole (dev server). */
  cacheDir?: string | undefined
}

/** The few PostCSS shapes this plugin uses, so it needs no direct dependency on postcss. */
interface Declaration {
  prop: string
  value: string
  source?: { input: { file?: string | undefined } } | undefined
}
interface AtRule {
  walkDecls(callback: (decl: Declaration) => void): unknown
  remove(): unknown
}
interface Root {
  walkAtRules(name: string, callback: (rule: AtRule) => void): unknown
}

/** The PostCSS plugin: prunes the script fonts' @font-face rules and, with a `cacheDir`, subsets every web font's. */
export function scriptFontSubsets({ codePointsFor, cacheDir }: FontSubsetOptions) {
  return {
    postcssPlugin: 'kinemo-script-font-subsets',
    // After @import inlined Fontsource's rules, before Vite rewrites their url()s.
    async OnceExit(root: Root) {
      const subsets: Promise<void>[] = []
      root.walkAtRules('font-face', (rule) => {
        let src: Declaration | undefined
        let range: Declaration | undefined
        let weight: Declaration | undefined
        rule.walkDecls((decl) => {
          if (decl.prop === 'src') src = decl
          if (decl.prop === 'unicode-range') range = decl
          if (decl.prop === 'font-weight') weight = decl
        })
        const url = src && /url\(\s*['"]?([^'")]+\.woff2)['"]?\s*\)/.exec(src.value)?.[1]
        const stylesheet = src?.source?.input.file
        // Rules without a range or a file of their own (the local fallbacks) cover everything and stay.
        if (!src || !range || !url || !stylesheet) return
        const fontPath = resolve(dirname(stylesheet), url)
        const used = keptCodePoints(fontPath, parseUnicodeRange(range.value), codePointsFor)
        if (!used) return
        if (used.length === 0) {
          rule.remove()
          return
        }
        if (cacheDir === undefined) return
        const [srcDecl, rangeDecl, weightDecl] = [src, range, weight]
        subsets.push(
          subsetFontFile(fontPath, used, cacheDir).then((subset) => {
            srcDecl.value = srcDecl.value.replace(url, relative(dirname(stylesheet), subset).replaceAll('\\', '/'))
            rangeDecl.value = formatUnicodeRange(used)
            // The face now offers only these weights; a wider descriptor would stretch the axis past its ends.
            if (weightDecl) weightDecl.value = `${String(WEIGHT_RANGE.min)} ${String(WEIGHT_RANGE.max)}`
          }),
        )
      })
      await Promise.all(subsets)
    },
  }
}

/** The few Vite plugin shapes this plugin uses. */
interface ResolveContext {
  resolve(source: string, importer: string | undefined, options: { skipSelf: boolean }): Promise<{ id: string } | null>
}

/**
 * The Vite side, for the build: a `?url` import of a web font's Fontsource file (the locale's
 * preloaded font, `src/features/fonts/font-assets.ts`) gets the same subset file as the
 * stylesheet's url(), so the preload and the stylesheet name one built asset.
 */
export function scriptFontSubsetsVitePlugin({ codePointsFor, cacheDir }: FontSubsetOptions & { cacheDir: string }) {
  return {
    name: 'kinemo-script-font-subsets',
    enforce: 'pre' as const,
    apply: 'build' as const,
    async resolveId(this: ResolveContext, source: string, importer: string | undefined) {
      if (!source.endsWith('.woff2?url') || !source.includes('@fontsource-variable/')) return null
      const resolved = await this.resolve(source.slice(0, -'?url'.length), importer, { skipSelf: true })
      if (!resolved) return null
      const ranges = (await fontsourceRanges(join(dirname(dirname(resolved.id)), 'wght.css'))).get(basename(resolved.id))
      const used = ranges && keptCodePoints(resolved.id, ranges, codePointsFor)
      if (!used) {
        if (scriptFontOf(resolved.id) && !ranges) throw new Error(`${source}: no unicode-range for it in its family's wght.css`)
        return null
      }
      if (used.length === 0) throw new Error(`${source} holds no character of its locale's text: preload another file`)
      return `${await subsetFontFile(resolved.id, used, cacheDir)}?url`
    },
  }
}
