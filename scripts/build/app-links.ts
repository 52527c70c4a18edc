/**
 * The files that let the app open the site's links where it is installed and share a password set
 * on the web: Apple's apple-app-site-association (Universal Links and webcredentials) and Android's
 * Digital Asset Links statement (App Links and get_login_creds). The bundle id and package name come
 * from the store config; the Apple team id and the signing certificates' SHA-256 fingerprints from
 * the environment (.env.example), checked here so a malformed value stops the build.
 */
import { STORES } from '../../src/config/site.ts'
import { appPaths } from '../../src/lib/paths/app-paths.ts'

export interface AppLinksEnv {
  teamId: string
  fingerprints: string[]
}

/** Values for local builds and the emulators; `npm run deploy` refuses them. */
export const DEMO_APP_LINKS: AppLinksEnv = {
  teamId: 'DEMO000000',
  fingerprints: [Array.from({ length: 32 }, () => '00').join(':')],
}

const TEAM_ID = /^[A-Z0-9]{10}$/
const FINGERPRINT = /^[0-9A-F]{2}(?::[0-9A-F]{2}){31}$/
const REVERSE_DOMAIN = /^[a-z][a-z0-9_]*(?:\.[a-z][a-z0-9_]*)+$/i

/** The app identifiers from `APP_*` variables (demo values where unset), or an error naming each malformed one. */
export function parseAppLinksEnv(env: Record<string, string | undefined>): AppLinksEnv {
  const problems: string[] = []
  const teamId = env.APP_APPLE_TEAM_ID?.trim() || DEMO_APP_LINKS.teamId
  if (!TEAM_ID.test(teamId)) problems.push(`APP_APPLE_TEAM_ID "${teamId}" is not an Apple team id (10 capital letters and digits).`)
  const listed =
    env.APP_ANDROID_CERT_FINGERPRINTS?.split(',')
      .map((f) => f.trim().toUpperCase())
      .filter(Boolean) ?? []
  const fingerprints = listed.length > 0 ? listed : DEMO_APP_LINKS.fingerprints
  for (const fingerprint of fingerprints)
    if (!FINGERPRINT.test(fingerprint))
      problems.push(`APP_ANDROID_CERT_FINGERPRINTS holds "${fingerprint}", not a SHA-256 fingerprint (32 hex bytes joined by colons).`)
  for (const [name, id] of [
    ['iOS bundle id', STORES.ios.bundleId],
    ['Android package', STORES.android.id],
  ] as const)
    if (!REVERSE_DOMAIN.test(id)) problems.push(`The ${name} "${id}" in src/config/site.ts is not a reverse domain name.`)
  if (problems.length > 0) throw new Error(`App link settings:\n- ${problems.join('\n- ')}`)
  return { teamId, fingerprints }
}

/** Why a deploy must not ship these identifiers: unset, or the documented demo values. */
export function appLinksDeployProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = []
  const teamId = env.APP_APPLE_TEAM_ID?.trim() ?? ''
  if (!teamId || teamId === DEMO_APP_LINKS.teamId)
    problems.push('APP_APPLE_TEAM_ID is unset or the demo value: set the Apple team id the app is signed with.')
  const fingerprints = env.APP_ANDROID_CERT_FINGERPRINTS?.trim() ?? ''
  if (!fingerprints || DEMO_APP_LINKS.fingerprints.some((demo) => fingerprints.toUpperCase().includes(demo)))
    problems.push(
      "APP_ANDROID_CERT_FINGERPRINTS is unset or the demo value: set the SHA-256 fingerprints of the app's signing certificates.",
    )
  return problems
}

export function appleAppSiteAssociation({ teamId }: AppLinksEnv): unknown {
  const appID = `${teamId}.${STORES.ios.bundleId}`
  return {
    applinks: { details: [{ appIDs: [appID], components: appPaths().map((path) => ({ '/': path })) }] },
    webcredentials: { apps: [appID] },
  }
}

export function assetLinks({ fingerprints }: AppLinksEnv): unknown {
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls', 'delegate_permission/common.get_login_creds'],
      target: { namespace: 'android_app', package_name: STORES.android.id, sha256_cert_fingerprints: fingerprints },
    },
  ]
}

/** Where Hosting serves them, below dist/. */
export const APP_LINK_FILES = {
  apple: '.well-known/apple-app-site-association',
  android: '.well-known/assetlinks.json',
} as const
