import { describe, expect, it } from 'vitest'
import {
  backdropColors,
  contrastRatio,
  crampedTargets,
  fitsBesideOverlays,
  focusVisibility,
  overlappingLines,
  parseColor,
  ringContrast,
  type Box,
} from './wcag.ts'

const box = (left: number, top: number, width: number, height: number): Box => ({ left, top, right: left + width, bottom: top + height })
const white = { r: 255, g: 255, b: 255, a: 1 }

describe('focus not obscured (2.4.11, 2.4.12)', () => {
  it('tells hidden, partly and wholly visible apart', () => {
    expect(focusVisibility([false, false])).toBe('hidden')
    expect(focusVisibility([true, false])).toBe('partly')
    expect(focusVisibility([true, true])).toBe('visible')
  })

  it('asks for the whole element only where it fits beside the overlays', () => {
    expect(fitsBesideOverlays(48, 568, [98, 190])).toBe(true)
    expect(fitsBesideOverlays(400, 568, [98, 190])).toBe(false)
  })
})

describe('colours and contrast (1.4.11)', () => {
  it('reads the colours computed styles write', () => {
    expect(parseColor('rgb(201, 58, 43)')).toEqual({ r: 201, g: 58, b: 43, a: 1 })
    expect(parseColor('rgba(0, 0, 0, 0)')).toEqual({ r: 0, g: 0, b: 0, a: 0 })
    expect(parseColor('rgb(255 107 90 / 50%)')).toEqual({ r: 255, g: 107, b: 90, a: 0.5 })
    expect(parseColor('color(srgb 1 0 0.5)')).toEqual({ r: 255, g: 0, b: 127.5, a: 1 })
    expect(parseColor('currentcolor')).toBeUndefined()
  })

  it("computes WCAG's ratio", () => {
    expect(contrastRatio(white, { r: 0, g: 0, b: 0, a: 1 })).toBeCloseTo(21, 5)
    // The coral the ring had: below 3:1 on white.
    expect(contrastRatio({ r: 255, g: 107, b: 90, a: 1 }, white)).toBeCloseTo(2.8, 1)
  })

  it('composites translucent backgrounds and takes every stop of a gradient', () => {
    const dark = backdropColors([{ color: 'rgb(27, 21, 48)', image: 'none' }])
    expect(dark).toEqual([{ r: 27, g: 21, b: 48, a: 1 }])
    const tinted = backdropColors([{ color: 'rgba(0, 0, 0, 0.5)', image: 'none' }])
    expect(tinted[0]?.r).toBeCloseTo(127.5, 5)
    const card = backdropColors([{ color: 'rgb(27, 21, 48)', image: 'radial-gradient(rgba(123, 77, 255, 0.45), rgba(0, 0, 0, 0) 65%)' }])
    expect(card).toHaveLength(2)
  })

  it('judges a ring by the backdrop colour it stands out from least', () => {
    const ring = { r: 201, g: 58, b: 43, a: 1 }
    expect(ringContrast(ring, [white])).toBeGreaterThan(4.5)
    expect(ringContrast(ring, [white, { r: 201, g: 58, b: 43, a: 1 }])).toBe(1)
  })
})

describe('target size (2.5.8)', () => {
  const target = (name: string, b: Box, layer = 0) => ({ name, box: b, layer })

  it('passes targets of 24 × 24 px or more, however close', () => {
    expect(crampedTargets([target('a', box(0, 0, 24, 24)), target('b', box(24, 0, 24, 24))])).toEqual([])
  })

  it('passes a small target whose 24 px circle touches nothing', () => {
    expect(crampedTargets([target('dot', box(0, 0, 16, 16)), target('next', box(22, 0, 44, 44))])).toEqual([])
  })

  it("fails a small target whose circle meets another target or another small one's circle", () => {
    expect(crampedTargets([target('dot', box(0, 0, 16, 16)), target('next', box(18, 0, 44, 44))])).toEqual([
      'dot (16×16) crowds next (44×44)',
    ])
    expect(crampedTargets([target('one', box(0, 0, 16, 16)), target('two', box(20, 0, 16, 16))])).toHaveLength(2)
  })

  it('ignores a target in an overlay drawn over the page', () => {
    expect(crampedTargets([target('link', box(0, 0, 60, 20)), target('notice button', box(0, 10, 180, 44), 1)])).toEqual([])
  })
})

describe('text drawn over text (1.4.12, 1.4.4)', () => {
  const line = (node: number, b: Box, layer = 0) => ({ node, layer, text: `text ${String(node)}`, box: b })

  it('finds lines of different texts drawn over each other', () => {
    expect(overlappingLines([line(1, box(0, 0, 100, 20)), line(2, box(10, 5, 100, 20))])).toEqual(['"text 1" and "text 2"'])
  })

  it('lets lines touch, a text overlap itself, and an overlay lie over the page', () => {
    expect(overlappingLines([line(1, box(0, 0, 100, 20)), line(2, box(0, 19, 100, 20))])).toEqual([])
    expect(overlappingLines([line(1, box(0, 0, 100, 20)), line(1, box(0, 5, 100, 20))])).toEqual([])
    expect(overlappingLines([line(1, box(0, 0, 100, 20)), line(2, box(0, 0, 100, 20), 1)])).toEqual([])
  })
})
