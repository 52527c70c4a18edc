import { useId, useLayoutEffect, useRef, type RefObject } from 'react'
import { useLinkProps } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import { KEEP_CLEAR, choosePlacement, coveredEdges, type Placement } from '@/lib/overlay-placement'
import { keepClearOfOverlay } from '@/lib/scroll-padding'
import { langParamFor, localeInfo, type LocaleCode } from '@/lib/i18n/locales'
import './language-offer.css'

export interface OfferPanelProps {
  /** The offered language's own catalog: the offer is written in the language it offers. */
  i18n: I18n
  locale: LocaleCode
  onDismiss: () => void
}

/** The offer's words, each read from the offered language's own catalog. */
export const OFFER_WORDS = {
  text: msg({
    message: 'This page is also available in English.',
    comment:
      'Shown on a page in another language to visitors whose browser prefers THIS language: name this language, in it (German: "Diese Seite gibt es auch auf Deutsch.")',
  }),
  link: msg({
    message: 'Read in English',
    comment: 'Link after "This page is also available in …": opens the same page in THIS language (German: "Auf Deutsch lesen")',
  }),
  close: msg({
    message: 'Close',
    context: 'dismiss button',
    comment: 'Accessible name of the × button that dismisses the offer to read the page in this language',
  }),
}

/**
 * Fixed over the page, so it moves nothing; placed like the cookie notice, clear of the headline,
 * the main call to action and the notice itself, and kept there while it scrolls.
 */
function useKeepClear(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const panel = ref.current
    if (!panel) return
    let current: Placement | undefined
    let frame = 0
    const place = () => {
      const notice = document.querySelector('.cookie-notice:not(.cookie-notice--placing)')
      const targets = [...document.querySelectorAll(KEEP_CLEAR), ...(notice ? [notice] : [])].map((el) => el.getBoundingClientRect())
      const box = panel.getBoundingClientRect()
      const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0
      const next = choosePlacement(
        { height: box.height, left: box.left, right: box.right },
        window.innerHeight,
        Math.max(0, header),
        targets,
        current,
      )
      current = next
      panel.dataset.edge = next.edge
      panel.style.insetBlockStart = next.edge === 'bottom' ? '' : `${String(Math.ceil(next.offset))}px`
      // Focus and scrolled-to targets land clear of it too (WCAG 2.4.11).
      keepClearOfOverlay('language-offer', coveredEdges(panel.getBoundingClientRect(), window.innerHeight, Math.max(0, header)))
    }
    const placeNextFrame = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(place)
    }
    place()
    const observer = new ResizeObserver(placeNextFrame)
    observer.observe(panel)
    observer.observe(document.body)
    const notice = document.querySelector('.cookie-notice')
    if (notice) observer.observe(notice)
    window.addEventListener('scroll', placeNextFrame, { passive: true })
    window.addEventListener('resize', placeNextFrame)
    return () => {
      cancelAnimationFrame(frame)
      observer.disconnect()
      window.removeEventListener('scroll', placeNextFrame)
      window.removeEventListener('resize', placeNextFrame)
      keepClearOfOverlay('language-offer', undefined)
    }
  }, [ref])
}

export function OfferPanel({ i18n, locale, onDismiss }: OfferPanelProps) {
  const id = useId()
  const ref = useRef<HTMLElement>(null)
  useKeepClear(ref)
  // The offer disappears as it is used: keep keyboard users in the page rather than on <body>.
  const leave = () => {
    if (ref.current?.contains(document.activeElement)) document.getElementById('main')?.focus({ preventScroll: true })
  }
  // Follows the offer as the language menu does: the same page, query and hash, switched in place.
  const link = useLinkProps({
    to: '.',
    params: (prev) => ({ ...prev, lang: langParamFor(locale) }),
    search: true,
    hash: true,
    resetScroll: false,
    onClick: leave,
  })
  return (
    <section
      ref={ref}
      className="language-offer"
      data-edge="placing"
      lang={locale}
      dir={localeInfo(locale).dir}
      aria-labelledby={`${id}-text`}
    >
      <p className="language-offer__text">
        <span id={`${id}-text`} className="language-offer__sentence">
          {i18n._(OFFER_WORDS.text)}
        </span>{' '}
        <a {...link} className="language-offer__link" hrefLang={locale}>
          {i18n._(OFFER_WORDS.link)}
        </a>
      </p>
      <button
        type="button"
        className="language-offer__close"
        aria-label={i18n._(OFFER_WORDS.close)}
        onClick={() => {
          leave()
          onDismiss()
        }}
      >
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </section>
  )
}
