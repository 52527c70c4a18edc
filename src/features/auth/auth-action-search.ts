import * as z from 'zod/mini'
import { matchTag } from '@/lib/i18n/detect'
import type { LocaleCode } from '@/lib/i18n/locales'
import { searchText } from '@/lib/search-text'

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

/**
 * A malformed value is dropped rather than failing the page, so the visitor sees "this link is
 * incomplete" instead of a 404. Lazy because the route tree, and with it this schema, loads on every page.
 */
export const authActionSearchSchema = z.lazy(() =>
  z.object({
    mode: searchText(64),
    oobCode: searchText(1024, /^[\w-]+$/),
    apiKey: searchText(256, /^[\w-]+$/),
    continueUrl: searchText(2048),
    lang: searchText(35, /^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})*$/),
  }),
)
export type AuthActionSearch = z.infer<typeof authActionSearchSchema>

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
