import { Trans } from '@lingui/react/macro'
import { usePayload } from '@/lib/content/use-payload'
import { LegalDocument } from './legal-document'

export function LicensePage() {
  const { data, locale, contentLocale, dates } = usePayload('license')
  return (
    <LegalDocument
      title={<Trans comment="Heading of the license page">License agreement</Trans>}
      content={data}
      locale={locale}
      contentLocale={contentLocale}
      dates={dates}
    />
  )
}

export function CopyrightPolicyPage() {
  const { data, locale, contentLocale, dates } = usePayload('copyright_policy')
  return (
    <LegalDocument
      title={<Trans comment="Heading of the copyright policy page">Copyright policy</Trans>}
      content={data}
      locale={locale}
      contentLocale={contentLocale}
      dates={dates}
    />
  )
}

export function PrivacyAndCookiePolicyPage() {
  const { data, locale, contentLocale, dates } = usePayload('privacy_and_cookie_policy')
  return (
    <LegalDocument
      title={<Trans comment="Heading of the privacy and cookie policy page">Privacy and cookie policy</Trans>}
      content={data}
      locale={locale}
      contentLocale={contentLocale}
      dates={dates}
    />
  )
}
