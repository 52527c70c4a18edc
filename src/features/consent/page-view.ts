/**
 * Only origin and path: query strings can hold one-time codes (/auth_action) and promo codes
 * (/applycode), and hashes are not pages.
 */
export function pageViewParams(location: { origin: string; pathname: string }, title: string, language: string) {
  return {
    page_location: `${location.origin}${location.pathname}`,
    page_path: location.pathname,
    page_title: title,
    language,
  }
}

/** Analytics cookies on this host and its parent domains, to delete when consent is withdrawn. */
export function analyticsCookieNames(cookieString: string): string[] {
  return cookieString
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => name === '_ga' || name.startsWith('_ga_') || name === '_gid' || name.startsWith('_gat'))
}

export function domainsFor(hostname: string): string[] {
  const parts = hostname.split('.')
  if (parts.length < 2 || /^\d+$/.test(parts.at(-1) ?? '')) return [hostname]
  return parts.slice(0, -1).map((_, i) => parts.slice(i).join('.'))
}
