import { CONSENT_CHOICES, CONSENT_COOKIE } from './consent-cookie'
import { KEEP_CLEAR, choosePlacement, coveredEdges, type Placement } from '@/lib/overlay-placement'
import { scriptJson } from '@/lib/script-json'
import { scrollPaddingFor } from '@/lib/scroll-padding'

/**
 * Without this the notice would appear only after hydration, seconds later on a slow phone, as the
 * page's largest contentful paint (a returning visitor's stays hidden until hydration removes it).
 * Inlined after the footer, so what it measures is laid out and stylesheets have loaded (a
 * parser-blocking script waits for them). Self-contained: its source is inlined.
 */
export function placeNoticeBeforePaint(
  choose: typeof choosePlacement,
  covered: typeof coveredEdges,
  padding: typeof scrollPaddingFor,
  cookie: string,
  choices: readonly string[],
  keepClear: string,
): void {
  const notice = document.querySelector<HTMLElement>('.cookie-notice--placing')
  if (!notice) return
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=')
    if (eq !== -1 && part.slice(0, eq).trim() === cookie && choices.includes(part.slice(eq + 1).trim())) return
  }
  let current: Placement | undefined
  const place = () => {
    const targets = [...document.querySelectorAll(keepClear)].map((el) => el.getBoundingClientRect())
    const box = notice.getBoundingClientRect()
    const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0
    const next = choose({ height: box.height, left: box.left, right: box.right }, window.innerHeight, Math.max(0, header), targets, current)
    notice.classList.replace(`cookie-notice--${current?.edge ?? 'placing'}`, `cookie-notice--${next.edge}`)
    notice.style.insetBlockStart = next.edge === 'bottom' ? '' : `${Math.ceil(next.offset)}px`
    // A keyboard user may tab before the app runs: focus lands clear of the notice (WCAG 2.4.11),
    // and the end of the page has room to scroll above it. On <body> and as properties, not custom
    // properties on <html>, which would restyle every element.
    const edges = covered(notice.getBoundingClientRect(), window.innerHeight, Math.max(0, header))
    const root = document.documentElement.style
    root.scrollPaddingBlockStart = edges.start > 0 ? padding(edges.start) : ''
    root.scrollPaddingBlockEnd = edges.end > 0 ? padding(edges.end) : ''
    document.body.style.paddingBlockEnd = edges.end > 0 ? `${Math.ceil(edges.end)}px` : ''
    current = next
  }
  place()
  // A preloaded web font that lands now is still drawn in the first paint, and it can make the
  // headline taller than measured here: look again, until the app takes the notice over.
  notice.dataset.placedBy = 'script'
  if (document.fonts.status === 'loading')
    void document.fonts.ready.then(() => {
      if (notice.dataset.placedBy === 'script') place()
    })
}

/** The inline script's source: the function above, called with the placement functions and the site's values. */
export function noticePlacementSource(): string {
  const args = [
    choosePlacement.toString(),
    coveredEdges.toString(),
    scrollPaddingFor.toString(),
    scriptJson(CONSENT_COOKIE),
    scriptJson(CONSENT_CHOICES),
    scriptJson(KEEP_CLEAR),
  ]
  return `(${placeNoticeBeforePaint.toString()})(${args.join(',')})`
}
