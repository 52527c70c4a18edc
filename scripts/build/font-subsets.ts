/**
 * Cuts the site's web fonts down to what it uses.
 *
 * Fontsource splits each family into unicode-range subsets and its stylesheet lists them all.
 * - Pruning, always (dev and build): a script font's (Arabic, Devanagari, Thai) @font-face rule
 *   whose range holds no character of its locale's text is dropped, so the render-blocking
 *   stylesheet carries no rule the site never uses.
 * - Subsetting, in the build: each kept file is cut (HarfBuzz's subsetter, which keeps the
 *   shaping rules) and split in two faces of the same family, each rule's unicode-range narrowed
 *   to its face: the characters pages need, in the face they preload, and the rest, which a
 *   browser fetches only for a page showing one of them (unicode-range).
 *   - A script font's first face holds its locale's text and the script's core: the letters, marks
 *     and digits the language is written with, so a word a visitor types in it (a name they signed
 *     in with) is shaped by one face and its letters join. Its second face holds the rest of the
 *     script's basic block: the letters other languages add (Persian, Urdu, Sindhi...). Arabic's
 *     preloaded file is half the size it was with the whole block.
 *   - Inter keeps every character of its files, since it draws whatever Latin or Cyrillic a visitor
 *     types: the characters the site's text uses in any language (and ASCII) in the first face,
 *     the rest in the second.
 *   Every file has its weight axis cut to the weights the CSS uses (`WEIGHT_RANGE`; a script
 *   font's to a regular and a bold, `SCRIPT_WEIGHT_RANGE`), and its rule's font-weight to match.
 *
 * A locale's text is its catalog, its content, the language names of the switcher, and what
 * `Intl` prints for its dates and numbers (`localeCodePoints`). Any other character is drawn by
 * the metric-matched local fallback. A new translation's characters are picked up by the next
 * build. Japanese, Korean and Chinese have no web font: their pages use the platform's CJK fonts
 * (`src/styles/global.css`).
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { basename, dirname, join, relative, resolve } from 'node:path'
import subsetFont from 'subset-font'
import { LOCALES, type LocaleCode } from '../../src/lib/i18n/locale-table.ts'

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
  // One formatter per style: making one is what costs (a formatter per date took 1.7 s of each build).
  const formats = styles.map((style) => new Intl.DateTimeFormat(iso, { ...style, timeZone: 'UTC' }))
  for (let month = 0; month < 12; month++) {
    for (let day = 1; day <= 7; day++) {
      const date = new Date(Date.UTC(2026, month, day, 15, 30))
      for (const format of formats) parts.push(format.format(date))
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

/** The Fontsource families of the scripts other than Latin, the locale that writes in each, and what their two faces hold besides its text. */
interface ScriptFont {
  locale: LocaleCode
  /** In the preloaded face whatever the text: what the locale's language is written with (letters, marks, digits, punctuation). */
  core: readonly CodePointRange[]
  /** The script's basic block: what of it the preloaded face lacks is the second face. */
  block: CodePointRange
}

export const SCRIPT_FONTS: Readonly<Record<string, ScriptFont>> = {
  'noto-sans-arabic': {
    locale: 'ar',
    core: [
      [0x060c, 0x060c], // comma
      [0x061b, 0x061c], // semicolon, Arabic letter mark
      [0x061f, 0x063a], // question mark, hamza, the letters alef to ghain
      [0x0640, 0x0655], // tatweel, the letters feh to yeh, the harakat, maddah and hamza marks
      [0x0660, 0x066c], // Arabic-Indic digits, percent sign, decimal and thousands separators
      [0x0670, 0x0670], // superscript alef
    ],
    block: [0x0600, 0x06ff],
  },
  'noto-sans-devanagari': {
    locale: 'hi',
    core: [
      [0x0900, 0x0950], // candrabindu to virama (every Hindi letter, sign and vowel), om
      [0x0958, 0x0970], // nukta letters, vocalic vowels, dandas, digits, abbreviation sign
    ],
    block: [0x0900, 0x097f],
  },
  // Thai has no other language's letters in its block: all of it is core.
  'noto-sans-thai': { locale: 'th', core: [[0x0e00, 0x0e7f]], block: [0x0e00, 0x0e7f] },
}

/** Fontsource families whose files keep every character but get the weight axis cut: Inter, which draws any Latin or Cyrillic a visitor types. */
const WHOLE_FONTS: ReadonlySet<string> = new Set(['inter'])

