// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { stickyHeaderPadding } from './navigation-effects'

const globalCss = readFileSync(new URL('../styles/global.css', import.meta.url), 'utf8')
const token = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(globalCss)?.[1]

describe('the offset that keeps hash targets clear of the sticky header', () => {
  it('is the measured header height, rounded up, plus the gap', () => {
    expect(stickyHeaderPadding(96.2)).toBe('calc(97px + 1rem)')
    expect(stickyHeaderPadding(64)).toBe('calc(64px + 1rem)')
  })

  it('keeps the gap of --space-3, like the stylesheet default, and neither uses var()', () => {
    expect(token('--space-3')).toBe('1rem')
    expect(token('--header-height')).toBe('4rem')
    const rootDefault = /html\s*\{[^}]*scroll-padding-block-start:\s*([^;]+);/.exec(globalCss)?.[1]
    expect(rootDefault).toBe('calc(4rem + 1rem)')
    expect(stickyHeaderPadding(80)).not.toContain('var(')
  })
})
