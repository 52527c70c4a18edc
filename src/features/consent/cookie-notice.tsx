import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { ANALYTICS_CONFIGURED } from '@/config/analytics-configured'
import { LocalizedLink } from '@/components/localized-link'
import { chooseConsent, useConsent } from './consent-store'
import { useAnalytics } from './use-analytics'
import { scriptedPlacement, type Placement } from '@/lib/overlay-placement'
import { noticePlacementSource } from './notice-script'
import type { ConsentChoice } from './consent-cookie'
import { keepClearOf, useKeepClearPlacement } from '@/lib/use-keep-clear-placement'
import './cookie-notice.css'

const analyticsConfigured = ANALYTICS_CONFIGURED

/**
 * Non-modal, so the page stays usable; it keeps clear of the headline and main call to action, and
 * being placed before first paint as a fixed overlay it never jumps or moves the page. First in the
 * document so screen reader and keyboard users meet it early.
 */
export function CookieNotice() {
  const { known, choice, reopened } = useConsent()
  useAnalytics(choice, analyticsConfigured)
  // Before the choice is known (the prerendered HTML, hydration) the notice is in the markup,
  // hidden; NoticePlacementScript shows it before the first paint when no choice is stored.
  const open = analyticsConfigured && (!known || choice === undefined || reopened)
  return open ? <Notice choice={choice} focusOnOpen={reopened} /> : null
}

/**
 * Rendered last in the site layout, after everything the placement measures; the first frame waits
 * for the layout's end, so until this has run (src/app/root-head.ts). Only the server writes its
 * source: in the browser it is already in the page, and scripts React adds later never run.
 */
export function NoticePlacementScript() {
  if (!analyticsConfigured) return null
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? noticePlacementSource() : '' }} />
}

/**
 * The prerendered page's script may have placed the notice already: it stays in that spot while the
 * spot is clear (a web font that arrived since may have changed its size). From here React owns its
 * class and style, so it starts from a clean inline style.
 */
function scriptedStart(notice: HTMLElement) {
  const placement = scriptedPlacement(notice)
  notice.style.removeProperty('inset-block-start')
  delete notice.dataset.placedBy
  return placement
}

/** Drawn where it is placed, once the state has rendered; hidden while placing. */
const drawnNow = (notice: HTMLElement) => !notice.classList.contains('cookie-notice--placing')

function Notice({ choice, focusOnOpen }: { choice: ConsentChoice | undefined; focusOnOpen: boolean }) {
  const id = useId()
  const ref = useRef<HTMLElement>(null)
  // Unknown until measured: the notice is laid out but hidden, so it is first painted at its place.
  const [placement, setPlacement] = useState<Placement | undefined>()
  const placed = placement !== undefined

  useEffect(() => {
    // A hidden element cannot take focus, so this waits for the first placement.
    if (focusOnOpen && placed) ref.current?.focus()
  }, [focusOnOpen, placed])

  const show = useCallback((next: Placement) => {
    setPlacement((previous) => (previous?.edge === next.edge && previous.offset === next.offset ? previous : next))
  }, [])
  // Placed before the browser paints (React renders a layout effect's update synchronously), so the
  // notice appears once, in its final place, instead of at the bottom and then moving. What it covers
  // is measured where it is drawn now; a new placement is measured once rendered (the effect below).
  useKeepClearPlacement(ref, { name: 'cookie-notice', show, drawn: drawnNow, start: scriptedStart })

  useLayoutEffect(() => {
    const notice = ref.current
    if (!placement || !notice) return
    keepClearOf('cookie-notice', notice)
    // Moved out of a call to action's way as the page scrolled, it may now cover the element the
    // visitor just tabbed to: that element goes back into the band left free.
    const focused = document.activeElement
    if (!(focused instanceof HTMLElement) || focused === document.body || notice.contains(focused)) return
    const a = focused.getBoundingClientRect()
    const b = notice.getBoundingClientRect()
    if (a.bottom > b.top && a.top < b.bottom && a.right > b.left && a.left < b.right) focused.scrollIntoView({ block: 'nearest' })
  }, [placement])

  const decide = (next: ConsentChoice) => {
    const hadFocus = ref.current?.contains(document.activeElement) ?? false
    chooseConsent(next)
    // The notice disappears; keep keyboard users in the page rather than on <body>.
    if (hadFocus) document.getElementById('main')?.focus()
  }

  return (
    <section
      ref={ref}
      className={`cookie-notice cookie-notice--${placement?.edge ?? 'placing'}`}
      // The inline placement script changes class and style before hydration.
      suppressHydrationWarning
      style={placement && placement.edge !== 'bottom' ? { insetBlockStart: `${Math.ceil(placement.offset)}px` } : undefined}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      tabIndex={-1}
    >
      <h2 id={`${id}-title`} className="cookie-notice__title">
        <Trans comment="Title of the cookie notice">Cookies and analytics</Trans>
      </h2>
      <p id={`${id}-text`} className="cookie-notice__text">
        <Trans comment="Body of the cookie notice; the link leads to the privacy and cookie policy">
          We use a cookie to remember your language. With your permission, we also use Google Analytics for Firebase to count visits and
          improve this site. Read more in our{' '}
          <LocalizedLink to="/{-$lang}/privacy_and_cookie_policy">privacy and cookie policy</LocalizedLink>.
        </Trans>
      </p>
      {choice ? (
        <p className="cookie-notice__current">
          {choice === 'granted' ? (
            <Trans comment="Cookie notice reopened from the footer: the visitor had accepted analytics">
              You currently allow analytics cookies.
            </Trans>
          ) : (
            <Trans comment="Cookie notice reopened from the footer: the visitor had rejected analytics">
              You currently do not allow analytics cookies.
            </Trans>
          )}
        </p>
      ) : null}
      <div className="cookie-notice__actions">
        <button type="button" className="button cookie-notice__button" onClick={() => decide('granted')}>
          <Trans comment="Cookie notice button that allows analytics cookies">Accept analytics</Trans>
        </button>
        <button type="button" className="button cookie-notice__button" onClick={() => decide('denied')}>
          <Trans comment="Cookie notice button that refuses analytics cookies">Reject analytics</Trans>
        </button>
      </div>
    </section>
  )
}
