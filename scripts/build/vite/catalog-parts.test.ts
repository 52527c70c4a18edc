import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { CATALOG_PARTS } from '../../../src/lib/i18n/catalog-parts.ts'
import { CATALOG_FILES, catalogModule, catalogPartsPlugin, catalogVersion, entryGraphModules } from './catalog-parts.ts'

describe('catalog parts in the bundle', () => {
  const root = '/repo'
  const account = new Set(['src/features/auth/reset-password.tsx'])

  it("writes a part as a module whose messages are exactly the part's, whatever characters they hold", async () => {
    const messages = { a: ['Hallo ', ['name']], b: 'a `quote`, ${not} a \\ placeholder "here"\n' }
    const code = catalogModule(messages)
    const module: unknown = await import(`data:text/javascript,${encodeURIComponent(code)}`)
    expect(z.object({ messages: z.unknown() }).parse(module).messages).toEqual(messages)
  })

  it('versions the catalog files by every byte of every file, in any order', () => {
    const site = { name: 'de-site', code: 'export const messages=JSON.parse(`{"a":"Hallo"}`);' }
    const auth = { name: 'de-auth', code: 'export const messages=JSON.parse(`{"b":"Passwort"}`);' }
    const version = catalogVersion([site, auth])
    expect(version).toMatch(/^[A-Za-z0-9_-]{8}$/)
    expect(catalogVersion([auth, site])).toBe(version)
    expect(catalogVersion([site, { ...auth, code: auth.code.replace('Passwort', 'Kennwort') }])).not.toBe(version)
  })

  it('finds an account module that slipped into a chunk every page loads, even through a static import', () => {
    const chunks = [
      { type: 'chunk' as const, fileName: 'entry.js', isEntry: true, imports: ['shell.js'], moduleIds: ['/repo/src/entry-client.tsx'] },
      {
        type: 'chunk' as const,
        fileName: 'shell.js',
        imports: [],
        moduleIds: ['/repo/src/router.tsx', '/repo/src/features/auth/reset-password.tsx?tsr-split=component'],
      },
    ]
    expect(entryGraphModules(chunks, root, account)).toEqual([{ file: 'src/features/auth/reset-password.tsx', chunk: 'shell.js' }])
  })

  it('lets account modules live in chunks only the account pages load', () => {
    const chunks = [
      { type: 'chunk' as const, fileName: 'entry.js', isEntry: true, imports: ['shell.js'], moduleIds: ['/repo/src/entry-client.tsx'] },
      { type: 'chunk' as const, fileName: 'shell.js', imports: [], moduleIds: ['/repo/src/router.tsx'] },
      {
        type: 'chunk' as const,
        fileName: 'auth_action.js',
        imports: ['shell.js'],
        moduleIds: ['/repo/src/features/auth/reset-password.tsx'],
      },
      { type: 'asset' as const, fileName: 'shell.css' },
    ]
    expect(entryGraphModules(chunks, root, account)).toEqual([])
  })
})

