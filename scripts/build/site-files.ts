/** Build step after prerendering: writes dist/sitemap.xml and dist/robots.txt for VITE_SITE_URL. */
import { writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { loadEnv } from 'vite'
import { parseSiteEnv } from '../../src/config/site-env.ts'
import { robotsTxt, sitemapXml } from './site-files-lib.ts'

const root = resolve(import.meta.dirname, '../..')
// The same variables, from the same .env files, that the production client build was given.
const { VITE_SITE_URL: origin } = parseSiteEnv(loadEnv('production', root, 'VITE_'))

writeFileSync(join(root, 'dist/sitemap.xml'), sitemapXml(origin))
writeFileSync(join(root, 'dist/robots.txt'), robotsTxt(origin))
console.log(`Wrote sitemap.xml and robots.txt for ${origin}`)
