/**
 * The canonical-URL redirects of firebase.json, generated from the locale table and the page list
 * so a 19th locale or a 9th page gets its redirects too. `npm run hosting:redirects` rewrites the
 * `hosting.redirects` array; a unit test fails while firebase.json is out of step.
 *
 * What Firebase Hosting (and its emulator) already do without rules, with `cleanUrls: true` and
 * `trailingSlash: false`: `/de/promo/` -> `/de/promo`, `/de/promo.html` -> `/de/promo`,
 * `/index.html` -> `/`, `/de/index.html` -> `/de`. What these rules add:
 * - runs of slashes collapse: `//de//promo` -> `/de/promo`, where the leading segment is plain path
 *   text (never to a protocol-relative `//host` or to `/https:/host`, which Hosting reads as a URL);
 * - a locale prefix typed in another case or with `_`: `/DE/promo` -> `/de/promo`,
 *   `/zh-cn` and `/zh_CN` -> `/zh-CN` (with or without a subpath, trailing slashes dropped);
 * - a page name typed in another case or with `-` for `_`: `/Promo` -> `/promo`,
 *   `/de/PRIVACY-AND-COOKIE-POLICY` -> `/de/privacy_and_cookie_policy`.
 * Unknown paths are left alone and answer 404.
 *
 * Rules are RE2 regexes (what Hosting runs), written in the subset JavaScript's RegExp shares
 * (character classes, `(?i:…)` groups, no lookaround), because RE2 cannot say "any case except
 * the canonical one" directly: {@link nonCanonicalPattern} spells that out position by position.
 * Hosting substitutes `:1`, `:2` with capture groups, and a redirect rule matches the path only.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { LOCALES } from '../../src/lib/i18n/locale-table.ts'
import { PAGE_LIST } from '../../src/lib/content/pages.ts'

export interface RedirectRule {
  regex: string
  destination: string
  type: RedirectStatus
}

/** The statuses Hosting accepts for a redirect rule. */
export const REDIRECT_STATUSES = [301, 302, 303, 307, 308] as const
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number]

const SEPARATORS = '-_'

function escapeChar(char: string): string {
  return /[\\^$.*+?()[\]{}|]/.test(char) ? `\\${char}` : char
}

/** A pattern for a string in any accepted spelling: any letter case, either separator. */
function anySpelling(text: string): string {
  if (!text) return ''
  return `(?i:${Array.from(text)
    .map((char) => (SEPARATORS.includes(char) ? '[-_]' : escapeChar(char)))
    .join('')})`
}

/** The other accepted spelling of one character, or undefined when it has none. */
function otherSpelling(char: string): string | undefined {
  if (char === '-') return '_'
  if (char === '_') return '-'
  if (char.toLowerCase() !== char.toUpperCase()) return char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase()
  return undefined
}

/**
 * A regex (no anchors) matching every spelling of `canonical` that differs from it only in letter
 * case or in `-` versus `_`, but not `canonical` itself: alternative i keeps the first i characters
 * exact, misspells character i, and accepts any spelling after it.
 */
export function nonCanonicalPattern(canonical: string): string {
  const chars = Array.from(canonical)
  const alternatives: string[] = []
  chars.forEach((char, i) => {
    const other = otherSpelling(char)
    if (other === undefined) return
    const head = chars.slice(0, i).map(escapeChar).join('')
    const tail = anySpelling(chars.slice(i + 1).join(''))
    alternatives.push(`${head}${escapeChar(other)}${tail}`)
  })
  return alternatives.join('|')
}

/**
 * A path segment a collapse rule may put first in its destination: RFC 3986's unreserved
 * characters only, so no `:` (a scheme), `\\`, `%`, whitespace or control character. Every page
 * and locale is spelled this way; any other path is not a page and answers 404 unchanged.
 */
export const SAFE_SEGMENT = '[A-Za-z0-9._~-]+'

const PREFIXED = LOCALES.filter((l) => l.code !== 'en').map((l) => l.code)
const PAGE_SLUGS = PAGE_LIST.map((p) => p.slug).filter((slug) => slug !== '')

