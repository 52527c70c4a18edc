import { useId, useRef } from 'react'
import { useLinkProps } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import type { Placement } from '@/lib/overlay-placement'
import { useKeepClearPlacement } from '@/lib/use-keep-clear-placement'
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

/** Drawn on the element at once: the offer re-renders for nothing as it moves. */
function showOffer(placement: Placement, panel: HTMLElement) {
  panel.dataset.edge = placement.edge
  panel.style.insetBlockStart = placement.edge === 'bottom' ? '' : `${String(Math.ceil(placement.offset))}px`
}

export function OfferPanel({ i18n, locale, onDismiss }: OfferPanelProps) {
  const id = useId()
  const ref = useRef<HTMLElement>(null)
  // Fixed over the page, so it moves nothing; placed like the cookie notice, clear of the headline,
  // the main call to action and the notice itself, and kept there while it scrolls.
  useKeepClearPlacement(ref, {
    name: 'language-offer',
    show: showOffer,
    alsoClearOf: '.cookie-notice:not(.cookie-notice--placing)',
    alsoWatch: '.cookie-notice',
  })
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
        <span id={`${id}-text`} className="visually-hidden-on-small-phones">
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
