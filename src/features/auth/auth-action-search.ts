import { matchTag } from '@/lib/i18n/detect'
import type { LocaleCode } from '@/lib/i18n/locales'
import { searchParam, searchText } from '@/lib/search-text'

/** The modes Firebase Auth puts in its email action links. */
export const AUTH_ACTION_MODES = [
  'resetPassword',
  'verifyEmail',
  'recoverEmail',
  'signIn',
  'verifyAndChangeEmail',
  'revertSecondFactorAddition',
] as const
export type AuthActionMode = (typeof AUTH_ACTION_MODES)[number]

export interface AuthActionSearch {
  mode?: string | undefined
  oobCode?: string | undefined
  apiKey?: string | undefined
  continueUrl?: string | undefined
  lang?: string | undefined
}

const readMode = searchText(64)
const readOobCode = searchText(1024, /^[\w-]+$/)
const readApiKey = searchText(256, /^[\w-]+$/)
const readContinueUrl = searchText(2048)
const readLang = searchText(35, /^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})*$/)

/**
 * Search params of /auth_action (the route's `validateSearch`). A malformed value is dropped
 * rather than failing the page, so the visitor sees an explanation ("this link is incomplete")
 * instead of a 404.
 */
export const authActionSearchSchema = {
  parse: (input: unknown): AuthActionSearch => ({
    mode: readMode(searchParam(input, 'mode')),
    oobCode: readOobCode(searchParam(input, 'oobCode')),
    apiKey: readApiKey(searchParam(input, 'apiKey')),
    continueUrl: readContinueUrl(searchParam(input, 'continueUrl')),
    lang: readLang(searchParam(input, 'lang')),
  }),
}

export function isAuthActionMode(mode: string | undefined): mode is AuthActionMode {
  return (AUTH_ACTION_MODES as readonly string[]).includes(mode ?? '')
}

/**
 * The site locale for Firebase's `lang` param, whose codes are not the site's: `pt-BR`, `zh-TW`,
 * `in` (Indonesian's old code), `es-419`, `fr-CA` all name a locale the site has.
 */
export function localeFromFirebaseLang(lang: string | undefined): LocaleCode | undefined {
  if (!lang) return undefined
  return matchTag(lang.replace(/_/g, '-'))
}
