import { describe, expect, it } from 'vitest'
import { choosePlacement } from './placement'

const viewport = 800
const header = 64
const fullWidth = { height: 150, left: 0, right: 390 }
const cta = (top: number, left = 20, right = 200) => ({ top, bottom: top + 48, left, right })

describe('choosePlacement', () => {
  it('stays at the bottom when nothing important is there', () => {
    expect(choosePlacement(fullWidth, viewport, header, [cta(300)])).toBe('bottom')
  })

  it('moves below the header when the call to action sits under it', () => {
    expect(choosePlacement(fullWidth, viewport, header, [cta(700)])).toBe('top')
  })

  it('returns to the bottom once the call to action has scrolled out of its way', () => {
    expect(choosePlacement(fullWidth, viewport, header, [cta(100)])).toBe('bottom')
  })

  it('stays at the bottom when the call to action is beside it, not under it', () => {
    const corner = { height: 150, left: 740, right: 1270 }
    expect(choosePlacement(corner, viewport, header, [cta(700, 420, 570)])).toBe('bottom')
  })

  it('ignores calls to action scrolled out of view', () => {
    expect(choosePlacement(fullWidth, viewport, header, [cta(900), cta(-100)])).toBe('bottom')
  })

  it('falls back to the bottom when both edges would cover one', () => {
    expect(choosePlacement(fullWidth, 300, header, [{ top: 100, bottom: 250, left: 0, right: 390 }])).toBe('bottom')
  })
})
