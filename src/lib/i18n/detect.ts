import { LOCALE_CODES, type LocaleCode } from './locales'

/**
 * Uses the platform's CLDR data, so tags resolve as a real matcher would: `in` -> `id`,
 * zh-HK -> zh-TW, zh-SG -> zh-CN, pt-PT -> pt. Only Chinese (script) and `und` (language; V8
 * reports it as undefined) are maximized: the first `maximize()` costs about 4 ms, and the inline
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
