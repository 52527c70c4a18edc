import { globSync, mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { createRequire } from 'node:module'
import { basename, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { preprocessCSS, resolveConfig } from 'vite'
import { convert } from 'fontverter'
import { Blob, Buffer, Face, Font, Variation, shape } from 'harfbuzzjs'
import {
  SCRIPT_FONTS,
  SCRIPT_WEIGHT_RANGE,
  WEIGHT_RANGE,
  codePointsIn,
  formatUnicodeRange,
  keptCodePoints,
  restCodePoints,
  localeCodePoints,
  parseUnicodeRange,
  scriptFontOf,
  subsetFontFile,
  type CodePointRange,
} from './font-subsets.ts'

const root = join(import.meta.dirname, '../..')
const require = createRequire(import.meta.url)
// Code points, not user-perceived characters, are what unicode-range speaks of.
const cps = (text: string) => [...new Set(Array.from(text, (c) => c.codePointAt(0) ?? 0))].sort((a, b) => a - b)

describe('parseUnicodeRange', () => {
  it('reads single code points, ranges and wildcards', () => {
    expect(parseUnicodeRange('U+20, U+3041-307f,U+30??')).toEqual([
      [0x20, 0x20],
      [0x3041, 0x307f],
      [0x3000, 0x30ff],
    ])
  })

  it('refuses what it cannot read rather than dropping a font', () => {
    expect(() => parseUnicodeRange('U+zz')).toThrow('Unreadable unicode-range part "U+zz"')
  })
})

describe('codePointsIn', () => {
  const ranges: CodePointRange[] = [
    [0x3041, 0x307f],
    [0x4e00, 0x4e00],
  ]
  it('keeps the characters of the text that fall in the ranges', () => {
    expect(codePointsIn(ranges, cps('Kinemo 一あ'))).toEqual(cps('あ一'))
    expect(codePointsIn(ranges, cps('Kinemo 二'))).toEqual([])
  })
  it('adds what is always kept, within the ranges only', () => {
    expect(codePointsIn(ranges, cps('一'), [[0x3040, 0x3043]])).toEqual(cps('ぁあぃ一'))
  })
})

describe('formatUnicodeRange', () => {
  it('joins runs of consecutive code points', () => {
    expect(formatUnicodeRange(cps('あいうカ一'))).toBe('U+3042,U+3044,U+3046,U+30ab,U+4e00')
    expect(formatUnicodeRange([0x41, 0x42, 0x43, 0x45, 0x1f600])).toBe('U+41-43,U+45,U+1f600')
    expect(formatUnicodeRange([])).toBe('')
  })
  it('reads back as the same code points', () => {
    const sorted = cps('Kinemoで動画をつくろう')
    const ranges = parseUnicodeRange(formatUnicodeRange(sorted))
    expect(codePointsIn(ranges, sorted)).toEqual(sorted)
  })
})

describe('scriptFontOf', () => {
  it('names the locale of each script family and leaves Inter and other files alone', () => {
    expect(
      scriptFontOf('/x/node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2')
        ?.locale,
    ).toBe('hi')
    expect(scriptFontOf('C:\\x\\@fontsource-variable\\noto-sans-arabic\\files\\noto-sans-arabic-arabic-wght-normal.woff2')?.locale).toBe(
      'ar',
    )
    expect(scriptFontOf('/x/node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')).toBeUndefined()
    expect(scriptFontOf('/x/src/assets/noto-sans-thai.woff2')).toBeUndefined()
  })
})

/** The characters a WOFF2 font has glyphs for, read back with HarfBuzz. */
async function fontCodePoints(woff2: Uint8Array): Promise<number[]> {
  const face = new Face(new Blob(await convert(woff2, 'sfnt')))
  return [...face.collectUnicodes()].sort((a, b) => a - b)
}

async function faceOf(woff2: Uint8Array): Promise<Face> {
  return new Face(new Blob(await convert(woff2, 'sfnt')))
}

/** How HarfBuzz lays out `text` at a weight: each glyph's advance and the width and height of its outline, in font units. */
function layout(face: Face, text: string, weight: number): number[] {
  const font = new Font(face)
  font.setVariations([new Variation('wght', weight)])
  const buffer = new Buffer()
  buffer.addText(text)
  buffer.guessSegmentProperties()
  shape(font, buffer)
  const positions = buffer.getGlyphPositions()
  return buffer.getGlyphInfos().flatMap((info, i) => {
    const extents = font.glyphExtents(info.codepoint)
    return [positions[i]?.xAdvance ?? Number.NaN, extents?.width ?? 0, extents?.height ?? 0]
  })
}

/** The largest difference between two layouts of the same glyphs, in font units. */
function largestDifference(a: readonly number[], b: readonly number[]): number {
  expect(a).toHaveLength(b.length)
  return Math.max(...a.map((value, i) => Math.abs(value - (b[i] ?? Number.NaN))))
}

describe('keptCodePoints', () => {
  const files = '/x/node_modules/@fontsource-variable'
  it("splits a script font's block into its locale's text with the script's core and the rest, Inter's into the site's characters (with ASCII) and the rest, and leaves other files alone", () => {
    const text = () => cps('कि Kinemo')
    const devanagari = `${files}/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2`
    const kept = keptCodePoints(devanagari, [[0x900, 0x97f]], text) ?? []
    const rest = restCodePoints(devanagari, [[0x900, 0x97f]], text)
    // Every Hindi letter, sign and digit is in the preloaded face, typed or not; Sindhi's implosives
    // and Marathi's eyelash ra go to the second face. Between them, the whole block, none twice.
    expect(kept).toEqual(expect.arrayContaining(cps('कखङञऋॠक़ड़ंःँ्।॥०९ॐ')))
    expect(rest).toEqual(expect.arrayContaining(cps('ॻॼॾॿॱ')))
    expect([...kept, ...rest].sort((a, b) => a - b)).toEqual(codePointsIn([[0x900, 0x97f]], [], [[0x900, 0x97f]]))
    // A character of the rest that the locale's text writes moves to the preloaded face.
    expect(keptCodePoints(devanagari, [[0x900, 0x97f]], () => cps('ॻ'))).toContain(0x97b)
    expect(restCodePoints(devanagari, [[0x900, 0x97f]], () => cps('ॻ'))).not.toContain(0x97b)
    // Arabic: the letters the language is written with in the preloaded face, Persian's and Urdu's in the second.
    const arabic = `${files}/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2`
    expect(keptCodePoints(arabic, [[0x600, 0x6ff]], text)).toEqual(
      expect.arrayContaining(cps('ابتثجحخدذرزسشصضطظعغفقكلمنهويءآأإؤئةىًٌٍَُِّْٰـ،؛؟٠١٩٪')),
    )
    expect(restCodePoints(arabic, [[0x600, 0x6ff]], text)).toEqual(expect.arrayContaining(cps('پچژگکیۀےٹڈڑں')))
    // Thai: no other language's letters, one face.
    expect(restCodePoints(`${files}/noto-sans-thai/files/noto-sans-thai-thai-wght-normal.woff2`, [[0xe00, 0xe7f]], text)).toEqual([])
    expect(
      keptCodePoints(
        `${files}/noto-sans-devanagari/files/noto-sans-devanagari-latin-wght-normal.woff2`,
        [
          [0x41, 0x5a],
          [0x61, 0x7a],
        ],
        text,
      ),
    ).toEqual(cps('Kinemo'))
    const inter = `${files}/inter/files/inter-latin-wght-normal.woff2`
    const latin: CodePointRange[] = [
      [0x41, 0x4b],
      [0xe9, 0xe9],
    ]
    // The site writes K (Kinemo): the face every page can need keeps it and ASCII; é goes to the second face.
    expect(keptCodePoints(inter, latin, text)).toEqual(cps('ABCDEFGHIJK'))
    expect(restCodePoints(inter, latin, text)).toEqual(cps('é'))
    // A file the site's text never uses stays one face, whole.
    expect(keptCodePoints(inter, [[0xe9, 0xea]], text)).toEqual(cps('éê'))
    expect(restCodePoints(inter, [[0xe9, 0xea]], text)).toEqual([])
    expect(keptCodePoints('/x/src/assets/logo.woff2', [[0x41, 0x43]], text)).toBeUndefined()
  })
})

describe('subsetFontFile', () => {
  const source = require.resolve('@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2')

  it('writes a much smaller font with exactly the asked characters, under the source file name', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'kinemo-fonts-'))
    const asked = cps('वीडियो')
    const sourceCps = await fontCodePoints(readFileSync(source))
    const subset = await subsetFontFile(source, asked, cacheDir)
    expect(basename(subset)).toBe(basename(source))
    expect(await fontCodePoints(readFileSync(subset))).toEqual(asked.filter((cp) => sourceCps.includes(cp)))
    expect(statSync(subset).size).toBeLessThan(statSync(source).size / 4)
  }, 60_000)

  // Inter gets the weights the CSS uses; a script font the regular and bold its fallbacks offer.
  it.each([
    [
      'Inter',
      '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
      'Kinemo: Reimagine Creativity',
      WEIGHT_RANGE,
      [400, 600, 650, 700, 800],
    ],
    [
      'Noto Sans Arabic',
      '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2',
      'أعد تخيل الإبداع',
      SCRIPT_WEIGHT_RANGE,
      [400, 700],
    ],
  ] as const)(
    'cuts %s to the weights it is drawn at, drawing them exactly as the source does',
    async (_, file, text, range, weights) => {
      const cacheDir = mkdtempSync(join(tmpdir(), 'kinemo-fonts-'))
      const source = require.resolve(file)
      const whole = await faceOf(readFileSync(source))
      const cut = await faceOf(readFileSync(await subsetFontFile(source, cps(text), cacheDir)))
      expect(whole.getAxisInfos()['wght']).toMatchObject({ min: 100, max: 900 })
      expect(cut.getAxisInfos()['wght']).toMatchObject({ min: range.min, max: range.max })
      // Within a unit of 2048 per em (the deltas are recomputed for the new range and rounded).
      for (const weight of weights)
        expect(largestDifference(layout(cut, text, weight), layout(whole, text, weight)), `weight ${String(weight)}`).toBeLessThanOrEqual(1)
      expect(largestDifference(layout(cut, text, 700), layout(cut, text, 400))).toBeGreaterThan(20)
    },
    60_000,
  )

  it('reuses the file an earlier build made for the same text, and makes a new one for new text', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'kinemo-fonts-'))
    const first = await subsetFontFile(source, cps('कि'), cacheDir)
    const made = statSync(first).mtimeMs
    expect(await subsetFontFile(source, cps('कि'), cacheDir)).toBe(first)
    expect(statSync(first).mtimeMs).toBe(made)
    expect(await subsetFontFile(source, cps('किन'), cacheDir)).not.toBe(first)
  }, 60_000)
})

