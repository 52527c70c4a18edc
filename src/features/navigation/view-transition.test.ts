import { describe, expect, it } from 'vitest'
import { pageTransitionTypes } from './view-transition'

describe('page transition', () => {
  it('cross-fades out-in when the visitor moves to another page', () => {
    expect(pageTransitionTypes({ fromLocation: {}, pathChanged: true }, false)).toEqual(['page'])
  })

  it('does not transition at all under reduced motion', () => {
    expect(pageTransitionTypes({ fromLocation: {}, pathChanged: true }, true)).toBe(false)
  })

  it('does not transition on the first load or for hash and search changes', () => {
    expect(pageTransitionTypes({ pathChanged: true }, false)).toBe(false)
    expect(pageTransitionTypes({ fromLocation: {}, pathChanged: false }, false)).toBe(false)
  })
})
