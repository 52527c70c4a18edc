import { resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type ViteDevServer } from 'vite'
import { buildPayload } from '../payloads.ts'
import { isLocaleCode } from '../../../src/lib/i18n/locales.ts'
import { PAGE_KEY_LIST } from '../../../src/lib/content/pages.ts'

const root = resolve(import.meta.dirname, '../../..')
let server: ViteDevServer
type EntryServer = typeof import('../../../src/entry-server.tsx')
let entry: EntryServer

function isEntryServer(value: unknown): value is EntryServer {
  return typeof value === 'object' && value !== null && 'render' in value && typeof value.render === 'function'
}

// The dev server's own pipeline (serve-only plugins included), without listening on a port.
beforeAll(async () => {
  server = await createServer({
    root,
    configFile: resolve(root, 'vite.config.ts'),
    logLevel: 'silent',
    server: { middlewareMode: true, hmr: false, ws: false },
  })
  const loaded: unknown = await server.ssrLoadModule('/src/entry-server.tsx')
  if (!isEntryServer(loaded)) throw new Error('entry-server has no render()')
  entry = loaded
}, 60_000)

afterAll(async () => {
  await server.close()
})

const readPayload = (path: string): Promise<unknown> => {
  const [, , locale, file] = path.split('/')
  const page = PAGE_KEY_LIST.find((key) => `${key}.json` === file)
  if (!isLocaleCode(locale) || !page) return Promise.reject(new Error(`No payload at ${path}`))
  return Promise.resolve(buildPayload(resolve(root, 'content'), locale, page, { siteUrl: 'https://kinemo.app' }))
}

async function heading(url: string): Promise<string> {
  const { html } = await entry.render(url, { readPayload })
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? ''
}

/** The home page's label above its headline (the headline itself is payload content, not a catalog message). */
async function homeEyebrow(url: string): Promise<string> {
  const { html } = await entry.render(url, { readPayload })
  return /<p class="eyebrow">([^<]*)<\/p>/.exec(html)?.[1] ?? ''
}

describe('pseudo-locale in npm run dev', () => {
  it('renders English pages pseudo-localized with ?pseudo', async () => {
    expect(await heading('/license?pseudo')).toBe('⟦Ļîîçééñšéé ååĝŕééééɱééñţ⟧')
    expect(await homeEyebrow('/?pseudo=1')).toBe('⟦ÎÎñţŕööðûûçîîñĝ Kinemo⟧')
  }, 60_000)

  it('renders real English without it, and never touches other locales', async () => {
    expect(await heading('/license')).toBe('License agreement')
    expect(await heading('/de/license?pseudo')).not.toContain('⟦')
  }, 60_000)
})