/**
 * In the part of Inter every page loads whatever its text: ASCII, which a visitor types anywhere (a
 * name, an address), with its control characters; the invisible spaces, joiners and direction
 * marks; the bullet a list item's marker draws, the hyphen `hyphens: auto` draws at a break, and
 * the ellipsis. A browser picks faces by every character of a text run, even a tab that collapses
 * away, so leaving one of these out would fetch the second face on most pages.
 */
const ALWAYS_IN_INTER: readonly CodePointRange[] = [
  [0x00, 0x7f],
  [0xa0, 0xa0],
  [0x200b, 0x2010],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2028, 0x202f],
  [0x2060, 0x2064],
  [0xfeff, 0xfeff],
]

/** The code points of every locale's text, once per `codePointsFor`. */
const siteTextCache = new WeakMap<FontSubsetOptions['codePointsFor'], number[]>()
function siteText(codePointsFor: FontSubsetOptions['codePointsFor']): number[] {
  let text = siteTextCache.get(codePointsFor)
  if (!text) {
    text = [...new Set(LOCALES.flatMap((locale) => codePointsFor(locale.code)))].sort((a, b) => a - b)
    siteTextCache.set(codePointsFor, text)
  }
  return text
}

/**
 * The weights the site's CSS uses (400 for text, 600 to 800 for emphasis and headings; the unit
 * test reads every stylesheet to hold this). The build cuts each web font's weight axis (100 to
 * 900 in Fontsource's files) to this range: about a quarter of every file's bytes are the
 * outlines' deltas towards Thin and Black.
 */
export const WEIGHT_RANGE = { min: 400, max: 800 } as const

/**
 * The weights of the script fonts (Arabic, Devanagari, Thai): a regular and a bold, what their local
 * faces and fallbacks offer (`src/features/fonts/`), so a heading is as bold with the web font as it
 * was before it arrived; 800 is drawn at 700. Noto Sans Arabic, cut to the site's text, is 17 KB at
 * this range against 24 KB at `WEIGHT_RANGE`.
 */
export const SCRIPT_WEIGHT_RANGE = { min: 400, max: 700 } as const

/** The weight range the build cuts a Fontsource file to. */
export function weightRangeOf(fontPath: string): { readonly min: number; readonly max: number } {
  return scriptFontOf(fontPath) ? SCRIPT_WEIGHT_RANGE : WEIGHT_RANGE
}

const FONTSOURCE_FILE = /[\\/]@fontsource-variable[\\/]([a-z0-9-]+)[\\/]files[\\/][^\\/]+\.woff2$/

/** The script font a Fontsource file belongs to, or undefined for Inter and anything else. */
export function scriptFontOf(fontPath: string): ScriptFont | undefined {
  const family = FONTSOURCE_FILE.exec(fontPath)?.[1]
  return family === undefined ? undefined : SCRIPT_FONTS[family]
}

/**
 * The characters the build keeps in a Fontsource file with the given unicode-range, in the face
 * pages preload: a script font's, its locale's text and the script's core; Inter's, those the site's text in any language uses
 * plus `ALWAYS_IN_INTER` (the rest goes to a second face, `restCodePoints`), or all of them when
 * the site's text uses none. Undefined for a file the build leaves whole.
 */
export function keptCodePoints(
  fontPath: string,
  ranges: readonly CodePointRange[],
  codePointsFor: FontSubsetOptions['codePointsFor'],
): number[] | undefined {
  const family = FONTSOURCE_FILE.exec(fontPath)?.[1]
  if (family === undefined) return undefined
  const script = SCRIPT_FONTS[family]
  if (script) return codePointsIn(ranges, codePointsFor(script.locale), script.core)
  if (!WHOLE_FONTS.has(family)) return undefined
  const used = codePointsIn(ranges, siteText(codePointsFor))
  return used.length > 0 ? codePointsIn(ranges, used, ALWAYS_IN_INTER) : codePointsIn(ranges, [], ranges)
}

/**
 * The second face of a file, fetched only by a page that shows one of its characters: what an
 * Inter file holds beyond `keptCodePoints`, and what of a script font's basic block it lacks.
 */
