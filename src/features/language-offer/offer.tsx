import { useEffect, useState } from 'react'
import { useMatches } from '@tanstack/react-router'
import type { I18n } from '@lingui/core'
import { loadCatalog } from '@/lib/i18n/catalog'
import type { LocaleCode } from '@/lib/i18n/locales'
import { usePageLocale } from '@/lib/i18n/use-locale'
import { OfferPanel } from './offer-panel'
import { browserLanguages, offeredLocale } from './offer-match'

interface Loaded {
  i18n: I18n
  locale: LocaleCode
}

/** The language the visit started in; a switch (the offer's or the menu's) ends the offer for good. */
let visitLocale: LocaleCode | undefined
let ended = false

/** The offer on a first visit's pages (language-offer.tsx): decided here, shown in the offered language's words. */
export function Offer() {
  const page = usePageLocale()
  const offerable = useMatches({ select: (matches) => matches.some((match) => match.staticData.languageOffer === true) })
  const [closed, setClosed] = useState(ended)
  const [loaded, setLoaded] = useState<Loaded>()

  visitLocale ??= page
  const switched = page !== visitLocale
  useEffect(() => {
    if (switched) ended = true
  }, [switched])

  const eligible = offerable && !closed && !ended && !switched

  useEffect(() => {
    if (!eligible) return
    let live = true
    const target = offeredLocale(page, browserLanguages())
    if (!target) return
    // Without the network the offer simply does not show: it is a courtesy, not the page.
    loadCatalog(target, ['language-offer']).then(
      (i18n) => live && setLoaded({ i18n, locale: target }),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [eligible, page])

  const dismiss = () => {
    ended = true
    setClosed(true)
  }

  return eligible && loaded ? <OfferPanel i18n={loaded.i18n} locale={loaded.locale} onDismiss={dismiss} /> : null
}
