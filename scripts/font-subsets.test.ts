// @vitest-environment node
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { preprocessCSS, resolveConfig } from 'vite'
import { coversAny, localeCodePoints, parseUnicodeRange, pruneFontSubsets, type CodePointRange } from './font-subsets.ts'

const root = join(import.meta.dirname, '..')
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

describe('coversAny', () => {
  const ranges: CodePointRange[] = [
    [0x3041, 0x307f],
    [0x4e00, 0x4e00],
  ]
  it('is true when one character of the text is in a range', () => {
    expect(coversAny(ranges, cps('Kinemo 一'))).toBe(true)
    expect(coversAny(ranges, cps('あ'))).toBe(true)
  })
  it('is false when none is', () => {
    expect(coversAny(ranges, cps('Kinemo 二'))).toBe(false)
    expect(coversAny(ranges, [])).toBe(false)
  })
})

/** A stand-in for PostCSS's tree: @font-face rules with their declarations. */
function fakeRoot(faces: Record<string, string | undefined>) {
  const kept = new Set(Object.keys(faces))
  return {
    kept,
    walkAtRules(name: string, callback: (rule: { walkDecls: (cb: (d: { prop: string; value: string }) => void) => void; remove: () => void }) => void) {
      expect(name).toBe('font-face')
      for (const [id, range] of Object.entries(faces)) {
        callback({
          walkDecls: (cb) => {
            cb({ prop: 'font-family', value: id })
            if (range !== undefined) cb({ prop: 'unicode-range', value: range })
          },
          remove: () => kept.delete(id),
        })
      }
    },
  }
}

describe('pruneFontSubsets', () => {
  const plugin = pruneFontSubsets(() => cps('日本語のテキスト'))
  const faces = { kana: 'U+3041-30ff', kanji: 'U+65e5,U+672c', hangul: 'U+ac00-d7a3', fallback: undefined }

  it('keeps the subsets the locale text uses and the local fallback, and drops the rest', () => {
    const tree = fakeRoot(faces)
    plugin.OnceExit(tree, { result: { opts: { from: '/site/src/features/seo/fonts/japanese.css' } } })
    expect([...tree.kept].sort()).toEqual(['fallback', 'kana', 'kanji'])
  })

  it('leaves every other stylesheet alone', () => {
    for (const from of ['/site/src/features/seo/fonts/latin.css', '/site/src/styles/japanese.css', undefined]) {
      const tree = fakeRoot(faces)
      plugin.OnceExit(tree, { result: { opts: { from } } })
      expect(tree.kept.size).toBe(4)
    }
  })
})

describe('the built CJK stylesheets (Vite with the project config)', () => {
  const fonts = [
    { locale: 'ja', file: 'japanese.css', pkg: '@fontsource-variable/noto-sans-jp/wght.css', sample: 'Kinemoで動画をつくろう' },
    { locale: 'ko', file: 'korean.css', pkg: '@fontsource-variable/noto-sans-kr/wght.css', sample: '동영상' },
    { locale: 'zh-CN', file: 'simplified-chinese.css', pkg: '@fontsource-variable/noto-sans-sc/wght.css', sample: '视频' },
    { locale: 'zh-TW', file: 'traditional-chinese.css', pkg: '@fontsource-variable/noto-sans-tc/wght.css', sample: '影片' },
  ] as const

  for (const { locale, file, pkg, sample } of fonts) {
    it(`${locale}: keeps the subsets of the page text, drops most others, and never swaps`, async () => {
      const config = await resolveConfig({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'silent' }, 'build')
      const built = (await preprocessCSS(readFileSync(join(root, 'src/features/seo/fonts', file), 'utf8'), join(root, 'src/features/seo/fonts', file), config)).code
      const faces = [...built.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1] ?? '')
      const ranges = faces.flatMap((f) => [...f.matchAll(/unicode-range:\s*([^;]+);/g)].map((m) => parseUnicodeRange(m[1] ?? '')))
      const text = localeCodePoints(root, locale)
      // Every character of the sample is in the locale's text and still has a web font subset.
      const sampleCps = cps(sample.replace(/[A-Za-z]/g, ''))
      expect(sampleCps.filter((cp) => !text.includes(cp)).map((cp) => String.fromCodePoint(cp))).toEqual([])
      expect(sampleCps.filter((cp) => !ranges.some((r) => coversAny(r, [cp]))).map((cp) => String.fromCodePoint(cp))).toEqual([])
      const all = [...readFileSync(require.resolve(pkg), 'utf8').matchAll(/unicode-range:/g)].length
      expect(ranges.length).toBeGreaterThan(0)
      expect(ranges.length).toBeLessThan(all / 2)
      expect(faces.every((f) => /font-display:\s*optional/.test(f) || !/unicode-range/.test(f))).toBe(true)
    }, 60_000)
  }
})
