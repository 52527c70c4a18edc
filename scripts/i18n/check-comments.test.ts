import { describe, expect, it } from 'vitest'
import { checkComments, isAmbiguousShortMessage } from './check-comments.ts'
import { fixtureCatalog } from './fixtures/load.ts'
import { formatProblem } from './problems.ts'

describe('translator context', () => {
  it('passes messages that all have comments, and one-word messages with a context', async () => {
    expect(checkComments(await fixtureCatalog('en.po', 'en'))).toEqual([])
  })

  it('reports a message without comment, one with only the automatic placeholder note, and a one-word message without context', async () => {
    expect(checkComments(await fixtureCatalog('en-no-context.po', 'en')).map(formatProblem)).toEqual([
      '✖ [comments] en: "Trim the selected clip" has no translator comment: add `comment: \'where it appears; length limit\'` to its macro, then run `npm run i18n:extract`.\n    src/toolbar.tsx',
      '✖ [comments] en: "Open {0}" has no translator comment: add `comment: \'where it appears; length limit\'` to its macro, then run `npm run i18n:extract`.\n    src/project-card.tsx',
      '✖ [comments] en: "Split" is a single word without a context: add `context: \'e.g. navigation link\'` to its macro so translators know which sense is meant, then run `npm run i18n:extract`.\n    src/toolbar.tsx',
    ])
  })

  it('treats only single words as ambiguous', () => {
    expect(isAmbiguousShortMessage('Download')).toBe(true)
    expect(isAmbiguousShortMessage('Language:')).toBe(true)
    expect(isAmbiguousShortMessage('<0>Legal</0>')).toBe(true)
    expect(isAmbiguousShortMessage('Try again')).toBe(false)
    expect(isAmbiguousShortMessage('{0} home')).toBe(false)
    expect(isAmbiguousShortMessage('©')).toBe(false)
  })
})
