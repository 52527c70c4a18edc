import { LOCALE_CODES, type LocaleCode } from './locales'

/**
 * Best supported locale for one BCP 47 tag, or undefined when nothing fits.
 * Uses the platform's CLDR data so that scripts and deprecated codes resolve as
 * a real matcher would: `in` -> `id` and `iw` -> `he` (canonicalization),
 * zh-HK -> zh-Hant -> zh-TW and zh-SG -> zh-Hans -> zh-CN (likely subtags),
 * pt-PT -> pt.
 *
 * Only Chinese needs its script inferred, and only `und` its language (which V8
 * reports as undefined), so only those are maximized: the first `maximize()`
 * loads the likely-subtags data, about 4 ms on a fast machine, and the inline
 * copy of this matcher runs in the home page's <head> before anything paints.
 */
export function matchTag(tag: string, supported: readonly LocaleCode[] = LOCALE_CODES): LocaleCode | undefined {
  let locale: Intl.Locale
  try {
    const [canonical] = Intl.getCanonicalLocales(tag.trim())
    if (!canonical) return undefined
    locale = new Intl.Locale(canonical)
    if (locale.language === 'zh' || !locale.language || locale.language === 'und') locale = locale.maximize()
  } catch {
    return undefined
  }
  const { language, script } = locale
  if (language === 'zh') {
    const target = script === 'Hant' ? 'zh-TW' : 'zh-CN'
    return supported.includes(target) ? target : undefined
  }
  return supported.find((code) => code === language)
}
