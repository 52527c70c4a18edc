import { useRef } from 'react'
import { render, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Placement } from './overlay-placement'
import { useKeepClearPlacement } from './use-keep-clear-placement'

// jsdom lays nothing out: each element's box is set here, the overlay's from where it is placed.
const VIEWPORT = 768
const OVERLAY_HEIGHT = 100
let ctaTop = 300
let headlineTop = 100

function box(top: number, height: number, left = 0, right = 400): DOMRect {
  return { top, bottom: top + height, left, right, height, width: right - left, x: left, y: top } as DOMRect
}

function boxOf(element: Element): DOMRect {
  if (element.classList.contains('site-header')) return box(0, 64, 0, 1024)
  if (element.tagName === 'H1') return box(headlineTop, 60)
  if (element.hasAttribute('data-primary-cta')) return box(ctaTop, 40)
  if (element instanceof HTMLElement && element.dataset.testid === 'overlay') {
    const edge = element.dataset.edge
    if (edge === 'bottom' || edge === undefined) return box(VIEWPORT - OVERLAY_HEIGHT, OVERLAY_HEIGHT)
    return box(Number.parseFloat(element.style.insetBlockStart), OVERLAY_HEIGHT)
  }
  return box(0, 0)
}

function show(placement: Placement, overlay: HTMLElement) {
  overlay.dataset.edge = placement.edge
  overlay.style.insetBlockStart = placement.edge === 'bottom' ? '' : `${String(placement.offset)}px`
}

function Page() {
  const ref = useRef<HTMLElement>(null)
  useKeepClearPlacement(ref, { name: 'test-overlay', show })
  return (
    <>
      <header className="site-header" />
      <main>
        <h1>Kinemo</h1>
        <a href="/getkinemo" data-primary-cta="">
          Get the app
        </a>
      </main>
      <section ref={ref} data-testid="overlay" />
    </>
  )
}

const overlay = () => document.querySelector<HTMLElement>('[data-testid="overlay"]')

beforeEach(() => {
  ctaTop = 300
  headlineTop = 100
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(VIEWPORT)
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return boxOf(this)
  })
})

afterEach(() => {
  document.body.style.paddingBlockEnd = ''
  document.documentElement.style.scrollPaddingBlockEnd = ''
})

describe('useKeepClearPlacement', () => {
  it('places the overlay at the bottom when nothing the visitor came for is there', () => {
    render(<Page />)
    expect(overlay()?.dataset.edge).toBe('bottom')
  })

  it('places it below the headline, before the first paint, when the bottom would cover the call to action', () => {
    ctaTop = 700
    render(<Page />)
    expect(overlay()?.dataset.edge).toBe('between')
    expect(overlay()?.style.insetBlockStart).toBe('168px')
  })

  it('moves it off the call to action that scrolls under it, and keeps it there', async () => {
    render(<Page />)
    expect(overlay()?.dataset.edge).toBe('bottom')
    ctaTop = 700
    window.dispatchEvent(new Event('scroll'))
    await waitFor(() => expect(overlay()?.dataset.edge).toBe('between'))
    // Clear where it is now, so it does not jump back although the bottom is free again.
    ctaTop = 300
    window.dispatchEvent(new Event('scroll'))
    await new Promise((resolve) => requestAnimationFrame(resolve))
    expect(overlay()?.dataset.edge).toBe('between')
  })

  it('places it again when a web font reflows the headline', async () => {
    ctaTop = 700
    render(<Page />)
    expect(overlay()?.style.insetBlockStart).toBe('168px')
    headlineTop = 140
    document.fonts.dispatchEvent(new Event('loadingdone'))
    await waitFor(() => expect(overlay()?.style.insetBlockStart).toBe('208px'))
  })

  it('keeps what it covers out of focus’s way while it shows, and gives the room back when it goes', () => {
    const { unmount } = render(<Page />)
    expect(document.body.style.paddingBlockEnd).toBe(`${String(OVERLAY_HEIGHT)}px`)
    expect(document.documentElement.style.scrollPaddingBlockEnd).toBe(`calc(${String(OVERLAY_HEIGHT)}px + 1rem)`)
    unmount()
    expect(document.body.style.paddingBlockEnd).toBe('')
    expect(document.documentElement.style.scrollPaddingBlockEnd).toBe('')
  })
})
