import { describe, expect, it } from 'vitest'
import { choosePlacement, coveredEdges, scriptedPlacement } from './overlay-placement'

const viewport = 800
const header = 64
const fullWidth = { height: 150, left: 0, right: 390 }
const cta = (top: number, left = 20, right = 200) => ({ top, bottom: top + 48, left, right })
const bottom = { edge: 'bottom', offset: 0 } as const

describe('choosePlacement', () => {
  it('stays at the bottom when nothing important is there', () => {
    expect(choosePlacement(fullWidth, viewport, header, [cta(300)])).toEqual(bottom)
  })

  it('moves below the header when the call to action sits under it', () => {
    expect(choosePlacement(fullWidth, viewport, header, [cta(700)])).toEqual({ edge: 'top', offset: header })
  })

  it('covers the header rather than the call to action on a small screen', () => {
    expect(choosePlacement(fullWidth, 400, 150, [cta(200), { top: 260, bottom: 300, left: 0, right: 390 }])).toEqual({
      edge: 'top',
      offset: 0,
    })
  })

  it('goes to the bottom when the call to action is out of its way and the notice has no place yet', () => {
    expect(choosePlacement(fullWidth, viewport, header, [cta(100)])).toEqual(bottom)
  })

  it('stays below the header while that covers nothing, even once the bottom is free again', () => {
    const top = { edge: 'top', offset: header } as const
    expect(choosePlacement(fullWidth, viewport, header, [cta(300)], top)).toEqual(top)
    // The header's height may have changed since: the notice follows it.
    expect(choosePlacement(fullWidth, viewport, 80, [cta(300)], top)).toEqual({ edge: 'top', offset: 80 })
  })

  it('stays over the header, or at the bottom, while that covers nothing', () => {
    expect(choosePlacement(fullWidth, viewport, header, [cta(300)], { edge: 'top', offset: 0 })).toEqual({ edge: 'top', offset: 0 })
    expect(choosePlacement(fullWidth, viewport, header, [cta(300)], bottom)).toEqual(bottom)
  })

  it('leaves its spot as soon as it would cover a call to action there', () => {
    expect(choosePlacement(fullWidth, viewport, header, [cta(120)], { edge: 'top', offset: header })).toEqual(bottom)
    expect(choosePlacement(fullWidth, viewport, header, [cta(700)], bottom)).toEqual({ edge: 'top', offset: header })
  })

  it('stays at the bottom when the call to action is beside it, not under it', () => {
    const corner = { height: 150, left: 740, right: 1270 }
    expect(choosePlacement(corner, viewport, header, [cta(700, 420, 570)])).toEqual(bottom)
  })

  it('ignores calls to action scrolled out of view', () => {
    expect(choosePlacement(fullWidth, viewport, header, [cta(900), cta(-100)])).toEqual(bottom)
  })

  it('sits in the gap below the headline when the headline is at the top and the call to action at the bottom', () => {
    // A small phone's first screen: header, headline, lead text, then the call to action.
    const headline = { top: 190, bottom: 282, left: 16, right: 304 }
    expect(choosePlacement(fullWidth, 568, 97, [headline, cta(519)])).toEqual({ edge: 'between', offset: 290 })
  })

  it('skips a gap too small for the notice, and gaps under the header or past the screen', () => {
    const headline = { top: 190, bottom: 282, left: 16, right: 304 }
    // Between headline and call to action there is room for 100 px, not 150: over the header then.
    expect(choosePlacement(fullWidth, 568, 97, [headline, cta(390)])).toEqual({ edge: 'top', offset: 0 })
  })

  it('keeps its gap while it covers nothing, and leaves it once it would', () => {
    const gap = { edge: 'between', offset: 290 } as const
    expect(choosePlacement(fullWidth, 568, 97, [cta(500)], gap)).toEqual(gap)
    expect(choosePlacement(fullWidth, 568, 97, [cta(400)], gap)).toEqual({ edge: 'top', offset: 97 })
  })

  it('ignores targets scrolled under the sticky header', () => {
    expect(choosePlacement(fullWidth, viewport, header, [{ top: 10, bottom: 60, left: 0, right: 390 }, cta(700)])).toEqual({
      edge: 'top',
      offset: header,
    })
  })

  it('falls back to the bottom when every spot would cover one', () => {
    expect(choosePlacement(fullWidth, 300, header, [{ top: 0, bottom: 300, left: 0, right: 390 }])).toEqual(bottom)
  })
})

describe('scriptedPlacement', () => {
  const notice = (className: string, top?: string) => {
    const el = document.createElement('section')
    el.className = `cookie-notice ${className}`
    if (top) el.style.insetBlockStart = top
    return el
  }

  it('reads back where the inline script put the notice', () => {
    expect(scriptedPlacement(notice('cookie-notice--bottom'))).toEqual(bottom)
    expect(scriptedPlacement(notice('cookie-notice--top', '113px'))).toEqual({ edge: 'top', offset: 113 })
    expect(scriptedPlacement(notice('cookie-notice--top'))).toEqual({ edge: 'top', offset: 0 })
    expect(scriptedPlacement(notice('cookie-notice--between', '290px'))).toEqual({ edge: 'between', offset: 290 })
  })

  it('knows no place when the script did not place the notice', () => {
    expect(scriptedPlacement(notice('cookie-notice--placing'))).toBeUndefined()
  })
})

describe('coveredEdges', () => {
  it('covers the bottom band for a notice at the bottom, with or without a margin below it', () => {
    expect(coveredEdges({ top: 650, bottom: 800 }, viewport, header)).toEqual({ start: 0, end: 150 })
    expect(coveredEdges({ top: 642, bottom: 792 }, viewport, header)).toEqual({ start: 0, end: 158 })
  })

  it('covers everything above a notice below the header, or over it, leaving the screen below', () => {
    expect(coveredEdges({ top: header, bottom: header + 150 }, viewport, header)).toEqual({ start: header + 150, end: 0 })
    expect(coveredEdges({ top: 0, bottom: 150 }, viewport, header)).toEqual({ start: 150, end: 0 })
  })

  it('leaves the larger band free for a notice between the page key elements', () => {
    // A small phone: more room below the notice than between it and the header.
    expect(coveredEdges({ top: 187, bottom: 387 }, 844, 98)).toEqual({ start: 387, end: 0 })
    // Lower on the screen: the band above it is the larger.
    expect(coveredEdges({ top: 300, bottom: 450 }, 568, 98)).toEqual({ start: 0, end: 268 })
  })
})
