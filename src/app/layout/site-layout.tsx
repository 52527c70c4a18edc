import { createContext, useContext, type ReactNode } from 'react'
import { useMatches } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { SiteHeader } from './site-header'
import { SiteFooter } from './site-footer'
import { CookieNotice, NoticePlacementScript } from '@/features/consent/cookie-notice'
import { RestoreMark } from '@/features/navigation/restore-mark'
import { LanguageOffer } from '@/features/language-offer/language-offer'

import type { LayoutName } from '@/lib/content/pages'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Which of the three layouts the page uses inside the site's frame (header, footer, notice). */
    layout?: LayoutName
  }
}

function layoutOf(matches: readonly { staticData: { layout?: LayoutName | undefined } }[]): LayoutName {
  for (let i = matches.length - 1; i >= 0; i--) {
    const layout = matches[i]?.staticData.layout
    if (layout) return layout
  }
  return 'standard'
}

/** Selected, so the frame re-renders when the layout changes, not on each router state change of a navigation. */
function useLayoutName(): LayoutName {
  return useMatches({ select: layoutOf })
}

/** The page's own content: the skip link's target. */
export const MAIN_CONTENT_ID = 'main'

/**
 * An empty element that ends the layout: the first frame waits until the parser has reached it
 * (src/app/root-head.ts), which is only after the scripts before it have run.
 */
export const LAYOUT_END_ID = 'layout-end'

const InsideSiteLayout = createContext(false)

export function SiteLayout({ children }: { children: ReactNode }) {
  const layout = useLayoutName()
  return (
    <InsideSiteLayout.Provider value={true}>
      <div className="site">
        <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
          <Trans comment="Keyboard skip link at the very top of every page">Skip to content</Trans>
        </a>
        <CookieNotice />
        <LanguageOffer />
        <SiteHeader />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={`layout layout--${layout}`}>
          {children}
        </main>
        <SiteFooter />
        <RestoreMark />
        <NoticePlacementScript />
        <span id={LAYOUT_END_ID} hidden />
      </div>
    </InsideSiteLayout.Provider>
  )
}

/**
 * Error and not-found pages render at whichever route level failed, inside the language layout or
 * above it; wrapping only where needed shows the header and footer exactly once.
 */
export function EnsureSiteLayout({ children }: { children: ReactNode }) {
  return useContext(InsideSiteLayout) ? children : <SiteLayout>{children}</SiteLayout>
}