describe('WEIGHT_RANGE', () => {
  it('holds every font weight the stylesheets ask for, and the bold of headings and <strong>', () => {
    const weights = globSync('src/**/*.css', { cwd: root }).flatMap((file) =>
      [...readFileSync(join(root, file), 'utf8').matchAll(/font-weight:\s*([^;}]+)/g)].map((m) => ({ file, value: m[1]?.trim() ?? '' })),
    )
    expect(weights.length).toBeGreaterThan(10)
    const numeric = (value: string) => (value === 'bold' ? 700 : value === 'normal' ? 400 : Number(value))
    const outside = weights.filter(({ value }) => !(numeric(value) >= WEIGHT_RANGE.min && numeric(value) <= WEIGHT_RANGE.max))
    expect(outside, 'widen WEIGHT_RANGE in scripts/build/font-subsets.ts for a new weight').toEqual([])
    expect(WEIGHT_RANGE.min).toBeLessThanOrEqual(400)
    expect(WEIGHT_RANGE.max).toBeGreaterThanOrEqual(700)
  })

  it('gives the script fonts the regular and bold their fallback faces have', () => {
    expect(SCRIPT_WEIGHT_RANGE).toEqual({ min: 400, max: 700 })
  })
})

/** A built @font-face body whose font-weight is exactly `range` (WEIGHT_RANGE unless told). */
const hasWeightRange = (face: string, range: { min: number; max: number } = WEIGHT_RANGE) =>
  new RegExp(`font-weight:\\s*${String(range.min)} ${String(range.max)};`).test(face)

