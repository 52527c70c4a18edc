import { Trans } from '@lingui/react/macro'
import type { LegalSection } from './legal-schema'

export type TextDirectionProps = { lang?: string; dir?: 'ltr' | 'rtl' }

/**
 * Plain fragment links, so they work before hydration and without JavaScript; the browser
 * scrolls to the section and `scroll-padding` keeps it clear of the sticky header.
 */
export function LegalToc({ sections, textProps }: { sections: readonly LegalSection[]; textProps: TextDirectionProps }) {
  return (
    <nav className="legal-toc" aria-labelledby="legal-toc-heading">
      <h2 id="legal-toc-heading" className="legal-toc__heading">
        <Trans context="table of contents" comment="Heading of the table of contents at the top of a legal document">
          Contents
        </Trans>
      </h2>
      <ol {...textProps}>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.heading}</a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
