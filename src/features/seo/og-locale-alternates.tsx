import { memo } from 'react'
import { useLingui } from '@lingui/react'
import { LOCALES } from '@/lib/i18n/locales'
import { ogLocale } from './site-urls'

/**
 * `og:locale:alternate` for every other locale. Open Graph repeats this property once per value,
 * which route `head()` cannot express (it keeps one meta per property), so it renders here, inside
 * <head> next to <HeadContent />, and follows the page's locale like `og:locale` does. Memoized:
 * the document around it renders again on each router update of a navigation; this changes only
 * with the language.
 */
export const OpenGraphLocaleAlternates = memo(function OpenGraphLocaleAlternates() {
  const { i18n } = useLingui()
  return (
    <>
      {LOCALES.filter((l) => l.code !== i18n.locale).map((l) => (
        <meta key={l.code} property="og:locale:alternate" content={ogLocale(l.iso)} />
      ))}
    </>
  )
})
