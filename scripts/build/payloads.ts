/**
 * Build-time (Node-only) step: reads and validates content/<code>/<page>.json and turns it into
 * one payload per route × locale plus the manifest, for the build and the dev server.
 */
import { readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { LOCALES, type LocaleCode } from '../../src/lib/i18n/locale-table.ts'
import { PAGE_LIST, type PageKey } from '../../src/lib/content/pages.ts'
import { pagePath, payloadPath } from '../../src/lib/paths/site-paths.ts'
import { contentSchemaOf } from '../../src/app/content-schemas.ts'
import { payloadDates } from '../../src/lib/content/payload-dates.ts'
import { drawQr } from './qr-drawing.ts'

export class ContentError extends Error {}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new ContentError(`${file}: not valid JSON (${error instanceof Error ? error.message : String(error)})`)
  }
}

/** Reads and validates one content file; throws naming the file and each failing field. */
export function readContent(contentDir: string, locale: LocaleCode, page: PageKey): { data: unknown; contentLocale: LocaleCode } {
  const own = join(contentDir, locale, `${page}.json`)
  const file = existsSync(own) ? own : join(contentDir, 'en', `${page}.json`)
  const contentLocale: LocaleCode = file === own ? locale : 'en'
  if (!existsSync(file)) throw new ContentError(`${file}: missing (every page needs English content)`)
  const result = contentSchemaOf(page).safeParse(readJson(file))
  if (!result.success) {
    const fields = result.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`).join('\n')
    throw new ContentError(`${file}: invalid content\n${fields}`)
  }
  return { data: result.data, contentLocale }
}

/** What a payload needs beyond `content/`: the site's origin (`VITE_SITE_URL`), for the download page's QR code. */
export interface PayloadSite {
  siteUrl: string
}

export function buildPayload(contentDir: string, locale: LocaleCode, page: PageKey, site: PayloadSite) {
  const { data, contentLocale } = readContent(contentDir, locale, page)
  const qr = page === 'getkinemo' ? { qr: drawQr(site.siteUrl + pagePath(locale, page)) } : {}
  return { page, locale, contentLocale, data, dates: payloadDates(data, locale), ...qr }
}

export const manifestSchema = z.object({
  routes: z.array(z.object({ path: z.string(), locale: z.string(), page: z.string(), payload: z.string() })),
})
export type PayloadManifest = z.infer<typeof manifestSchema>

/** Every route × locale payload plus the manifest, as files relative to the output folder. */
export function buildAllPayloads(contentDir: string, site: PayloadSite): Map<string, string> {
  const files = new Map<string, string>()
  const manifest: PayloadManifest = { routes: [] }
  const errors: string[] = []
  for (const { code } of LOCALES) {
    for (const { key } of PAGE_LIST) {
      try {
        const payload = payloadPath(code, key)
        files.set(payload.slice(1), JSON.stringify(buildPayload(contentDir, code, key, site)))
        manifest.routes.push({ path: pagePath(code, key), locale: code, page: key, payload })
      } catch (error) {
        errors.push(error instanceof Error ? error.message : String(error))
      }
    }
  }
  if (errors.length) throw new ContentError([...new Set(errors)].join('\n'))
  files.set('payloads/manifest.json', JSON.stringify(manifest))
  return files
}
