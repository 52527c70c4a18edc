import { Trans } from '@lingui/react/macro'
import { SITE } from '@/config/site'
import { usePayload } from '@/features/content/use-payload'

export function DownloadPage() {
  const { data } = usePayload('getkinemo')
  const name = SITE.name
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans comment="Heading of the download page">Get {name}</Trans>
      </h1>
      <p>{data.intro}</p>
    </section>
  )
}
