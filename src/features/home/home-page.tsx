import { Trans } from '@lingui/react/macro'
import { SITE } from '@/config/site'
import { usePayload } from '@/features/content/use-payload'

export function HomePage() {
  const { data } = usePayload('home')
  const name = SITE.name
  return (
    <section className="hero" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans comment="Main heading of the home page: the product introduction">Introducing {name}</Trans>
      </h1>
      <p className="hero__tagline">
        <Trans comment="The product tagline under the home page heading">Reimagine Creativity</Trans>
      </p>
      <p>{data.intro}</p>
    </section>
  )
}
