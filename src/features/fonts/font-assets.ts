import type { LocaleCode } from '@/lib/i18n/locales'
import latinCss from './latin.css?url'
import arabicCss from './arabic.css?url'
import devanagariCss from './devanagari.css?url'
import thaiCss from './thai.css?url'
// The files each locale's text is drawn from. The same files the stylesheets reference, so the
// preload is reused.
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import interLatinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url'
import interCyrillic from '@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2?url'
import interVietnamese from '@fontsource-variable/inter/files/inter-vietnamese-wght-normal.woff2?url'
import arabic from '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2?url'

/**
 * No CJK web font: one is hundreds of KB in dozens of files, and every platform ships good CJK fonts,
 * which `src/styles/global.css` names for those locales.
 */
export type FontScript = 'latin' | 'arabic' | 'devanagari' | 'thai'

const STYLESHEETS: Record<FontScript, string> = {
  latin: latinCss,
  arabic: arabicCss,
  devanagari: devanagariCss,
  thai: thaiCss,
}

interface LocaleFontPlan {
  /** Inter always (names, digits and Latin words appear in every language), plus the locale's own script if it has a web font. */
  scripts: readonly FontScript[]
  /**
   * Every font file the locale's pages draw text from, preloaded: found only at layout, one would be
   * fetched after the stylesheets, and the first paint (which waits a moment for an optional font)
   * would wait for it. Inter's Latin file is in every list: names, digits and Latin words appear
   * in every language. Not Devanagari's or Thai's: phones draw those with their own copy of the same
   * font, and a device without one fetches the web font when it lays the text out.
   */
  preload: readonly string[]
}

const latinOnly = (...preload: string[]): LocaleFontPlan => ({ scripts: ['latin'], preload: [...preload, interLatin] })
const withScript = (script: FontScript, ...preload: string[]): LocaleFontPlan => ({
  scripts: ['latin', script],
  preload: [...preload, interLatin],
})

const PLAN: Record<LocaleCode, LocaleFontPlan> = {
  en: latinOnly(),
  de: latinOnly(),
  es: latinOnly(),
  fr: latinOnly(),
  id: latinOnly(),
  it: latinOnly(),
  ms: latinOnly(),
  pt: latinOnly(),
  tr: latinOnly(interLatinExt),
  vi: latinOnly(interVietnamese, interLatinExt),
  ru: latinOnly(interCyrillic),
  ar: withScript('arabic', arabic),
  hi: withScript('devanagari'),
  th: withScript('thai'),
  ja: latinOnly(),
  ko: latinOnly(),
  'zh-CN': latinOnly(),
  'zh-TW': latinOnly(),
}

export function localeFontScripts(locale: LocaleCode): readonly FontScript[] {
  return PLAN[locale].scripts
}

export interface LocaleFonts {
  stylesheets: readonly string[]
  preload: readonly string[]
}

export function localeFonts(locale: LocaleCode): LocaleFonts {
  const { scripts, preload } = PLAN[locale]
  return { stylesheets: scripts.map((script) => STYLESHEETS[script]), preload }
}
