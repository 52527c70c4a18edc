import { readFileSync } from 'node:fs'
import { join, matchesGlob } from 'node:path'
import { hostingSection, type HostingSection } from './config.ts'

/** firebase.json's hosting section, as every build starts from it. */
export const BASE_HOSTING = hostingSection(JSON.parse(readFileSync(join(import.meta.dirname, '../..', 'firebase.json'), 'utf8')))

/** The settings of a correct production build: the site's own domain as auth domain, Secure cookies. */
export const PRODUCTION_ENV = {
  VITE_SITE_URL: 'https://kinemo.app',
  VITE_COOKIE_SECURE: 'true',
  VITE_FIREBASE_API_KEY: 'AIzaSyExample',
  VITE_FIREBASE_AUTH_DOMAIN: 'kinemo.app',
  VITE_FIREBASE_PROJECT_ID: 'kinemo-prod',
  VITE_FIREBASE_APP_ID: '1:1234:web:abcd',
}

/** The headers Hosting sends for a path: every matching rule applies, a later one wins a key. */
export function headersFor(hosting: Pick<HostingSection, 'headers'>, path: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const rule of hosting.headers) {
    const matches = rule.regex !== undefined ? new RegExp(rule.regex, 'u').test(path) : matchesGlob(path, rule.source ?? '')
    if (matches) for (const { key, value } of rule.headers) out[key] = value
  }
  return out
}
