import { useEffect, type ReactNode } from 'react'
import { HeadContent, Scripts } from '@tanstack/react-router'
import type { I18n } from '@lingui/core'
import { I18nProvider, useLingui } from '@lingui/react'
import { localeInfo } from '@/lib/i18n/locales'
import { localeOf } from '@/lib/i18n/catalog'
import { OpenGraphLocaleAlternates } from '@/features/seo/og-locale-alternates'
import { writeLocaleCookie } from '@/lib/i18n/cookie'
import { cookieOptions } from '@/lib/i18n/cookie-options'
import { ThemeColors } from './theme-colors'

/** `lang` and `dir` follow the page's catalog (`usePageI18n()`), so they change with every language switch. */
export function RootDocument({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <Html>{children}</Html>
    </I18nProvider>
  )
}

function Html({ children }: { children: ReactNode }) {
  const { i18n } = useLingui()
  const code = localeOf(i18n)
  const { dir } = localeInfo(code)
  // Whenever a locale becomes active (first load included) the cookie records it.
  useEffect(() => writeLocaleCookie(code, cookieOptions()), [code])
  // Lets tests and tools know the page is interactive (outside React's attributes, so no mismatch).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    // Inline scripts set styles on <html> and <body> before hydration (notice-script.ts); without
    // this, React's development build reports those styles as mismatches on every load.
    <html lang={code} dir={dir} suppressHydrationWarning>
      <head>
        <HeadContent />
        <ThemeColors />
        <OpenGraphLocaleAlternates />
      </head>
      <body suppressHydrationWarning>
        {children}
        <Scripts />
      </body>
    </html>
  )
}
