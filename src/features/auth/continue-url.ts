/**
 * The `continueUrl` of an email action is attacker-controlled (anyone can craft an action link),
 * so it is followed only when it leads back to this site or to one of the configured prefixes of
 * the app's own links. Anything else is dropped: no open redirect.
 */
const NEVER = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:'])

export interface ContinueUrlPolicy {
  /** Origins of this site (the page's own, and the canonical VITE_SITE_URL). */
  siteOrigins: readonly string[]
  /** Absolute URL prefixes of the app's own links (VITE_FIREBASE_CONTINUE_URL_ALLOWLIST). */
  allowlist: readonly string[]
}

function parse(raw: string): URL | undefined {
  try {
    return new URL(raw)
  } catch {
    return undefined
  }
}

function matchesPrefix(candidate: URL, prefix: URL): boolean {
  return (
    candidate.protocol === prefix.protocol &&
    candidate.host === prefix.host &&
    (prefix.pathname === '' ||
      prefix.pathname === '/' ||
      candidate.pathname === prefix.pathname ||
      candidate.pathname.startsWith(prefix.pathname.endsWith('/') ? prefix.pathname : `${prefix.pathname}/`))
  )
}

/** The URL to offer after the action, or undefined when `raw` may not be followed. */
export function safeContinueUrl(raw: string | undefined, policy: ContinueUrlPolicy): string | undefined {
  if (!raw) return undefined
  const trimmed = raw.trim()
  // Backslashes and control characters are how `https:/\evil.example` tricks slip past parsers.
  if (trimmed === '' || /[\\\p{Cc}]/u.test(trimmed)) return undefined
  const url = parse(trimmed)
  if (!url || NEVER.has(url.protocol) || url.username || url.password) return undefined
  if ((url.protocol === 'https:' || url.protocol === 'http:') && policy.siteOrigins.includes(url.origin)) return url.href
  for (const entry of policy.allowlist) {
    const prefix = parse(entry)
    if (prefix && !NEVER.has(prefix.protocol) && matchesPrefix(url, prefix)) return url.href
  }
  return undefined
}
