import type { LocaleCode } from '@/features/i18n/locales'
import latinCss from './latin.css?url'
import arabicCss from './arabic.css?url'
import devanagariCss from './devanagari.css?url'
import thaiCss from './thai.css?url'
import japaneseCss from './japanese.css?url'
import koreanCss from './korean.css?url'
import simplifiedChineseCss from './simplified-chinese.css?url'
import traditionalChineseCss from './traditional-chinese.css?url'
// The subset holding most of each locale's text (for CJK the one with kana, common Hangul or the
// most frequent ideographs). The same files the stylesheets reference, so the preload is reused.
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import interCyrillic from '@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2?url'
import arabic from '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2?url'
import devanagari from '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2?url'
import thai from '@fontsource-variable/noto-sans-thai/files/noto-sans-thai-thai-wght-normal.woff2?url'
import japanese from '@fontsource-variable/noto-sans-jp/files/noto-sans-jp-119-wght-normal.woff2?url'
import korean from '@fontsource-variable/noto-sans-kr/files/noto-sans-kr-119-wght-normal.woff2?url'
import simplifiedChinese from '@fontsource-variable/noto-sans-sc/files/noto-sans-sc-119-wght-normal.woff2?url'
import traditionalChinese from '@fontsource-variable/noto-sans-tc/files/noto-sans-tc-123-wght-normal.woff2?url'

export interface LocaleFonts {
  /** Font stylesheets, Inter's first; a script's own file only where the locale writes in it. */
  stylesheets: readonly string[]
  /** The locale's main font file, preloaded so the first paint rarely needs the fallback. */
  preload: string
}

const latinOnly = (preload: string): LocaleFonts => ({ stylesheets: [latinCss], preload })
const withScript = (css: string, preload: string): LocaleFonts => ({ stylesheets: [latinCss, css], preload })

const FONTS: Record<LocaleCode, LocaleFonts> = {
  en: latinOnly(interLatin),
  de: latinOnly(interLatin),
  es: latinOnly(interLatin),
  fr: latinOnly(interLatin),
  id: latinOnly(interLatin),
  it: latinOnly(interLatin),
  ms: latinOnly(interLatin),
  pt: latinOnly(interLatin),
  tr: latinOnly(interLatin),
  vi: latinOnly(interLatin),
  ru: latinOnly(interCyrillic),
  ar: withScript(arabicCss, arabic),
  hi: withScript(devanagariCss, devanagari),
  th: withScript(thaiCss, thai),
  ja: withScript(japaneseCss, japanese),
  ko: withScript(koreanCss, korean),
  'zh-CN': withScript(simplifiedChineseCss, simplifiedChinese),
  'zh-TW': withScript(traditionalChineseCss, traditionalChinese),
}

export function localeFonts(locale: LocaleCode): LocaleFonts {
  return FONTS[locale]
}
