import { describe, expect, it } from 'vitest'
import { choosePlacement } from './placement'

const viewport = 800
const notice = 150

describe('choosePlacement', () => {
  it('stays at the bottom when nothing important is there', () => {
    expect(choosePlacement('bottom', notice, viewport, [{ top: 300, bottom: 348 }])).toBe('bottom')
  })

  it('moves to the top when the call to action sits under it', () => {
    expect(choosePlacement('bottom', notice, viewport, [{ top: 700, bottom: 748 }])).toBe('top')
  })

  it('does not jump back while the current edge is clear', () => {
    expect(choosePlacement('top', notice, viewport, [{ top: 300, bottom: 348 }])).toBe('top')
  })

  it('moves back down when the call to action scrolls under the top', () => {
    expect(choosePlacement('top', notice, viewport, [{ top: 40, bottom: 88 }])).toBe('bottom')
  })

  it('ignores calls to action scrolled out of view', () => {
    expect(choosePlacement('bottom', notice, viewport, [{ top: 900, bottom: 948 }, { top: -100, bottom: -52 }])).toBe('bottom')
  })

  it('falls back to the bottom when both edges would cover one', () => {
    expect(choosePlacement('top', notice, 300, [{ top: 100, bottom: 200 }])).toBe('bottom')
  })
})
