import { Suspense, lazy } from 'react'
import { importOnce } from '@/lib/import-once'
import { readLocaleCookie } from '@/lib/i18n/cookie'
import { useHydrated } from '@/lib/use-hydrated'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Whether the page may offer itself in the browser's language (the page table's `languageOffer`). */
    languageOffer?: boolean
  }
}

/**
 * Whether the visitor had chosen a language before this page: read as the app's code first runs,
 * before the page writes its own cookie (root-document.tsx), so only a first visit's first page
 * can offer. A tampered value counts as no choice, as on `/`.
 */
const choseLanguageBefore = typeof document !== 'undefined' && readLocaleCookie(document.cookie) !== undefined

// A returning visitor's pages never download the offer's code; its words load only when it shows.
const Offer = lazy(importOnce(() => import('./offer').then((module) => ({ default: module.Offer }))))

/**
 * The offer of this page in the visitor's own language: only on a first visit, after hydration (so
 * never without JavaScript, and never in the prerendered HTML search engines read), and never a
 * redirect. The empty live region is in the page from the start, so screen readers announce the
 * offer politely.
 */
export function LanguageOffer() {
  const hydrated = useHydrated()
  return (
    <div className="language-offer-slot" aria-live="polite">
      {hydrated && !choseLanguageBefore ? (
        <Suspense fallback={null}>
          <Offer />
        </Suspense>
      ) : null}
    </div>
  )
}
