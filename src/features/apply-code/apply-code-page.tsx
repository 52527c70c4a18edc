import { Trans } from '@lingui/react/macro'
import { usePayload } from '@/features/content/use-payload'

export function ApplyCodePage() {
  const { data } = usePayload('applycode')
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans comment="Heading of the apply-code page">Redeem your code</Trans>
      </h1>
      <p>{data.intro}</p>
    </section>
  )
}