describe('the built script stylesheets (Vite with the project config)', () => {
  const fonts = [
    { locale: 'ar', file: 'arabic.css', pkg: '@fontsource-variable/noto-sans-arabic/wght.css', sample: 'الفيديو', second: 'پچگ' },
    { locale: 'hi', file: 'devanagari.css', pkg: '@fontsource-variable/noto-sans-devanagari/wght.css', sample: 'वीडियो', second: 'ॻॼ' },
    { locale: 'th', file: 'thai.css', pkg: '@fontsource-variable/noto-sans-thai/wght.css', sample: 'วิดีโอ', second: '' },
  ] as const

  for (const { locale, file, pkg, sample, second } of fonts) {
    it(`${locale}: keeps the page text's subsets, cut to that text, and never swaps`, async () => {
      const config = await resolveConfig({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'silent' }, 'build')
      const built = (
        await preprocessCSS(readFileSync(join(root, 'src/features/fonts', file), 'utf8'), join(root, 'src/features/fonts', file), config)
      ).code
      const faces = [...built.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1] ?? '').filter((f) => f.includes('unicode-range'))
      const ranges = faces.map((f) => parseUnicodeRange(/unicode-range:\s*([^;]+);/.exec(f)?.[1] ?? ''))
      const text = localeCodePoints(root, locale)
      const script = SCRIPT_FONTS[pkg.split('/')[1] ?? '']
      expect(script?.locale).toBe(locale)
      const kept = codePointsIn([[0, 0x10ffff]], text, script ? [...script.core, script.block] : [])
      // Every character of the sample is in the locale's text and still has a web font subset.
      const sampleCps = cps(sample.replace(/[A-Za-z]/g, ''))
      expect(sampleCps.filter((cp) => !text.includes(cp)).map((cp) => String.fromCodePoint(cp))).toEqual([])
      expect(sampleCps.filter((cp) => !ranges.some((r) => codePointsIn(r, [cp]).length > 0)).map((cp) => String.fromCodePoint(cp))).toEqual(
        [],
      )
      // The block's letters the language does not use are in a face of their own, after the one with the text.
      const block = script ? codePointsIn([script.block], [], [script.block]) : []
      const blockFaces = ranges.filter((r) => codePointsIn(r, block).length > 0)
      expect(blockFaces).toHaveLength(second ? 2 : 1)
      if (second) {
        expect(codePointsIn(blockFaces[0] ?? [], sampleCps)).toEqual(sampleCps)
        expect(codePointsIn(blockFaces[0] ?? [], cps(second))).toEqual([])
        expect(codePointsIn(blockFaces[1] ?? [], cps(second))).toEqual(cps(second))
      }
      // Each rule now names only characters of that text or of the script's block, and a file cut for them.
      expect(
        ranges
          .flatMap((r) => r.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i)))
          .filter((cp) => !kept.includes(cp)),
      ).toEqual([])
      expect(faces.every((f) => /url\([^)]*kinemo-fonts\/[0-9a-f]{16}\/noto-sans-[a-z]+-[^)]+\.woff2\)/.test(f))).toBe(true)
      const all = [...readFileSync(require.resolve(pkg), 'utf8').matchAll(/unicode-range:/g)].length
      // Pruned: each family has a subset (Vietnamese, extended Latin...) the locale never writes.
      const files = new Set(faces.map((f) => /\/(noto-sans-[a-z-]+\.woff2)\)/.exec(f)?.[1]))
      expect(files.size).toBeGreaterThan(0)
      expect(files.size).toBeLessThan(all)
      expect(faces.every((f) => /font-display:\s*optional/.test(f))).toBe(true)
      expect(faces.every((face) => hasWeightRange(face, SCRIPT_WEIGHT_RANGE))).toBe(true)
    }, 120_000)
  }

  it("latin: Inter keeps every character of every subset, split into the site's characters (with ASCII) and the rest, cut to the weight range", async () => {
    const file = join(root, 'src/features/fonts/latin.css')
    const config = await resolveConfig({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'silent' }, 'build')
    const built = (await preprocessCSS(readFileSync(file, 'utf8'), file, config)).code
    // The web font's faces, not the local fallback's.
    const faces = [...built.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1] ?? '').filter((f) => f.includes('url('))
    const all = (value: string) => codePointsIn(parseUnicodeRange(value), [], parseUnicodeRange(value))
    const original = new Map(
      [...readFileSync(require.resolve('@fontsource-variable/inter/wght.css'), 'utf8').matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => [
        /files\/(inter-[a-z-]+-wght-normal\.woff2)/.exec(m[1] ?? '')?.[1] ?? '',
        all(/unicode-range:\s*([^;]+);/.exec(m[1] ?? '')?.[1] ?? ''),
      ]),
    )
    const byFile = new Map<string, number[][]>()
    for (const face of faces) {
      const name = /\/(inter-[a-z-]+-wght-normal\.woff2)\)/.exec(face)?.[1] ?? ''
      byFile.set(name, [...(byFile.get(name) ?? []), all(/unicode-range:\s*([^;]+);/.exec(face)?.[1] ?? '')])
    }
    expect([...byFile.keys()].sort()).toEqual([...original.keys()].sort())
    for (const [name, parts] of byFile) {
      // The faces of one file share out its characters: none lost, none twice.
      expect(
        parts.flat().sort((a, b) => a - b),
        name,
      ).toEqual(original.get(name))
      expect(parts.length, name).toBeLessThanOrEqual(2)
    }
    // Latin: the site's characters and ASCII in the face pages preload, the rest (þ, ð...) in a second face.
    const [core, rest] = byFile.get('inter-latin-wght-normal.woff2') ?? []
    expect(core).toEqual(expect.arrayContaining([...cps('Kinemo ~{}|'), ...cps('ÄÖÜßéçñ’“”')]))
    expect(rest).toEqual(expect.arrayContaining(cps('þð')))
    expect(faces.every((f) => /url\([^)]*kinemo-fonts\/[0-9a-f]{16}\/inter-[a-z-]+-wght-normal\.woff2\)/.test(f))).toBe(true)
    expect(faces.every((face) => hasWeightRange(face))).toBe(true)
  }, 120_000)
})
