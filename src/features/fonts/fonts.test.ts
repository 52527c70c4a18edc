import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import arial from '@capsizecss/metrics/arial'
import inter from '@capsizecss/metrics/inter'
import notoSansArabic from '@capsizecss/metrics/notoSansArabic'
import notoSansDevanagari from '@capsizecss/metrics/notoSansDevanagari'
import notoSansThai from '@capsizecss/metrics/notoSansThai'
import tahoma from '@capsizecss/metrics/tahoma'
import { LOCALES } from '@/lib/i18n/locales'
import { fallbackOverrides, type FallbackOverrides, type FontMetrics } from './fallback-metrics'
import { localeFontScripts } from './font-assets'

const css = (file: string) => readFileSync(join(import.meta.dirname, file), 'utf8')

/** Percentages as numbers: the formatter writes `100%` where the metrics give `100.00%`. */
function asNumbers(overrides: FallbackOverrides): Record<keyof FallbackOverrides, number> {
  return {
    sizeAdjust: Number.parseFloat(overrides.sizeAdjust),
    ascentOverride: Number.parseFloat(overrides.ascentOverride),
    descentOverride: Number.parseFloat(overrides.descentOverride),
    lineGapOverride: Number.parseFloat(overrides.lineGapOverride),
  }
}

/** The bodies of the `@font-face` rules for `family` in a stylesheet. */
function facesOf(source: string, family: string): string[] {
  return [...source.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((m) => m[1] ?? '').filter((body) => body.includes(`'${family}'`))
}

const descriptor = (face: string, name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(face)?.[1]?.trim() ?? ''

/** The metric overrides of `family`, the same in each of its faces (one per weight). */
function fallbackFace(source: string, family: string): Record<keyof FallbackOverrides, number> {
  const faces = facesOf(source, family).map((face) =>
    asNumbers({
      sizeAdjust: descriptor(face, 'size-adjust'),
      ascentOverride: descriptor(face, 'ascent-override'),
      descentOverride: descriptor(face, 'descent-override'),
      lineGapOverride: descriptor(face, 'line-gap-override'),
    }),
  )
  const [first] = faces
  if (!first) throw new Error(`No @font-face for ${family}`)
  for (const face of faces) expect(face, family).toEqual(first)
  return first
}

const thaiWidths = (m: FontMetrics & { subsets: { thai: { xWidthAvg: number } } }): FontMetrics => ({
  ...m,
  xWidthAvg: m.subsets.thai.xWidthAvg,
})

describe('metric-matched fallback fonts', () => {
  it('Arial stands in for Inter at Inter’s width and height', () => {
    expect(fallbackFace(css('latin.css'), 'Inter Fallback')).toEqual(asNumbers(fallbackOverrides(inter, arial)))
  })

  it('Tahoma stands in for Noto Sans Thai at its Thai glyph width', () => {
    expect(fallbackFace(css('thai.css'), 'Noto Sans Thai Fallback')).toEqual(
      asNumbers(fallbackOverrides(thaiWidths(notoSansThai), thaiWidths(tahoma))),
    )
  })

  it.each([
    ['arabic.css', 'Noto Sans Arabic', notoSansArabic],
    ['devanagari.css', 'Noto Sans Devanagari', notoSansDevanagari],
  ])('%s keeps the line height of %s while it loads', (file, family, metrics) => {
    expect(fallbackFace(css(file), `${family} Fallback`)).toEqual(asNumbers(fallbackOverrides(metrics)))
  })

  it('gives Android’s and Linux’s own Noto Sans Devanagari and Thai the web font’s size and line height', () => {
    expect(fallbackFace(css('devanagari.css'), 'Noto Sans Devanagari Local')).toEqual(asNumbers(fallbackOverrides(notoSansDevanagari)))
    expect(fallbackFace(css('thai.css'), 'Noto Sans Thai Local')).toEqual(asNumbers(fallbackOverrides(notoSansThai)))
  })

  it.each([
    ['devanagari.css', 'hi', 'Noto Sans Devanagari'],
    ['thai.css', 'th', 'Noto Sans Thai'],
  ])(
    '%s: a device with its own %s draws with it; the web font only where it lacks one, the platform’s font until then',
    (file, lang, family) => {
      const stack = new RegExp(`:root:lang\\(${lang}\\)\\s*\\{\\s*--font-sans:([^;]+);`).exec(css(file))?.[1] ?? ''
      const names = stack.split(',').map((f) => f.trim().replace(/^'|'$/g, ''))
      expect(names).toEqual([
        'Inter Variable',
        'Inter Fallback',
        `${family} Local`,
        `${family} Variable`,
        `${family} Fallback`,
        'system-ui',
        'sans-serif',
      ])
      // The local face names only the web font's own copy: any other font there would win over the web font everywhere.
      for (const face of facesOf(css(file), `${family} Local`))
        for (const [, name = ''] of descriptor(face, 'src').matchAll(/local\('([^']+)'\)/g))
          expect(name.replaceAll(' ', '')).toMatch(new RegExp(`^${family.replaceAll(' ', '')}`))
    },
  )

  it.each([
    ['latin.css', 'Inter Fallback'],
    ['arabic.css', 'Noto Sans Arabic Fallback'],
    ['devanagari.css', 'Noto Sans Devanagari Fallback'],
    ['thai.css', 'Noto Sans Thai Fallback'],
    ['devanagari.css', 'Noto Sans Devanagari Local'],
    ['thai.css', 'Noto Sans Thai Local'],
  ])('%s: %s has a regular and a bold face, so headings are not drawn in a faked bold', (file, family) => {
    const faces = facesOf(css(file), family)
    expect(faces.map((face) => descriptor(face, 'font-weight'))).toEqual(['400', '700'])
    const [regular = '', bold = ''] = faces.map((face) =>
      [...descriptor(face, 'src').matchAll(/local\('([^']+)'\)/g)].map((m) => m[1] ?? ''),
    )
    expect(regular.length, family).toBeGreaterThan(0)
    expect(bold.length, family).toBeGreaterThan(0)
    for (const name of regular) expect(name, family).not.toMatch(/bold/i)
    for (const name of bold) expect(name, family).toMatch(/bold/i)
  })

  it('computes the overrides the way Next.js and fontaine do', () => {
    expect(fallbackOverrides(inter, arial)).toEqual({
      sizeAdjust: '107.12%',
      ascentOverride: '90.44%',
      descentOverride: '22.52%',
      lineGapOverride: '0.00%',
    })
  })
})

describe('fonts per locale', () => {
  it('gives Latin, Cyrillic and Vietnamese locales Inter alone', () => {
    for (const code of ['en', 'de', 'es', 'fr', 'id', 'it', 'ms', 'pt', 'ru', 'tr', 'vi'] as const)
      expect(localeFontScripts(code), code).toEqual(['latin'])
  })

  it('adds exactly the locale’s own script where it writes in another one', () => {
    expect(localeFontScripts('ar')).toEqual(['latin', 'arabic'])
    expect(localeFontScripts('hi')).toEqual(['latin', 'devanagari'])
    expect(localeFontScripts('th')).toEqual(['latin', 'thai'])
    expect(new Set(LOCALES.map((l) => localeFontScripts(l.code).join()))).toHaveProperty('size', 4)
  })

  it('gives Japanese, Korean and Chinese no web font of their own: Inter, then the platform’s CJK fonts', () => {
    const global = readFileSync(join(import.meta.dirname, '../../styles/global.css'), 'utf8')
    const stack = (lang: string) => new RegExp(`:root:lang\\(${lang}\\)\\s*\\{\\s*--font-sans:([^;]+);`).exec(global)?.[1] ?? ''
    for (const [code, families] of [
      ['ja', ['Hiragino Sans', 'Noto Sans CJK JP', 'Meiryo']],
      ['ko', ['Apple SD Gothic Neo', 'Noto Sans CJK KR', 'Malgun Gothic']],
      ['zh-CN', ['PingFang SC', 'Noto Sans CJK SC', 'Microsoft YaHei']],
      ['zh-TW', ['PingFang TC', 'Noto Sans CJK TC', 'Microsoft JhengHei']],
    ] as const) {
      expect(localeFontScripts(code), code).toEqual(['latin'])
      const names = stack(code)
        .split(',')
        .map((f) => f.trim().replace(/^'|'$/g, ''))
      expect(names.slice(0, 2), code).toEqual(['Inter Variable', 'Inter Fallback'])
      for (const family of families) expect(names, code).toContain(family)
      expect(names.at(-1), code).toBe('sans-serif')
    }
  })

  it('scopes each script’s font stack to its own language, so a stylesheet left from a switch changes nothing', () => {
    for (const [file, lang] of [
      ['arabic.css', 'ar'],
      ['devanagari.css', 'hi'],
      ['thai.css', 'th'],
    ] as const) {
      expect(css(file), file).toMatch(new RegExp(`:root:lang\\(${lang}\\)\\s*\\{\\s*--font-sans:`))
      expect(css(file).match(/--font-sans/g), file).toHaveLength(1)
    }
    expect(css('latin.css')).not.toContain('--font-sans')
  })
})
