import { describe, expect, it } from 'vitest'
import { describeFonts } from './paints'

describe('describeFonts', () => {
  it('names web fonts apart from system ones, the family drawing most glyphs first', () => {
    const fonts = [
      { family: 'Liberation Sans', web: false, glyphs: 47 },
      { family: 'Noto Sans Devanagari', web: false, glyphs: 134 },
    ]
    expect(describeFonts(fonts)).toBe('Noto Sans Devanagari, Liberation Sans (system)')
    expect(describeFonts([...fonts, { family: 'Inter', web: true, glyphs: 12 }])).toBe(
      'Inter (web font); Noto Sans Devanagari, Liberation Sans (system)',
    )
  })

  it('says when the element has no text (an image)', () => {
    expect(describeFonts([])).toBe('no text')
  })
})
