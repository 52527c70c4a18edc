import { describe, expect, it } from 'vitest'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { catalogKeyFor, loadCatalog } from './catalog'
import { PSEUDO_LOCALE, createPseudoMode, isPseudo, pseudoRequest, syncPseudo } from './pseudo'

const importer = (file: string) => Promise.resolve({ messages: { greeting: [`hello from ${file}`] } })

describe('pseudo-locale (development only)', () => {
  it('reads ?pseudo from the query string', () => {
    expect(pseudoRequest('?pseudo')).toBe(true)
    expect(pseudoRequest('?pseudo=1&x=2')).toBe(true)
    expect(pseudoRequest('?pseudo=0')).toBe(false)
    expect(pseudoRequest('?pseudo=off')).toBe(false)
    expect(pseudoRequest('?code=ABC')).toBeUndefined()
    expect(pseudoRequest('')).toBeUndefined()
  })

  it('stays on across navigations without the parameter until ?pseudo=0', () => {
    const mode = createPseudoMode()
    syncPseudo(mode, '?pseudo')
    syncPseudo(mode, '')
    expect(isPseudo(mode)).toBe(true)
    syncPseudo(mode, '?pseudo=0')
    expect(isPseudo(mode)).toBe(false)
    // Another router (another server render) decides on its own.
    expect(isPseudo(createPseudoMode())).toBe(false)
  })

  it('shows English pages in accented, bracketed text and leaves other locales alone', async () => {
    const i18n = await loadCatalog(catalogKeyFor('en', true))
    expect(i18n.locale).toBe(PSEUDO_LOCALE)
    expect(i18n._(String(generateMessageId('Skip to content')))).toBe('⟦Šķîîþ ţöö çööñţééñţ⟧')
    const ids = Object.keys(i18n.messages)
    expect(ids.length).toBeGreaterThan(10)
    for (const id of ids) expect(i18n._(id)).toMatch(/^⟦[^A-Za-z]*(Kinemo[^A-Za-z]*)*⟧$/)

    const indonesian = await loadCatalog(catalogKeyFor('id', true), undefined, importer)
    expect(indonesian.locale).toBe('id')
    expect(indonesian._('greeting')).toBe('hello from id')
  })

  it('keeps real English apart from the pseudo-locale', async () => {
    const pseudo = await loadCatalog(catalogKeyFor('en', true))
    const english = await loadCatalog('en')
    expect(english).not.toBe(pseudo)
    expect(english.locale).toBe('en')
    expect(english._(String(generateMessageId('Skip to content')))).toBe('Skip to content')
  })
})
