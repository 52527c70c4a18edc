import { describe, expect, it } from 'vitest'
import { choosePlacement } from './placement'

const viewport = 800
const header = 64
const fullWidth = { height: 150, left: 0, right: 390 }
const cta = (top: number, left = 20, right = 200) => ({ top, bottom: top + 48, left, right })
const bottom = { edge: 'bottom', offset: 0 }

describe('choosePlacement', () => {
  it('stays at the bottom when nothing important is there', () => {
    expect(choosePlacement(fullWidth, viewport, header, [cta(300)])).toEqual(bottom)
  })

  it('moves below the header when the call to action sits under it', () => {
    expect(choosePlacement(fullWidth, viewport, header, [cta(700)])).toEqual({ edge: 'top', offset: header })
  })

  it('covers the header rather than the call to action on a small screen', () => {
    expect(choosePlacement(fullWidth, 400, 150, [cta(200), { top: 260, bottom: 300, left: 0, right: 390 }])).toEqual({ edge: 'top', offset: 0 })
  })

  it('returns to the bottom once the call to action has scrolled out of its way', () => {
    expect(choosePlacement(fullWidth, viewport, header, [cta(100)])).toEqual(bottom)
  })

  it('stays at the bottom when the call to action is beside it, not under it', () => {
    const corner = { height: 150, left: 740, right: 1270 }
    expect(choosePlacement(corner, viewport, header, [cta(700, 420, 570)])).toEqual(bottom)
  })

  it('ignores calls to action scrolled out of view', () => {
    expect(choosePlacement(fullWidth, viewport, header, [cta(900), cta(-100)])).toEqual(bottom)
  })

  it('falls back to the bottom when every spot would cover one', () => {
    expect(choosePlacement(fullWidth, 300, header, [{ top: 0, bottom: 300, left: 0, right: 390 }])).toEqual(bottom)
  })
})
