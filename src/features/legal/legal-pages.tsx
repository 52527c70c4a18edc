import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { usePayload } from '@/features/content/use-payload'

function LegalDocument({ title, intro }: { title: ReactNode; intro: string }) {
  return (
    <article aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p>{intro}</p>
    </article>
  )
}

export function LicensePage() {
  const { data } = usePayload('license')
  return <LegalDocument title={<Trans comment="Heading of the license page">License agreement</Trans>} intro={data.intro} />
}

export function CopyrightPolicyPage() {
  const { data } = usePayload('copyright_policy')
  return <LegalDocument title={<Trans comment="Heading of the copyright policy page">Copyright policy</Trans>} intro={data.intro} />
}

export function PrivacyAndCookiePolicyPage() {
  const { data } = usePayload('privacy_and_cookie_policy')
  return <LegalDocument title={<Trans comment="Heading of the privacy and cookie policy page">Privacy and cookie policy</Trans>} intro={data.intro} />
}
