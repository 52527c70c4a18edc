import { describe, expect, it } from 'vitest'
import { familiesOf, missingPlatformFonts } from './platform-fonts'

describe('familiesOf', () => {
  it('keeps each family once, by its first name', () => {
    const listed = 'Noto Sans CJK JP,Noto Sans CJK JP Bold\nDroid Sans Fallback\nNoto Sans CJK JP\n\n'
    expect(familiesOf(listed)).toEqual(['Droid Sans Fallback', 'Noto Sans CJK JP'])
  })
})

describe('missingPlatformFonts', () => {
  const phoneLike = {
    ja: ['Droid Sans Fallback', 'Noto Sans CJK JP'],
    hi: ['Noto Sans Devanagari', 'Noto Serif Devanagari'],
    ar: ['DejaVu Sans', 'Noto Naskh Arabic'],
    th: ['Noto Sans Thai'],
  }

  it('is empty when every script has the font a phone draws it with', () => {
    expect(missingPlatformFonts(phoneLike)).toEqual([])
  })

  it('names the scripts left to a last-resort fallback or a serif face', () => {
    const missing = missingPlatformFonts({ ...phoneLike, ja: ['Droid Sans Fallback', 'Noto Serif CJK JP'], th: [] })
    expect(missing.map((font) => font.family)).toEqual(['Noto Sans CJK', 'Noto Sans Thai'])
  })

  it('names every script when fontconfig listed nothing', () => {
    expect(missingPlatformFonts({})).toHaveLength(4)
  })
})
