/**
 * Build step after prerendering: writes dist/sitemap.xml and dist/robots.txt for VITE_SITE_URL, and
 * the app association files of .well-known/ (app-links.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { loadEnv } from 'vite'
import { parseSiteEnv } from '../../src/config/site-env.ts'
import { robotsTxt, sitemapXml } from './site-files-lib.ts'
import { APP_LINK_FILES, appleAppSiteAssociation, assetLinks, parseAppLinksEnv } from './app-links.ts'

const root = resolve(import.meta.dirname, '../..')
// The same variables, from the same .env files, that the production client build was given.
const { VITE_SITE_URL: origin } = parseSiteEnv(loadEnv('production', root, 'VITE_'))

writeFileSync(join(root, 'dist/sitemap.xml'), sitemapXml(origin))
writeFileSync(join(root, 'dist/robots.txt'), robotsTxt(origin))
console.log(`Wrote sitemap.xml and robots.txt for ${origin}`)

const appLinks = parseAppLinksEnv(loadEnv('production', root, 'APP_'))
for (const [file, body] of [
  [APP_LINK_FILES.apple, appleAppSiteAssociation(appLinks)],
  [APP_LINK_FILES.android, assetLinks(appLinks)],
] as const) {
  mkdirSync(dirname(join(root, 'dist', file)), { recursive: true })
  writeFileSync(join(root, 'dist', file), `${JSON.stringify(body, null, 2)}\n`)
}
console.log(`Wrote ${Object.values(APP_LINK_FILES).join(' and ')} for team ${appLinks.teamId}`)