export function restCodePoints(
  fontPath: string,
  ranges: readonly CodePointRange[],
  codePointsFor: FontSubsetOptions['codePointsFor'],
): number[] {
  const family = FONTSOURCE_FILE.exec(fontPath)?.[1]
  if (family === undefined) return []
  const script = SCRIPT_FONTS[family]
  if (!script && !WHOLE_FONTS.has(family)) return []
  const kept = new Set(keptCodePoints(fontPath, ranges, codePointsFor))
  return codePointsIn(ranges, [], script ? [script.block] : ranges).filter((cp) => !kept.has(cp))
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
 * Writes `source` cut to `codePoints` and to its weight range (`weightRangeOf`; WOFF2, shaping rules kept) under `cacheDir` and returns its
 * path. The file keeps the source's name, so built asset names still say which font it is; its
 * folder is named by a hash of the source, the code points and the weight range, so a build reuses
 * what an earlier one made, and a change of text or range makes a new file.
 */
export function subsetFontFile(source: string, codePoints: readonly number[], cacheDir: string): Promise<string> {
  const bytes = readFileSync(source)
  const weights = weightRangeOf(source)
  const key = createHash('sha256')
    .update(SUBSET_VERSION)
    .update(bytes)
    .update(Uint32Array.from(codePoints))
    .update(`${String(weights.min)}-${String(weights.max)}`)
    .digest('hex')
    .slice(0, 16)
  const target = join(cacheDir, key, basename(source))
  let pending = inFlight.get(target)
  if (!pending) {
    pending = (async () => {
      if (existsSync(target)) return target
      const subset = await subsetFont(bytes, String.fromCodePoint(...codePoints), {
        targetFormat: 'woff2',
        variationAxes: { wght: weights },
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
  cloneAfter(): AtRule
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
      const rules: AtRule[] = []
      root.walkAtRules('font-face', (rule) => void rules.push(rule))
      const subsets: Promise<void>[] = []
      for (const rule of rules) {
        const face = faceOf(rule)
        const url = face.src && /url\(\s*['"]?([^'")]+\.woff2)['"]?\s*\)/.exec(face.src.value)?.[1]
        const stylesheet = face.src?.source?.input.file
        // Rules without a range or a file of their own (the local fallbacks) cover everything and stay.
        if (!face.src || !face.range || !url || !stylesheet) continue
        const fontPath = resolve(dirname(stylesheet), url)
        const ranges = parseUnicodeRange(face.range.value)
        const used = keptCodePoints(fontPath, ranges, codePointsFor)
        if (!used) continue
        if (used.length === 0) {
          rule.remove()
          continue
        }
        if (cacheDir === undefined) continue
        const rest = restCodePoints(fontPath, ranges, codePointsFor)
        const weights = weightRangeOf(fontPath)
        subsets.push(narrowFace(face, url, stylesheet, subsetFontFile(fontPath, used, cacheDir), used, weights))
        if (rest.length > 0)
          subsets.push(narrowFace(faceOf(rule.cloneAfter()), url, stylesheet, subsetFontFile(fontPath, rest, cacheDir), rest, weights))
      }
      await Promise.all(subsets)
    },
  }
}

interface Face {
  src?: Declaration | undefined
  range?: Declaration | undefined
  weight?: Declaration | undefined
}

function faceOf(rule: AtRule): Face {
  const face: Face = {}
  rule.walkDecls((decl) => {
    if (decl.prop === 'src') face.src = decl
    if (decl.prop === 'unicode-range') face.range = decl
    if (decl.prop === 'font-weight') face.weight = decl
  })
  return face
}

/** Points a face at its subset file and narrows its unicode-range and weights to what the file holds. */
async function narrowFace(
  face: Face,
  url: string,
  stylesheet: string,
  subset: Promise<string>,
  codePoints: readonly number[],
  weights: { readonly min: number; readonly max: number },
): Promise<void> {
  const file = await subset
  if (face.src) face.src.value = face.src.value.replace(url, relative(dirname(stylesheet), file).replaceAll('\\', '/'))
  if (face.range) face.range.value = formatUnicodeRange(codePoints)
  // The face now offers only these weights; a wider descriptor would stretch the axis past its ends.
  if (face.weight) face.weight.value = `${String(weights.min)} ${String(weights.max)}`
}

/** The few Vite plugin shapes this plugin uses. */
interface ResolveContext {
  resolve(source: string, importer: string | undefined, options: { skipSelf: boolean }): Promise<{ id: string } | null>
}

/**
 * The Vite side, for the build: a `?url` import of a web font's Fontsource file (the locale's
 * preloaded font, `src/features/fonts/font-assets.ts`) gets the same subset file as the stylesheet's url() (Inter's: the face of the site's characters),
 * so the preload and the stylesheet name one built asset.
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
