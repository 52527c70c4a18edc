import { Trans } from '@lingui/react/macro'
import { usePayload } from '@/features/content/use-payload'

export function AuthActionPage() {
  const { data } = usePayload('auth_action')
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans comment="Heading of the account email action page">Your account</Trans>
      </h1>
      <p>{data.intro}</p>
    </section>
  )
}
