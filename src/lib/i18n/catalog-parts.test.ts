import { describe, expect, it } from 'vitest'
import { catalogFileName, catalogPartsOf, isHeadText, partsOfMessage } from './catalog-parts'

describe('catalog parts', () => {
  it("puts a message in a page's own part only when every use is in that page's folder", () => {
    expect(partsOfMessage(['src/features/auth/reset-password.tsx'])).toEqual(['auth'])
    expect(partsOfMessage(['./src/features/apply-code/code-form.tsx'])).toEqual(['apply-code'])
    // Used by both account pages: in both their parts, so neither page loads the other's.
    expect(partsOfMessage(['src/features/auth/reset-password.tsx', 'src/features/apply-code/code-form.tsx'])).toEqual([
      'apply-code',
      'auth',
    ])
    expect(partsOfMessage(['src/features/legal/legal-toc.tsx'])).toEqual(['legal'])
    // Shared with the header, or with what every page's head says, which the shell renders.
    expect(partsOfMessage(['src/features/auth/reset-password.tsx', 'src/app/layout/site-header.tsx'])).toEqual(['site'])
    expect(partsOfMessage(['src/features/seo/site-description.ts'])).toEqual(['site'])
    // A page's own title, and the home page's headline that shares its words.
    expect(partsOfMessage(['src/features/home/head-text.ts', 'src/features/home/home-page.tsx'])).toEqual(['home'])
    // A message with no known use (obsolete, or written by hand) stays where every page finds it.
    expect(partsOfMessage([])).toEqual(['site'])
  })

  it('gives every page the site part, and the parts its routes name once each', () => {
    expect(catalogPartsOf([{}, {}])).toEqual(['site'])
    expect(catalogPartsOf([{}, { catalogParts: ['auth'] }, { catalogParts: ['auth'] }])).toEqual(['site', 'auth'])
  })

  it("names a part's file after its locale, the part and the build's catalog version", () => {
    expect(catalogFileName('zh-TW', 'apply-code', 'Ab1_-xYz')).toBe('assets/messages-zh-TW-apply-code-Ab1_-xYz.js')
    expect(catalogFileName('de', 'site', 'Ab1_-xYz')).not.toBe(catalogFileName('de', 'site', 'Cd2_-xYz'))
  })

  it("names a page's head texts, the only modules of a part that may sit in the shell", () => {
    expect(isHeadText('src/features/promo/head-text.ts')).toBe(true)
    expect(isHeadText('src\\features\\legal\\head-text.ts')).toBe(true)
    expect(isHeadText('src/features/promo/promo-page.tsx')).toBe(false)
    expect(isHeadText('src/features/promo/head-text.tsx')).toBe(false)
  })
})
