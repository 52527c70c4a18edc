import { describe, expect, it, vi } from 'vitest'
import { contextI18n, createI18n, followCatalog, loadCatalog, loadMessages } from './catalog'

describe('catalog loading', () => {
  it('gives each locale its own instance, active in that locale once its messages are loaded', async () => {
    const importer = vi.fn((file: string) => Promise.resolve({ messages: { greeting: [`hello from ${file}`] } }))
    const korean = await loadCatalog('ko', importer)
    const vietnamese = await loadCatalog('vi', importer)
    expect(korean.locale).toBe('ko')
    expect(korean._('greeting')).toBe('hello from ko')
    // Loading another language leaves an instance already in use as it was.
    expect(vietnamese._('greeting')).toBe('hello from vi')
    expect(korean._('greeting')).toBe('hello from ko')
    expect(await loadCatalog('ko', importer)).toBe(korean)
    expect(importer).toHaveBeenCalledTimes(2)
  })

  it('renders a route with the catalog its context names, else with the router instance when that one is not loaded', async () => {
    const importer = (file: string) => Promise.resolve({ messages: { greeting: [`hello from ${file}`] } })
    const routers = createI18n()
    const turkish = await loadCatalog('tr', importer)
    expect(contextI18n({ i18n: routers, catalog: 'tr' })).toBe(turkish)
    // The host's English 404 page names English; this document loaded only its own language.
    expect(contextI18n({ i18n: routers, catalog: 'ms' })).toBe(routers)
    // The root's beforeLoad failed before naming a catalog.
    expect(contextI18n({ i18n: routers })).toBe(routers)
  })

  it("has the router's instance follow the catalog of the page on screen, so a failed switch's error page speaks the language being read", async () => {
    const importer = (file: string) => Promise.resolve({ messages: { greeting: [`hello from ${file}`] } })
    const routers = createI18n()
    await loadCatalog('fr', importer)
    followCatalog(routers, 'fr')
    expect(contextI18n({ i18n: routers })._('greeting')).toBe('hello from fr')
    await loadCatalog('it', importer)
    followCatalog(routers, 'it')
    // A page whose root beforeLoad failed names no catalog: the instance keeps the last one shown.
    followCatalog(routers, undefined)
    expect(contextI18n({ i18n: routers }).locale).toBe('it')
    expect(contextI18n({ i18n: routers })._('greeting')).toBe('hello from it')
    // A catalog this document never loaded changes nothing.
    followCatalog(routers, 'pt')
    expect(routers.locale).toBe('it')
  })

  it('imports each catalog once', async () => {
    const importer = vi.fn(() => Promise.resolve({ messages: {} }))
    await loadMessages('th', importer)
    await loadMessages('th', importer)
    expect(importer).toHaveBeenCalledTimes(1)
  })

  it('loads each real catalog as its own module with every extracted message', async () => {
    const [en, ar] = await Promise.all([loadMessages('en'), loadMessages('ar')])
    expect(Object.keys(en).length).toBeGreaterThan(10)
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort())
  })
})