export function canonicalRedirects(): RedirectRule[] {
  const rules: RedirectRule[] = [
    // `//` alone (served as the home page by Hosting's slash normalization) goes home.
    { regex: '^//+$', destination: '/', type: 301 },
    // Leading slashes collapse to one, and then the first run of slashes after a segment
    // (repeated hops collapse the rest), but only when the segment that will lead the destination
    // is plain path text (SAFE_SEGMENT): Hosting reads a destination such as `/https:/evil.example`
    // as an absolute URL, and browsers drop tabs and newlines from `/\t/evil.example` and read `/\`
    // as `//`, so a collapse of anything else could send the visitor to another host.
    { regex: `^//+(${SAFE_SEGMENT}(?:/.*)?)$`, destination: '/:1', type: 301 },
    { regex: `^(/${SAFE_SEGMENT})//+(.*)$`, destination: ':1/:2', type: 301 },
  ]
  for (const code of PREFIXED) {
    const variants = nonCanonicalPattern(code)
    rules.push({ regex: `^/(?:${variants})/*$`, destination: `/${code}`, type: 301 })
    rules.push({ regex: `^/(?:${variants})/+(.+?)/*$`, destination: `/${code}/:1`, type: 301 })
  }
  const prefixes = PREFIXED.map(escapeChar).join('|')
  for (const slug of PAGE_SLUGS) {
    const variants = nonCanonicalPattern(slug)
    rules.push({ regex: `^/(?:${variants})/*$`, destination: `/${slug}`, type: 301 })
    rules.push({ regex: `^/(${prefixes})/(?:${variants})/*$`, destination: `/:1/${slug}`, type: 301 })
  }
  return rules
}

/**
 * Whether Hosting reads a redirect destination as an absolute URL (another host) rather than a
 * path of this site: when it starts with a scheme (`https:`, `javascript:`), with a scheme after
 * its first slash (Hosting, and its emulator, turn `/https:/evil.example` into
 * `https://evil.example`), or, once a browser has dropped tabs and newlines and read `\` as `/`,
 * with `//` (a protocol-relative URL).
 */
export function isOffSite(destination: string): boolean {
  const browserView = destination
    .replace(/[\t\n\r]/g, '')
    .replace(/\\/g, '/')
    .trimStart()
  return /^\/?[a-z][a-z0-9+.-]*:/i.test(destination) || browserView.startsWith('//') || !browserView.startsWith('/')
}

/**
 * Where Hosting sends a path under these rules (first matching rule, captures substituted), or
 * undefined when no rule matches. A destination Hosting would read as an absolute URL comes back
 * as that URL (`https://evil.example`), so a test that checks each hop stays on the site sees it.
 * Tests use it to prove the rules terminate and never leave the site.
 */
export function applyRedirects(rules: readonly RedirectRule[], path: string): string | undefined {
  for (const rule of rules) {
    const match = new RegExp(rule.regex, 'u').exec(path)
    if (!match) continue
    const destination = rule.destination.replace(/:(\d+)/g, (_, n: string) => match[Number(n)] ?? '')
    return isOffSite(destination) ? destination.replace(/^\/([a-z][a-z0-9+.-]*:)\/?/i, '$1//') : destination
  }
  return undefined
}

function inlineJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inlineJson).join(', ')}]`
  if (typeof value === 'object' && value !== null) {
    return `{ ${Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${JSON.stringify(k)}: ${inlineJson(v)}`)
      .join(', ')} }`
  }
  return JSON.stringify(value)
}

/** Formats firebase.json with short objects on one line, so each redirect rule reads as one line. */
export function formatJson(value: unknown, indent = ''): string {
  const flat = inlineJson(value)
  if (flat.length + indent.length <= 140 || typeof value !== 'object' || value === null) return flat
  const inner = `${indent}  `
  if (Array.isArray(value)) return `[\n${value.map((v) => inner + formatJson(v, inner)).join(',\n')}\n${indent}]`
  const entries = Object.entries(value as Record<string, unknown>)
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${formatJson(v, inner)}`).join(',\n')}\n${indent}}`
}

export function firebaseJsonWithRedirects(source: string): string {
  const config = JSON.parse(source) as { hosting?: Record<string, unknown> }
  if (!config.hosting) throw new Error('firebase.json has no hosting section')
  config.hosting.redirects = canonicalRedirects()
  return `${formatJson(config)}\n`
}

if (import.meta.main) {
  const file = join(resolve(import.meta.dirname, '../..'), 'firebase.json')
  writeFileSync(file, firebaseJsonWithRedirects(readFileSync(file, 'utf8')))
  console.log(`firebase.json: ${canonicalRedirects().length} redirect rules written`)
}
