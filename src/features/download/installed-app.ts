import { STORES } from '@/config/site'
import * as env from '@/config/env'
import { appPagePath } from '@/lib/paths/app-paths'
import type { LocaleCode } from '@/lib/i18n/locales'

/*
 * Loaded only on Android (use-open-app.ts): no other platform can have the Play app, and no other
 * visitor pays for these bytes.
 */

/**
 * Whether the browser reports the Play app installed: Chrome on Android answers
 * `navigator.getInstalledRelatedApps()` from the manifest's `related_applications`, for an app whose
 * asset links name this site. Anything else (no such API, a refusal, an odd answer) counts as not installed.
 */
export async function playAppInstalled(nav: Navigator): Promise<boolean> {
  const getApps: unknown = Reflect.get(nav, 'getInstalledRelatedApps')
  if (typeof getApps !== 'function') return false
  try {
    const apps: unknown = await Reflect.apply(getApps, nav, [])
    return Array.isArray(apps) && apps.some((app: unknown) => app instanceof Object && Reflect.get(app, 'id') === STORES.android.id)
  } catch {
    return false
  }
}

/**
 * The URL the intent hands the app: the page's language's `/applycode` at the canonical origin,
 * without a query. Chrome launches only an activity whose intent filter is BROWSABLE, that is one of
 * the app's App Links filters, and the app claims only the paths the site declares (app-paths.ts):
 * `/getkinemo`'s own URL would find no activity and always fall back to the store.
 */
export function appLinkUrl(locale: LocaleCode, origin: string = env.VITE_SITE_URL): string {
  return origin + appPagePath(locale)
}

/**
 * Opens the installed app from Chrome, in the form "Android Intents with Chrome" documents:
 * `intent://HOST/PATH#Intent;scheme=…;package=…;S.browser_fallback_url=…;end`. It names an https URL
 * the app claims (`appLinkUrl`) and the app's package, so no other app can take it; where the app
 * does not open it, Chrome goes to the fallback, the Play listing.
 */
export function openAppIntent(appUrl: string, playUrl: string): string {
  const [scheme, rest] = appUrl.split('://')
  return `intent://${rest ?? ''}#Intent;scheme=${scheme};package=${STORES.android.id};S.browser_fallback_url=${encodeURIComponent(playUrl)};end`
}

/** The link that opens the app where the browser reports it installed; otherwise none (the store's badge stays). */
export async function installedAppLink(nav: Navigator, locale: LocaleCode, playUrl: string): Promise<string | undefined> {
  return (await playAppInstalled(nav)) ? openAppIntent(appLinkUrl(locale), playUrl) : undefined
}
