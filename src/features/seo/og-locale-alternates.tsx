import { memo } from 'react'
import { useLingui } from '@lingui/react'
import { LOCALES } from '@/lib/i18n/locales'
import { localeOf } from '@/lib/i18n/catalog'
import { ogLocale } from './site-urls'

/**
 * Open Graph repeats `og:locale:alternate` once per value, which route `head()` cannot express (one
 * meta per property), so it renders here in <head>. Memoized: the document re-renders on each router
 * update of a navigation, but this changes only with the language.
 */
export const OpenGraphLocaleAlternates = memo(function OpenGraphLocaleAlternates() {
  const { i18n } = useLingui()
  return (
    <>
      {LOCALES.filter((l) => l.code !== localeOf(i18n)).map((l) => (
        <meta key={l.code} property="og:locale:alternate" content={ogLocale(l.iso)} />
      ))}
    </>
  )
})
