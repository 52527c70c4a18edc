// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { combinedEdges, rootScrollPadding, scrollPaddingFor } from './scroll-padding'

const globalCss = readFileSync(new URL('../styles/global.css', import.meta.url), 'utf8')
const token = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(globalCss)?.[1]

describe('the scroll padding that keeps focus and hash targets clear of the header and the notice', () => {
  it('is the measured height, rounded up, plus the gap', () => {
    expect(scrollPaddingFor(96.2)).toBe('calc(97px + 1rem)')
    expect(scrollPaddingFor(64)).toBe('calc(64px + 1rem)')
  })

  it('keeps the gap of --space-3, like the stylesheet default, and neither uses var()', () => {
    expect(token('--space-3')).toBe('1rem')
    expect(token('--header-height')).toBe('4rem')
    const rootDefault = /html\s*\{[^}]*scroll-padding-block-start:\s*([^;]+);/.exec(globalCss)?.[1]
    expect(rootDefault).toBe('calc(4rem + 1rem)')
    expect(scrollPaddingFor(80)).not.toContain('var(')
  })

  it('keeps the header clear, and the bottom free, without an overlay', () => {
    expect(rootScrollPadding(96, { start: 0, end: 0 })).toEqual({ start: 'calc(96px + 1rem)', end: '' })
  })

  it('keeps clear of a notice at the bottom as well as of the header', () => {
    expect(rootScrollPadding(96, { start: 0, end: 180 })).toEqual({ start: 'calc(96px + 1rem)', end: 'calc(180px + 1rem)' })
  })

  it('lands focus below a notice that covers the top of the screen, header included', () => {
    expect(rootScrollPadding(96, { start: 400, end: 0 })).toEqual({ start: 'calc(400px + 1rem)', end: '' })
  })

  it("leaves the stylesheet's start padding until the header is measured", () => {
    expect(rootScrollPadding(undefined, { start: 0, end: 120 })).toEqual({ start: undefined, end: 'calc(120px + 1rem)' })
  })

  it('keeps clear of every overlay at once: the cookie notice at the bottom and the language offer at the top', () => {
    expect(combinedEdges([])).toEqual({ start: 0, end: 0 })
    expect(
      combinedEdges([
        { start: 0, end: 180 },
        { start: 130, end: 0 },
        { start: 0, end: 40 },
      ]),
    ).toEqual({ start: 130, end: 180 })
  })
})
