import { describe, expect, it, vi } from 'vitest'
import { contextI18n, loadCatalog, localeOf, loadMessages, retryQuery, showCatalog, type CatalogImporter } from './catalog'
import { CATALOG_PARTS } from './catalog-parts'

describe('catalog loading', () => {
  it('gives each locale its own instance, active in that locale once its messages are loaded', async () => {
    const importer = vi.fn((file: string) => Promise.resolve({ messages: { greeting: [`hello from ${file}`] } }))
    const korean = await loadCatalog('ko', ['site'], importer)
    const vietnamese = await loadCatalog('vi', ['site'], importer)
    expect(korean.locale).toBe('ko')
    expect(korean._('greeting')).toBe('hello from ko')
    // Loading another language leaves an instance already in use as it was.
    expect(vietnamese._('greeting')).toBe('hello from vi')
    expect(korean._('greeting')).toBe('hello from ko')
    expect(await loadCatalog('ko', ['site'], importer)).toBe(korean)
    expect(importer).toHaveBeenCalledTimes(2)
  })

  it('renders a route with the catalog its context names, else, with none on screen, with no catalog, in English', async () => {
    const importer = (file: string) => Promise.resolve({ messages: { greeting: [`hello from ${file}`] } })
    const turkish = await loadCatalog('tr', ['site'], importer)
    expect(contextI18n({ catalog: 'tr' })).toBe(turkish)
    // The host's English 404 page names English; this document loaded only its own language.
    const none = contextI18n({ catalog: 'ms' })
    expect(none.messages).toEqual({})
    expect(localeOf(none)).toBe('en')
    // The root's beforeLoad failed before naming a catalog.
    expect(contextI18n({})).toBe(none)
  })

  it("falls back to the catalog of the page on screen, so a failed switch's error page speaks the language being read", async () => {
    const importer = (file: string) => Promise.resolve({ messages: { greeting: [`hello from ${file}`] } })
    const none = contextI18n({})
    const french = await loadCatalog('fr', ['site'], importer)
    showCatalog('fr')
    expect(contextI18n({})).toBe(french)
    const italian = await loadCatalog('it', ['site'], importer)
    showCatalog('it')
    // A page whose root beforeLoad failed names no catalog: the last one shown stays.
    showCatalog(undefined)
    expect(contextI18n({})).toBe(italian)
    expect(contextI18n({})._('greeting')).toBe('hello from it')
    // A catalog this document never loaded changes nothing, and a route naming it renders in the language on screen.
    showCatalog('pt')
    expect(contextI18n({ catalog: 'pt' })).toBe(italian)
    // Nothing was copied into the last resort's instance.
    expect(none.messages).toEqual({})
  })

  it('imports each catalog once, for callers that ask at the same time too', async () => {
    const importer = vi.fn(() => Promise.resolve({ messages: {} }))
    await Promise.all([loadMessages('th', 'site', importer), loadMessages('th', 'site', importer)])
    await loadMessages('th', 'site', importer)
    expect(importer).toHaveBeenCalledTimes(1)
  })

  it('tries a catalog again after its import failed (offline)', async () => {
    const importer = vi
      .fn<CatalogImporter>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ messages: { hello: ['xin chào'] } })
    await expect(loadMessages('vi', 'auth', importer)).rejects.toThrow(TypeError)
    expect(await loadMessages('vi', 'auth', importer)).toEqual({ hello: ['xin chào'] })
    expect(importer).toHaveBeenCalledTimes(2)
  })

  it('asks for a catalog file again under a URL of its own after each failed import, which Firefox would answer with the failure', () => {
    const urls = [0, 1, 2].map((failures) => `/assets/messages-fr-site-ab12.js${retryQuery(failures)}`)
    expect(urls).toEqual([
      '/assets/messages-fr-site-ab12.js',
      '/assets/messages-fr-site-ab12.js?retry=1',
      '/assets/messages-fr-site-ab12.js?retry=2',
    ])
  })

  it('adds a part a page asks for to the instance already in use, loading each part once', async () => {
    const importer = vi.fn((file: string, part: string) => Promise.resolve({ messages: { [part]: [`${part} of ${file}`] } }))
    const malay = await loadCatalog('ms', ['site'], importer)
    expect(malay._('site')).toBe('site of ms')
    // Not loaded yet: Lingui shows the id.
    expect(malay._('auth')).toBe('auth')
    expect(await loadCatalog('ms', ['site', 'auth'], importer)).toBe(malay)
    expect(malay._('auth')).toBe('auth of ms')
    expect(malay._('site')).toBe('site of ms')
    await loadCatalog('ms', ['site', 'auth'], importer)
    expect(importer.mock.calls).toEqual([
      ['ms', 'site'],
      ['ms', 'auth'],
    ])
  })

  it('splits each real catalog into parts that together hold every extracted message, in every locale alike', async () => {
    const parts = async (code: 'en' | 'ar') =>
      Object.fromEntries(await Promise.all(CATALOG_PARTS.map(async (part) => [part, await loadMessages(code, part)] as const)))
    const [en, ar] = await Promise.all([parts('en'), parts('ar')])
    for (const part of CATALOG_PARTS) {
      expect(Object.keys(en[part] ?? {}).length, part).toBeGreaterThan(0)
      expect(Object.keys(ar[part] ?? {}).sort(), part).toEqual(Object.keys(en[part] ?? {}).sort())
    }
    // A message of one kind of page's own part is in no other page's `site`.
    const own = CATALOG_PARTS.filter((part) => part !== 'site').flatMap((part) => Object.keys(en[part] ?? {}))
    expect(Object.keys(en.site ?? {}).filter((id) => own.includes(id))).toEqual([])
    const all = await loadCatalog('ja')
    expect(Object.keys(all.messages).sort()).toEqual([...new Set(Object.values(en).flatMap(Object.keys))].sort())
  })
})
