import { describe, expect, it } from 'vitest'
import { cjkFamilies, hasPlatformCjkFont } from './platform-fonts'

describe('cjkFamilies', () => {
  it('keeps each family once, by its first name', () => {
    const listed = 'Noto Sans CJK JP,Noto Sans CJK JP Bold\nDroid Sans Fallback\nNoto Sans CJK JP\n\n'
    expect(cjkFamilies(listed)).toEqual(['Droid Sans Fallback', 'Noto Sans CJK JP'])
  })
})

describe('hasPlatformCjkFont', () => {
  it('is true with Noto Sans CJK, the font an Android phone draws Japanese with', () => {
    expect(hasPlatformCjkFont(['Droid Sans Fallback', 'Noto Sans CJK JP'])).toBe(true)
  })

  it('is false with only a last-resort fallback or a serif face', () => {
    expect(hasPlatformCjkFont(['Droid Sans Fallback', 'Noto Serif CJK JP'])).toBe(false)
    expect(hasPlatformCjkFont([])).toBe(false)
  })
})
