import { beforeEach, describe, expect, it } from 'vitest'
import { carriesSecret, forgetLinks, linkFor, markLangFollowed, rememberLink, shouldFollowLang, withoutSecrets } from './auth-action-link'

const opened = { mode: 'recoverEmail', oobCode: 'CODE123', apiKey: 'KEY456', continueUrl: 'https://kinemo.app/', lang: 'ja' }
const href =
  'https://kinemo.app/auth_action?mode=recoverEmail&oobCode=CODE123&apiKey=KEY456&continueUrl=https%3A%2F%2Fkinemo.app%2F&lang=ja'

describe('action link memory', () => {
  beforeEach(forgetLinks)

  it('takes the code and the key out of the query, keeping what the page shows', () => {
    expect(carriesSecret(opened)).toBe(true)
    const kept = withoutSecrets(opened)
    expect(kept).toEqual({ mode: 'recoverEmail', continueUrl: 'https://kinemo.app/', lang: 'ja' })
    expect(carriesSecret(kept)).toBe(false)
    expect(carriesSecret({ apiKey: 'KEY456' })).toBe(true)
  })

  it('acts on the remembered link once the address bar has lost its code, in any language', () => {
    rememberLink(opened, href)
    expect(linkFor(withoutSecrets(opened), 'https://kinemo.app/ja/auth_action?mode=recoverEmail&lang=ja')).toEqual({ search: opened, href })
    expect(
      linkFor({ mode: 'recoverEmail', lang: 'ja' }, 'https://kinemo.app/de/auth_action?mode=recoverEmail&lang=ja').search.oobCode,
    ).toBe('CODE123')
  })

  it('does not lend the code to another mode, and a new link replaces the old one', () => {
    rememberLink(opened, href)
    expect(linkFor({ mode: 'verifyEmail' }, 'https://kinemo.app/auth_action?mode=verifyEmail').search.oobCode).toBeUndefined()
    const next = { mode: 'verifyEmail', oobCode: 'NEXT789' }
    expect(linkFor(next, 'x').search.oobCode).toBe('NEXT789')
    rememberLink(next, 'x')
    expect(linkFor({ mode: 'recoverEmail' }, 'y').search.oobCode).toBeUndefined()
  })

  it("follows Firebase's lang once, so a later language switch is not undone", () => {
    expect(shouldFollowLang({ mode: 'verifyEmail', lang: 'pt-BR' })).toBe(true)
    markLangFollowed('pt-BR')
    expect(shouldFollowLang({ mode: 'verifyEmail', lang: 'pt-BR' })).toBe(false)
    // A freshly opened link is followed whatever came before.
    expect(shouldFollowLang({ mode: 'verifyEmail', lang: 'pt-BR', oobCode: 'C' })).toBe(true)
  })
})
