import { useHydrated } from '@/lib/use-hydrated'

/** The calendar day of `now` where the visitor is, as YYYY-MM-DD (the form of the payload's dates). */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${String(now.getFullYear())}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** Whether an offer whose last day is `endsOn` (inclusive) is over on `today`, both YYYY-MM-DD. */
export function offerEnded(endsOn: string, today: string): boolean {
  return today > endsOn
}

/**
 * The prerendered page cannot know the day it is read on, so it (and hydration) shows the redemption
 * window; the visitor's own day counts once hydrated, the last day in full wherever they are.
 */
export function useOfferEnded(endsOn: string): boolean {
  const hydrated = useHydrated()
  return hydrated && offerEnded(endsOn, localDay(new Date()))
}
