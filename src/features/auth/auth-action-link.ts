import type { AuthActionSearch } from './auth-action-search'

/**
 * The one-time code and API key leave the address bar at once (no history entry, bookmark, shared URL
 * or screenshot holds them) and live on here, in memory only, so a language switch keeps the action going.
 */
export interface ActionLink {
  search: AuthActionSearch
  /** The whole link as opened: the email-link sign-in reads its code from it. */
  href: string
}

let remembered: ActionLink | undefined
/** The Firebase `lang` value the page last followed, so a later language switch sticks. */
let followedLang: string | undefined

export function carriesSecret(search: AuthActionSearch): boolean {
  return search.oobCode !== undefined || search.apiKey !== undefined
}

export function withoutSecrets(search: AuthActionSearch): AuthActionSearch {
  return { mode: search.mode, continueUrl: search.continueUrl, lang: search.lang }
}

export function rememberLink(search: AuthActionSearch, href: string): void {
  remembered = { search: { ...search }, href }
}

/**
 * The address bar's own link while it carries its code, else the remembered one when the address
 * bar still names its mode (the code was taken out, or the language switched).
 */
export function linkFor(search: AuthActionSearch, href: string): ActionLink {
  if (!carriesSecret(search) && remembered && remembered.search.mode === search.mode) return remembered
  return { search, href }
}

/**
 * Whether to follow Firebase's `lang` to another locale: always for a link just opened, otherwise
 * only once per value, so the visitor's own language switch afterwards is not undone.
 */
export function shouldFollowLang(search: AuthActionSearch): boolean {
  return carriesSecret(search) || search.lang !== followedLang
}

export function markLangFollowed(lang: string | undefined): void {
  followedLang = lang
}

/** Forgets everything (tests). */
export function forgetLinks(): void {
  remembered = undefined
  followedLang = undefined
}
