import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { usePrefersReducedMotion } from '@/lib/use-media-query'
import type { Slide } from './home-content'
import './showcase-carousel.css'

/** How long each slide stays before the next one while the slideshow plays. */
export const AUTOPLAY_INTERVAL_MS = 6000

/** `auto` plays unless the visitor prefers reduced motion; the button turns it into an explicit choice. */
type PlayMode = 'auto' | 'playing' | 'paused'

const VISUAL_SIZE = { width: 480, height: 360 }

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg className="carousel__chevron" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/**
 * An absolute `scrollTo`, not `scrollBy`: `scroll-snap-stop: always` (there so a fling never skips
 * slides) would stop a relative scroll at the very next slide. Works in either writing direction.
 */
function scrollToSlide(viewport: HTMLElement, slide: HTMLElement, smooth: boolean): void {
  if (typeof viewport.scrollTo !== 'function') return
  const rtl = getComputedStyle(viewport).direction === 'rtl'
  const v = viewport.getBoundingClientRect()
  const s = slide.getBoundingClientRect()
  const delta = rtl ? s.right - v.right : s.left - v.left
  viewport.scrollTo({ left: viewport.scrollLeft + delta, behavior: smooth ? 'smooth' : 'instant' })
}

/**
 * WAI-ARIA APG carousel. A scroll-snap track makes touch swiping the browser's own; it advances by
 * itself only when motion is welcome, and stops while pointer or focus is inside.
 */
export function ShowcaseCarousel({ slides, label }: { slides: readonly Slide[]; label: string }) {
  const { t } = useLingui()
  const reducedMotion = usePrefersReducedMotion()
  const [index, setIndex] = useState(0)
  const [mode, setMode] = useState<PlayMode>('auto')
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const viewportRef = useRef<HTMLDivElement>(null)
  const slideRefs = useRef<(HTMLDivElement | null)[]>([])
  const count = slides.length

  const playing = mode === 'playing' || (mode === 'auto' && !reducedMotion)
  const rotating = playing && !hovered && !focused

  const goTo = useCallback(
    (target: number) => {
      const next = (target + count) % count
      setIndex(next)
      const viewport = viewportRef.current
      const slide = slideRefs.current[next]
      if (viewport && slide) scrollToSlide(viewport, slide, !reducedMotion)
    },
    [count, reducedMotion],
  )

  // Taking the controls means the visitor is in charge now: stop the slideshow for good.
  const goByHand = (target: number) => {
    if (playing) setMode('paused')
    goTo(target)
  }

  useEffect(() => {
    if (!rotating) return
    const timer = window.setTimeout(() => goTo(index + 1), AUTOPLAY_INTERVAL_MS)
    return () => window.clearTimeout(timer)
  }, [rotating, index, goTo])

  // Swipes and native scrolling move the track without us: follow along to keep dots in sync.
  useEffect(() => {
    const viewport = viewportRef.current
    if (!viewport || typeof IntersectionObserver !== 'function') return
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          const i = slideRefs.current.indexOf(entry.target as HTMLDivElement)
          if (i >= 0) setIndex(i)
        }
      },
      { root: viewport, threshold: 0.6 },
    )
    for (const slide of slideRefs.current) if (slide) observer.observe(slide)
    return () => observer.disconnect()
  }, [count])

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl'
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight'
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft'
    let target: number | undefined
    if (event.key === forward) target = index + 1
    else if (event.key === backward) target = index - 1
    else if (event.key === 'Home') target = 0
    else if (event.key === 'End') target = count - 1
    if (target === undefined) return
    event.preventDefault()
    goByHand(target)
  }

  const current = index + 1
  const currentTitle = slides[index]?.title ?? ''
  const previousLabel = t({ message: 'Previous slide', comment: 'Button of the home page feature slideshow' })
  const nextLabel = t({ message: 'Next slide', comment: 'Button of the home page feature slideshow' })
  const toggleLabel = playing
    ? t({ message: 'Pause slideshow', comment: 'Button that stops the feature slideshow from advancing on its own' })
    : t({ message: 'Play slideshow', comment: 'Button that lets the feature slideshow advance on its own' })

  return (
    <section
      className="carousel"
      aria-roledescription={t({
        message: 'carousel',
        context: 'aria-roledescription of the slideshow',
        comment: 'Screen readers announce this as the kind of element for the feature slideshow; lower case',
      })}
      aria-label={label}
      onKeyDown={onKeyDown}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
      }}
    >
      <div
        ref={viewportRef}
        className="carousel__viewport"
        role="group"
        aria-label={t({
          message: 'Slides',
          context: 'accessible name of the slide track',
          comment: 'Accessible name of the scrollable track holding the slides; use the arrow keys to move',
        })}
        tabIndex={0}
      >
        {slides.map((slide, i) => {
          const number = i + 1
          return (
            <div
              key={slide.id}
              ref={(node) => {
                slideRefs.current[i] = node
              }}
              className="carousel__slide"
              role="group"
              aria-roledescription={t({
                message: 'slide',
                context: 'aria-roledescription of one slide',
                comment: 'Screen readers announce this as the kind of element for one slide of the slideshow; lower case',
              })}
              aria-label={t({ message: `${number} of ${count}`, comment: 'Position of a slide in the slideshow, e.g. "2 of 6"' })}
              data-current={i === index ? 'true' : undefined}
            >
              <div className="carousel__visual">
                <img
                  src={`/illustrations/slide-${slide.visual}.svg`}
                  width={VISUAL_SIZE.width}
                  height={VISUAL_SIZE.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              </div>
              <div className="carousel__copy">
                <h3>{slide.title}</h3>
                <p>{slide.body}</p>
              </div>
            </div>
          )
        })}
      </div>
      {/* Announces the slide a visitor moved to; silent while the slideshow turns on its own. */}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {rotating
          ? ''
          : t({
              message: `Slide ${current} of ${count}: ${currentTitle}`,
              comment: 'Screen-reader announcement after moving to another slide; number, total and slide title are filled in',
            })}
      </p>
      <div className="carousel__controls">
        <button
          type="button"
          className="carousel__button"
          aria-label={previousLabel}
          title={previousLabel}
          onClick={() => goByHand(index - 1)}
        >
          <Chevron direction="previous" />
        </button>
        <ul className="carousel__dots">
          {slides.map((slide, i) => {
            const number = i + 1
            const title = slide.title
            return (
              <li key={slide.id}>
                <button
                  type="button"
                  className="carousel__dot"
                  aria-label={t({
                    message: `Show slide ${number}: ${title}`,
                    comment: 'Dot button under the slideshow that jumps to one slide; number and slide title are filled in',
                  })}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => goByHand(i)}
                />
              </li>
            )
          })}
        </ul>
        <button type="button" className="carousel__button" aria-label={nextLabel} title={nextLabel} onClick={() => goByHand(index + 1)}>
          <Chevron direction="next" />
        </button>
        <button
          type="button"
          className="carousel__button carousel__toggle"
          aria-label={toggleLabel}
          title={toggleLabel}
          onClick={() => setMode(playing ? 'paused' : 'playing')}
        >
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" /> : <path d="M8 5v14l11-7z" fill="currentColor" />}
          </svg>
        </button>
      </div>
    </section>
  )
}
