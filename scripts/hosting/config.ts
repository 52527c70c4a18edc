/**
 * The hosting configuration of one build: firebase.json's `hosting` section (the part that is the
 * same for every build) completed with what only the build knows. `npm start`, the e2e tests and
 * `npm run deploy` all serve this, never firebase.json alone:
 * - the Content-Security-Policy names this project's own Firebase endpoints, from the build's
 *   Firebase settings: its auth domain in frame-src (the sign-in iframe) and its callable
 *   functions' origin in connect-src, instead of every `*.firebaseapp.com` and
 *   `*.cloudfunctions.net`;
 * - `Cache-Control: immutable` for exactly the files the build wrote under /assets/, by name:
 *   Hosting picks headers by path, not by status, so a glob such as `/assets/**` would also make a
 *   404 under /assets/ (a name from an older or newer build) immutable for a year;
 * - with VITE_ROOT_REDIRECT set, a redirect of `/` to that page, with VITE_ROOT_REDIRECT_STATUS.
 *
 * scripts/build/hosting-postbuild.ts records the build's facts in .build/hosting-build.json.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseFirebaseEnv, type FirebaseEnv } from '../../src/config/firebase-env.ts'
import { parseSiteEnv, type SiteEnv } from '../../src/config/site-env.ts'
import { addSources, parseCsp } from '../build/csp.ts'
import type { RedirectRule } from './redirects.ts'
import { isRecord } from '../lib/is-record.ts'

/** What a build records about itself for its hosting configuration and the deploy guard. */
export interface HostingBuild {
  /** Paths of the files under dist/assets/, relative to it (`entry-client-D0QhvHnx.js`). */
  assets: string[]
  /** The `VITE_*` variables the build was given (from the environment and the .env files). */
  env: Record<string, string>
  site: SiteEnv
  firebase: FirebaseEnv
}

/** Where the build records it, beside the server bundle (never deployed). */
export const HOSTING_BUILD_FILE = '.build/hosting-build.json'

/** The record a build writes: its assets and its variables, checked again when read. */
export function hostingBuildRecord(assets: readonly string[], env: Record<string, string>): string {
  return `${JSON.stringify({ assets: [...assets].sort(), env }, null, 2)}\n`
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string')
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every((v) => typeof v === 'string')
}

/** Reads a build's record, parsing its variables as the build did. */
export function parseHostingBuild(text: string): HostingBuild {
  const data: unknown = JSON.parse(text)
  if (!isRecord(data) || !isStringArray(data.assets) || !isStringRecord(data.env)) {
    throw new Error(`${HOSTING_BUILD_FILE} is not a build record: run npm run build`)
  }
  return { assets: data.assets, env: data.env, site: parseSiteEnv(data.env), firebase: parseFirebaseEnv(data.env) }
}

export function readHostingBuild(root: string): HostingBuild {
  return parseHostingBuild(readFileSync(join(root, HOSTING_BUILD_FILE), 'utf8'))
}

export interface HeaderRule {
  source?: string
  regex?: string
  headers: { key: string; value: string }[]
}

export interface HostingSection {
  headers: HeaderRule[]
  redirects: RedirectRule[]
  [key: string]: unknown
}

export const IMMUTABLE = 'public, max-age=31536000, immutable'

function isHeaderRule(value: unknown): value is HeaderRule {
  return (
    isRecord(value) &&
    Array.isArray(value.headers) &&
    value.headers.every((h: unknown) => isRecord(h) && typeof h.key === 'string' && typeof h.value === 'string')
  )
}

function isRedirectRule(value: unknown): value is RedirectRule {
  return isRecord(value) && typeof value.regex === 'string' && typeof value.destination === 'string' && typeof value.type === 'number'
}

/** firebase.json's hosting section, checked to have the shape this file works on. */
export function hostingSection(config: unknown): HostingSection {
  const hosting = isRecord(config) ? config.hosting : undefined
  if (!isRecord(hosting)) throw new Error('firebase.json has no hosting section')
  const { headers, redirects } = hosting
  if (!Array.isArray(headers) || !headers.every(isHeaderRule))
    throw new Error('firebase.json: hosting.headers is not a list of header rules')
  if (!Array.isArray(redirects) || !redirects.every(isRedirectRule))
    throw new Error('firebase.json: hosting.redirects is not a list of regex redirects')
  return { ...hosting, headers, redirects }
}

/** The Firebase origins the pages of this build talk to. */
export function projectOrigins(firebase: FirebaseEnv): { auth: string; functions: string } {
  return {
    auth: `https://${firebase.VITE_FIREBASE_AUTH_DOMAIN}`,
    functions: `https://${firebase.VITE_FIREBASE_FUNCTIONS_REGION}-${firebase.VITE_FIREBASE_PROJECT_ID}.cloudfunctions.net`,
  }
}

function escapeRegex(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')
}

/** One rule that matches exactly the given files under /assets/ and nothing else. */
export function immutableAssetsRule(assets: readonly string[]): HeaderRule | undefined {
  if (assets.length === 0) return undefined
  const names = [...assets].sort().map(escapeRegex).join('|')
  return { regex: `^/assets/(?:${names})$`, headers: [{ key: 'Cache-Control', value: IMMUTABLE }] }
}

/** Whether a policy comes from the rule every response gets (the one with connect-src and frame-src). */
function extendsProjectPolicy(policy: string): boolean {
  const parsed = parseCsp(policy)
  return parsed.has('connect-src') && parsed.has('frame-src')
}

/** firebase.json's hosting section with this build's Firebase origins, asset caching and root redirect. */
export function builtHosting(base: HostingSection, build: HostingBuild): HostingSection {
  const origins = projectOrigins(build.firebase)
  const siteOrigin = new URL(build.site.VITE_SITE_URL).origin
  // On the site's own domain (the production setting), the auth iframe is covered by 'self'.
  const frames = origins.auth === siteOrigin ? [] : [origins.auth]
  const headers = base.headers.map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) =>
      header.key === 'Content-Security-Policy' && extendsProjectPolicy(header.value)
        ? { ...header, value: addSources(header.value, { 'connect-src': [origins.functions], 'frame-src': frames }) }
        : header,
    ),
  }))
  const immutable = immutableAssetsRule(build.assets)
  // Last, so it overrides the `no-cache` every response gets, for these files only.
  if (immutable) headers.push(immutable)
  const root = build.site.VITE_ROOT_REDIRECT
  const redirects: RedirectRule[] = root
    ? [{ regex: '^/$', destination: root, type: build.site.VITE_ROOT_REDIRECT_STATUS }, ...base.redirects]
    : base.redirects
  return { ...base, headers, redirects }
}