describe('compiling a part of a catalog', () => {
  const po = (language: string, entries: readonly [origin: string, id: string, translation: string][]) =>
    [
      `msgid ""\nmsgstr ""\n"Language: ${language}\\n"\n`,
      ...entries.map(([origin, id, translation]) => `#: ${origin}\nmsgid "${id}"\nmsgstr "${translation}"\n`),
    ].join('\n')

  /** A Lingui project of its own in a temporary folder: English and German, one catalog each. */
  function project() {
    const dir = mkdtempSync(join(tmpdir(), 'catalog-parts-'))
    mkdirSync(join(dir, 'src/locales/en'), { recursive: true })
    mkdirSync(join(dir, 'src/locales/de'), { recursive: true })
    writeFileSync(
      join(dir, 'lingui.config.js'),
      `export default { sourceLocale: 'en', locales: ['en', 'de'], fallbackLocales: { default: 'en' }, catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'] }] }\n`,
    )
    const english = (homeOrigin: string) =>
      po('en', [
        [homeOrigin, 'Download the app', 'Download the app'],
        ['src/features/auth/reset-password.tsx', 'New password', 'New password'],
      ])
    writeFileSync(join(dir, 'src/locales/en/messages.po'), english('src/app/layout/site-footer.tsx'))
    writeFileSync(
      join(dir, 'src/locales/de/messages.po'),
      po('de', [
        ['src/app/layout/site-footer.tsx', 'Download the app', 'Lade die App herunter'],
        ['src/features/auth/reset-password.tsx', 'New password', 'Neues Passwort'],
      ]),
    )
    return { dir, moveFooterMessageTo: (origin: string) => writeFileSync(join(dir, 'src/locales/en/messages.po'), english(origin)) }
  }

  async function compile(plugin: Plugin, id: string): Promise<string> {
    const { transform } = plugin
    if (typeof transform !== 'object' || !('handler' in transform)) throw new Error('the plugin has no transform handler')
    const context = { addWatchFile: () => undefined }
    const result: unknown = await Reflect.apply(transform.handler, context, ['', id, {}])
    if (typeof result !== 'object' || result === null || !('code' in result) || typeof result.code !== 'string') throw new Error('no code')
    return result.code
  }

  /** One part of the `?parts` module the plugin compiles for a locale, as JSON. */
  async function compilePart(plugin: Plugin, file: string, part: string): Promise<string> {
    const module: unknown = await import(`data:text/javascript,${encodeURIComponent(await compile(plugin, `${file}?parts`))}`)
    const { parts } = z.object({ parts: z.record(z.string(), z.unknown()) }).parse(module)
    if (!(part in parts)) throw new Error(`no ${part} part`)
    return JSON.stringify(parts[part])
  }

  const call = (hook: Plugin['buildStart'] | Plugin['watchChange']) => {
    if (typeof hook === 'function') Reflect.apply(hook, {}, ['', { event: 'update' }])
  }

  it('puts each translated message in its part, and rereads the catalogs once a file changed', async () => {
    const { dir, moveFooterMessageTo } = project()
    try {
      const plugin = catalogPartsPlugin({ linguiConfig: join(dir, 'lingui.config.js') })
      call(plugin.buildStart)
      const german = join(dir, 'src/locales/de/messages.po')
      const site = await compilePart(plugin, german, 'site')
      const auth = await compilePart(plugin, german, 'auth')
      expect(site).toContain('Lade die App herunter')
      expect(site).not.toContain('Neues Passwort')
      expect(auth).toContain('Neues Passwort')
      expect(auth).not.toContain('Lade die App herunter')
      expect(await compilePart(plugin, german, 'apply-code')).not.toMatch(/Lade die App|Neues Passwort/)

      // The message is now used only on an account page: after the change, it moves to that part.
      moveFooterMessageTo('src/features/apply-code/apply-code-page.tsx')
      call(plugin.watchChange)
      expect(await compilePart(plugin, german, 'apply-code')).toContain('Lade die App herunter')
      expect(await compilePart(plugin, german, 'site')).not.toContain('Lade die App herunter')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('writes every part of every locale as a file named with the version it defines for the client, and lists them', async () => {
    const { dir } = project()
    try {
      const plugin = catalogPartsPlugin({ linguiConfig: join(dir, 'lingui.config.js') })
      const { config, generateBundle } = plugin
      if (typeof config !== 'function' || typeof generateBundle !== 'function')
        throw new Error('the plugin has no config or generateBundle hook')
      const defined: unknown = await Reflect.apply(config, {}, [{}, { command: 'build', mode: 'production', isSsrBuild: false }])
      const version = z.object({ define: z.object({ __KINEMO_CATALOG_VERSION__: z.string() }) }).parse(defined)
        .define.__KINEMO_CATALOG_VERSION__
      const emitted = new Map<string, string>()
      const context = {
        emitFile: ({ fileName, source }: { fileName: string; source: string }) => emitted.set(fileName, source),
        error: (message: string) => {
          throw new Error(message)
        },
      }
      Reflect.apply(generateBundle, context, [{}, {}, false])
      const name = z.string().parse(JSON.parse(version))
      expect([...emitted.keys()].sort()).toEqual(
        [
          CATALOG_FILES,
          ...['de', 'en'].flatMap((locale) => CATALOG_PARTS.map((part) => `assets/messages-${locale}-${part}-${name}.js`)),
        ].sort(),
      )
      expect(emitted.get(`assets/messages-de-auth-${name}.js`)).toContain('Neues Passwort')
      expect(emitted.get(`assets/messages-de-site-${name}.js`)).toContain('Lade die App herunter')
      expect(JSON.parse(emitted.get(CATALOG_FILES) ?? '{}')).toMatchObject({
        version: name,
        files: { de: { site: `assets/messages-de-site-${name}.js`, auth: `assets/messages-de-auth-${name}.js` } },
      })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
