// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { loadCatalog, renderWithOwnCatalogs, type MissingMessage } from './catalog'

describe('the prerender’s own catalogs', () => {
  it('starts each page without the parts an earlier page loaded, and reports a message its parts lack', async () => {
    const importer = (file: string, part: string) => Promise.resolve({ messages: { [part]: `${part} of ${file}` } })
    const earlier = await loadCatalog('pt', ['site', 'legal'], importer)
    expect(earlier._('legal')).toBe('legal of pt')

    const missing: MissingMessage[] = []
    renderWithOwnCatalogs((message) => missing.push(message))
    const page = await loadCatalog('pt', ['site'], importer)
    expect(page._('site')).toBe('site of pt')
    expect(missing).toEqual([])
    // The legal part is not this page's: its message is reported, not found in the earlier page's instance.
    page._('legal')
    expect(missing).toEqual([{ locale: 'pt', id: 'legal' }])
  })
})
