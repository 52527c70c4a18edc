import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '@/test/render-with-i18n'
import { mockReducedMotion } from '@/test/match-media'
import { AUTOPLAY_INTERVAL_MS, ShowcaseCarousel } from './showcase-carousel'
import type { Slide } from './home-content'

const slides: Slide[] = [
  { id: 'layers', visual: 'layers', title: 'Build your scene in layers', body: 'Stack everything.' },
  { id: 'keyframes', visual: 'keyframes', title: 'Keyframes with real easing', body: 'Shape every move.' },
  { id: 'export', visual: 'export', title: 'Export in 4K at 60 fps', body: 'MP4, GIF, PNG.' },
]

function currentDot(): HTMLElement {
  const dots = screen.getAllByRole('button', { name: /^Show slide/ })
  const current = dots.filter((dot) => dot.getAttribute('aria-current') === 'true')
  expect(current).toHaveLength(1)
  return current[0] as HTMLElement
}

function renderCarousel() {
  return renderWithI18n(<ShowcaseCarousel slides={slides} label="What Kinemo does" />)
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('ShowcaseCarousel', () => {
  it('is a labelled carousel of labelled slides with visible controls', () => {
    mockReducedMotion(true)
    renderCarousel()
    const carousel = screen.getByRole('region', { name: 'What Kinemo does' })
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
    expect(within(carousel).getByRole('group', { name: '2 of 3' })).toHaveAttribute('aria-roledescription', 'slide')
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeVisible()
    expect(screen.getAllByRole('button', { name: /^Show slide/ })).toHaveLength(3)
    expect(currentDot()).toHaveAccessibleName('Show slide 1: Build your scene in layers')
  })

  it('moves with the previous, next and dot buttons, wrapping at the ends, and announces the slide', async () => {
    mockReducedMotion(true)
    const user = userEvent.setup()
    renderCarousel()
    await user.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(currentDot()).toHaveAccessibleName('Show slide 2: Keyframes with real easing')
    expect(screen.getByText('Slide 2 of 3: Keyframes with real easing')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Show slide 3: Export in 4K at 60 fps' }))
    expect(currentDot()).toHaveAccessibleName('Show slide 3: Export in 4K at 60 fps')
    await user.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(currentDot()).toHaveAccessibleName('Show slide 1: Build your scene in layers')
    await user.click(screen.getByRole('button', { name: 'Previous slide' }))
    expect(currentDot()).toHaveAccessibleName('Show slide 3: Export in 4K at 60 fps')
  })

  it('follows the arrow keys, Home and End from the slide track', async () => {
    mockReducedMotion(true)
    const user = userEvent.setup()
    renderCarousel()
    const track = screen.getByRole('group', { name: 'Slides' })
    track.focus()
    await user.keyboard('{ArrowRight}')
    expect(currentDot()).toHaveAccessibleName(/^Show slide 2/)
    await user.keyboard('{End}')
    expect(currentDot()).toHaveAccessibleName(/^Show slide 3/)
    await user.keyboard('{Home}')
    expect(currentDot()).toHaveAccessibleName(/^Show slide 1/)
    await user.keyboard('{ArrowLeft}')
    expect(currentDot()).toHaveAccessibleName(/^Show slide 3/)
  })

  it('mirrors the arrow keys in right-to-left pages', async () => {
    mockReducedMotion(true)
    const user = userEvent.setup()
    renderWithI18n(
      <div dir="rtl">
        <ShowcaseCarousel slides={slides} label="What Kinemo does" />
      </div>,
    )
    screen.getByRole('group', { name: 'Slides' }).focus()
    await user.keyboard('{ArrowLeft}')
    expect(currentDot()).toHaveAccessibleName(/^Show slide 2/)
    await user.keyboard('{ArrowRight}')
    expect(currentDot()).toHaveAccessibleName(/^Show slide 1/)
  })

  it('never advances on its own when the visitor prefers reduced motion', () => {
    vi.useFakeTimers()
    mockReducedMotion(true)
    renderCarousel()
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument()
    act(() => {
      vi.advanceTimersByTime(AUTOPLAY_INTERVAL_MS * 3)
    })
    expect(currentDot()).toHaveAccessibleName(/^Show slide 1/)
  })

  it('advances on its own when motion is welcome, and the pause button stops it', () => {
    vi.useFakeTimers()
    mockReducedMotion(false)
    renderCarousel()
    act(() => {
      vi.advanceTimersByTime(AUTOPLAY_INTERVAL_MS)
    })
    expect(currentDot()).toHaveAccessibleName(/^Show slide 2/)
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }))
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument()
    act(() => {
      vi.advanceTimersByTime(AUTOPLAY_INTERVAL_MS * 3)
    })
    expect(currentDot()).toHaveAccessibleName(/^Show slide 2/)
  })

  it('holds still while the pointer is over it', () => {
    vi.useFakeTimers()
    mockReducedMotion(false)
    renderCarousel()
    const carousel = screen.getByRole('region', { name: 'What Kinemo does' })
    fireEvent.pointerEnter(carousel)
    act(() => {
      vi.advanceTimersByTime(AUTOPLAY_INTERVAL_MS * 2)
    })
    expect(currentDot()).toHaveAccessibleName(/^Show slide 1/)
    fireEvent.pointerLeave(carousel)
    act(() => {
      vi.advanceTimersByTime(AUTOPLAY_INTERVAL_MS)
    })
    expect(currentDot()).toHaveAccessibleName(/^Show slide 2/)
  })

  it('lets a visitor who prefers reduced motion start the slideshow on purpose', () => {
    vi.useFakeTimers()
    mockReducedMotion(true)
    renderCarousel()
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }))
    act(() => {
      vi.advanceTimersByTime(AUTOPLAY_INTERVAL_MS)
    })
    expect(currentDot()).toHaveAccessibleName(/^Show slide 2/)
  })
})
