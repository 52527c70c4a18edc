/**
 * The site's paths the app claims, in one list: the build writes them into
 * apple-app-site-association (scripts/build/app-links.ts), the app's Android intent filters hold
 * the same, and /getkinemo's intent (features/download/installed-app.ts) names one of them, since
 * Chrome hands an intent only to an activity that claims its URL. Build scripts load this file
 * directly, hence relative imports.
 */
import { LOCALES, type LocaleCode } from '../i18n/locale-table.ts'
import { pagePath } from './site-paths.ts'

/** Where Firebase Auth sends email links for mobile apps since Dynamic Links' shutdown. */
const AUTH_LINKS_PATH = '/__/auth/links'

/** The page the app opens in a language: redeeming a promo code (`/applycode`, `/de/applycode`…). */
export function appPagePath(locale: LocaleCode): string {
  return pagePath(locale, 'applycode')
}

/** Every path the app handles: its page in every language, and Firebase Auth's email links; never /auth_action. */
export function appPaths(): string[] {
  return [...LOCALES.map((l) => appPagePath(l.code)), AUTH_LINKS_PATH]
}
