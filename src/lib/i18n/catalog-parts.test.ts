import { describe, expect, it } from 'vitest'
import { catalogPartsOf, partOfMessage } from './catalog-parts'

describe('catalog parts', () => {
  it('puts a message in the account part only when every page that uses it is an account page', () => {
    expect(partOfMessage(['src/features/auth/reset-password.tsx'])).toBe('account')
    expect(partOfMessage(['src/features/auth/reset-password.tsx', 'src/features/apply-code/code-form.tsx'])).toBe('account')
    // Shared with the header, or with the head of the apply-code page, which the shell renders.
    expect(partOfMessage(['src/features/auth/reset-password.tsx', 'src/app/layout/site-header.tsx'])).toBe('site')
    expect(partOfMessage(['src/features/seo/page-titles.ts'])).toBe('site')
    // A message with no known use (obsolete, or written by hand) stays where every page finds it.
    expect(partOfMessage([])).toBe('site')
  })

  it('gives every page the site part, and the parts its routes name once each', () => {
    expect(catalogPartsOf([{}, {}])).toEqual(['site'])
    expect(catalogPartsOf([{}, { catalogParts: ['account'] }, { catalogParts: ['account'] }])).toEqual(['site', 'account'])
  })
})
