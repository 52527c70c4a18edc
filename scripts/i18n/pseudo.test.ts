import { describe, expect, it } from 'vitest'
import { pseudoCatalogModule, pseudoCompile, pseudoText } from './pseudo.ts'

describe('pseudo-localization', () => {
  it('accents every letter and lengthens the text by doubling vowels', () => {
    const text = 'Choose a language'
    const pseudo = pseudoText(text)
    expect(pseudo).toBe('Çĥööööšéé åå ĺååñĝûûååĝéé')
    expect(pseudo).not.toMatch(/[A-Za-z]/)
    expect(pseudo.length).toBeGreaterThanOrEqual(text.length * 1.4)
  })

  it('keeps Lingui tags, placeholders and plural structure intact and brackets the whole message', () => {
    expect(pseudoText('Click <0>here</0> or <1/>')).toBe('Çĺîîçķ <0>ĥééŕéé</0> ööŕ <1/>')
    expect(pseudoCompile('Introducing {name}')).toEqual(['⟦ÎÎñţŕööðûûçîîñĝ ', ['name'], '⟧'])
    expect(pseudoCompile('{count, plural, one {# clip} other {# clips}}')).toEqual([
      '⟦',
      ['count', 'plural', { offset: undefined, one: ['#', ' çĺîîþ'], other: ['#', ' çĺîîþš'] }],
      '⟧',
    ])
  })

  it('emits a module shaped like a compiled catalog', () => {
    expect(pseudoCatalogModule({ abc: 'Main' })).toBe('export const messages = JSON.parse("{\\"abc\\":[\\"⟦Ṁååîîñ⟧\\"]}")\n')
  })
})
