import { useEffect, useState, type ComponentType } from 'react'
import { useMatches } from '@tanstack/react-router'
import type { I18n } from '@lingui/core'
import { importOnce } from '@/lib/import-once'
import { loadCatalog } from '@/lib/i18n/catalog'
import type { LocaleCode } from '@/lib/i18n/locales'
import { usePageLocale } from '@/lib/i18n/use-locale'
import { useHydrated } from '@/lib/use-hydrated'
import { browserLanguages, choseLanguageBefore, offeredLocale } from './offer-match'
import type { OfferPanelProps } from './offer-panel'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Whether the page may offer itself in the browser's language (the page table's `languageOffer`). */
    languageOffer?: boolean
  }
}

const importPanel = importOnce(() => import('./offer-panel').then((module) => module.OfferPanel))

interface Loaded {
  Panel: ComponentType<OfferPanelProps>
  i18n: I18n
}

/** The language the visit started in; a switch (the offer's or the menu's) ends the offer for good. */
let visitLocale: LocaleCode | undefined
let ended = false

/**
 * The offer of this page in the visitor's own language: only on a first visit, after hydration (so
 * never without JavaScript, and never in the prerendered HTML search engines read), and never a
 * redirect. Its panel and its words, in the offered language, load only when it shows. The empty
 * live region is in the page from the start, so screen readers announce the offer politely.
 */
export function LanguageOffer() {
  const page = usePageLocale()
  const offerable = useMatches({ select: (matches) => matches.some((match) => match.staticData.languageOffer === true) })
  const hydrated = useHydrated()
  const [closed, setClosed] = useState(ended)
  const [loaded, setLoaded] = useState<Loaded>()

  if (hydrated) visitLocale ??= page
  const switched = visitLocale !== undefined && page !== visitLocale
  useEffect(() => {
    if (switched) ended = true
  }, [switched])

  const target =
    hydrated && offerable && !closed && !ended && !switched
      ? offeredLocale(page, { choseBefore: choseLanguageBefore, languages: browserLanguages() })
      : undefined

  useEffect(() => {
    if (!target) return
    let live = true
    // Without the network the offer simply does not show: it is a courtesy, not the page.
    Promise.all([importPanel(), loadCatalog(target, ['language-offer'])]).then(
      ([Panel, i18n]) => live && setLoaded({ Panel, i18n }),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [target])

  const dismiss = () => {
    ended = true
    setClosed(true)
  }

  return (
    <div className="language-offer-slot" aria-live="polite">
      {target && loaded && loaded.i18n.locale === target ? <loaded.Panel i18n={loaded.i18n} locale={target} onDismiss={dismiss} /> : null}
    </div>
  )
}
