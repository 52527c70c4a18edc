/** Helpers for the accessibility tests: which colour schemes the site has, readable violations. */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** axe-core's WCAG A and AA rule sets, 2.0 to 2.2. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const

/** True when a stylesheet adapts to a dark preference (media query, color-scheme, or light-dark()). */
export function cssHasDarkScheme(css: string): boolean {
  return /prefers-color-scheme\s*:\s*dark/i.test(css) || /color-scheme\s*:[^;}]*\bdark\b/i.test(css) || /light-dark\(/i.test(css)
}

/** The colour schemes the built site supports, from its CSS in dist/assets. */
export function siteColorSchemes(dist: string): ('light' | 'dark')[] {
  const assets = join(dist, 'assets')
  const css = readdirSync(assets)
    .filter((f) => f.endsWith('.css'))
    .map((f) => readFileSync(join(assets, f), 'utf8'))
  return css.some(cssHasDarkScheme) ? ['light', 'dark'] : ['light']
}

export interface AxeViolationLike {
  id: string
  impact?: string | null
  help: string
  nodes: { target: unknown[]; failureSummary?: string }[]
}

/** One line per violation and up to three offending elements each, for a failure message. */
export function formatViolations(violations: readonly AxeViolationLike[]): string[] {
  return violations.map((v) => {
    const nodes = v.nodes
      .slice(0, 3)
      .map((n) => `    ${n.target.map(String).join(' ')}${n.failureSummary ? `: ${n.failureSummary.replace(/\s+/g, ' ').trim()}` : ''}`)
    const more = v.nodes.length > 3 ? [`    ... and ${v.nodes.length - 3} more`] : []
    return [`${v.id} (${v.impact ?? 'n/a'}): ${v.help}`, ...nodes, ...more].join('\n')
  })
}

/** The WCAG A/AA rules of axe that read colours: all a second colour scheme of the same markup can change. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const

/**
 * axe's WCAG A/AA violations on the page as it is now, one line each (`colourOnly`: just the rules
 * that read colours). Legacy mode runs axe in the page itself, without the blank page the default
 * mode opens for every run; only violations are collected, which makes each run much cheaper.
 */
export async function axeViolations(page: Page, { colourOnly = false } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page })
  const results = await (colourOnly ? builder.withRules([...COLOUR_RULES]) : builder.withTags([...WCAG_AA_TAGS]))
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze()
  return formatViolations(results.violations)
}
