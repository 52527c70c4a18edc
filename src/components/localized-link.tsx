import { Link, type LinkComponentProps } from '@tanstack/react-router'
import { langParamFor, type LocaleCode } from '@/lib/i18n/locales'
import { usePageLocale } from '@/lib/i18n/use-locale'
import type { LocalizedPath } from '@/lib/paths/site-paths'

export type LocalizedLinkProps = Omit<LinkComponentProps, 'to' | 'params'> & {
  to: LocalizedPath
  /** Defaults to the current page's locale. */
  locale?: LocaleCode
}

export function LocalizedLink({ to, locale, ...rest }: LocalizedLinkProps) {
  const current = usePageLocale()
  return <Link {...rest} to={to} params={{ lang: langParamFor(locale ?? current) }} />
}
