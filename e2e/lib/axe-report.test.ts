import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cssHasDarkScheme, formatViolations, siteColorSchemes } from './axe-report.ts'

describe('dark scheme detection', () => {
  it('sees media queries, color-scheme declarations and light-dark()', () => {
    expect(cssHasDarkScheme('@media (prefers-color-scheme:dark){:root{--bg:#000}}')).toBe(true)
    expect(cssHasDarkScheme(':root{color-scheme:light dark}')).toBe(true)
    expect(cssHasDarkScheme('body{background:light-dark(#fff,#000)}')).toBe(true)
    expect(cssHasDarkScheme(':root{color-scheme:light;--color-dark:#1b1530}.dark-band{color:#fff}')).toBe(false)
  })

  it('tests the dark scheme only when the built CSS has one', () => {
    const dist = mkdtempSync(join(tmpdir(), 'axe-'))
    mkdirSync(join(dist, 'assets'))
    writeFileSync(join(dist, 'assets/a.css'), ':root{color-scheme:light}')
    expect(siteColorSchemes(dist)).toEqual(['light'])
    writeFileSync(join(dist, 'assets/b.css'), '@media (prefers-color-scheme: dark){body{color:#fff}}')
    expect(siteColorSchemes(dist)).toEqual(['light', 'dark'])
  })
})

describe('formatViolations', () => {
  it('names the rule, impact and up to three elements', () => {
    const nodes = [1, 2, 3, 4].map((n) => ({
      target: [`#el${n}`],
      failureSummary: 'Fix any of the following:\n  Element has insufficient color contrast',
    }))
    const [line] = formatViolations([
      { id: 'color-contrast', impact: 'serious', help: 'Elements must meet minimum color contrast ratio thresholds', nodes },
    ])
    expect(line).toContain('color-contrast (serious): Elements must meet minimum color contrast ratio thresholds')
    expect(line).toContain('#el3: Fix any of the following: Element has insufficient color contrast')
    expect(line).not.toContain('#el4')
    expect(line).toContain('... and 1 more')
  })
})
