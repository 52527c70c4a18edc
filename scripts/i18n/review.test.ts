import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { changedSince, hashText, recordVerdicts, reviewStrings, type ReviewRecord } from './review.ts'

const po = (entries: [string, string, string?][]) =>
  `msgid ""\nmsgstr ""\n"Language: x\\n"\n\n${entries
    .map(([id, str, comment]) => `${comment ? `#. ${comment}\n` : ''}msgid "${id}"\nmsgstr "${str}"\n`)
    .join('\n')}`

function project() {
  const root = mkdtempSync(join(tmpdir(), 'review-'))
  const paths = { catalogsDir: join(root, 'locales'), contentDir: join(root, 'content'), sourceLocale: 'en' }
  for (const dir of ['locales/en', 'locales/de', 'content/en', 'content/de']) mkdirSync(join(root, dir), { recursive: true })
  writeFileSync(join(paths.catalogsDir, 'en/messages.po'), po([['Apply code', 'Apply code', 'The form’s submit button']]))
  writeFileSync(join(paths.catalogsDir, 'de/messages.po'), po([['Apply code', 'Code einlösen']]))
  writeFileSync(join(paths.contentDir, 'en/promo.json'), JSON.stringify({ id: 'spring', terms: ['One code per account.'] }))
  writeFileSync(join(paths.contentDir, 'de/promo.json'), JSON.stringify({ id: 'spring', terms: ['Ein Code pro Konto.'] }))
  return paths
}

describe('the meaning review', () => {
  it('reads UI messages with their comment and content texts by path, not ids that stay English', async () => {
    const strings = await reviewStrings(project(), 'de')
    expect(strings.map((s) => [s.key.replace(/^ui:.*/, 'ui'), s.source, s.translation])).toEqual([
      ['ui', 'Apply code', 'Code einlösen'],
      ['content:promo.json:terms[0]', 'One code per account.', 'Ein Code pro Konto.'],
    ])
    expect(strings[0]?.context).toBe('The form’s submit button')
  })

  it('lists a string again once its English or its translation changes after the review', async () => {
    const strings = await reviewStrings(project(), 'de')
    const empty: ReviewRecord = { language: 'de', strings: {} }
    const verdicts = Object.fromEntries(strings.map((s) => [s.key, { verdict: 'ok' as const }]))
    const record = recordVerdicts(strings, empty, verdicts)
    expect(changedSince(strings, empty)).toHaveLength(2)
    expect(changedSince(strings, record)).toEqual([])
    const edited = strings.map((s) => (s.key.startsWith('content:') ? { ...s, translation: 'Zwei Codes pro Konto.' } : s))
    expect(changedSince(edited, record).map((s) => s.key)).toEqual(['content:promo.json:terms[0]'])
    expect(record.strings['content:promo.json:terms[0]']?.translation).toBe(hashText('Ein Code pro Konto.'))
  })

  it('refuses a verdict for a string that does not exist', async () => {
    const strings = await reviewStrings(project(), 'de')
    expect(() => recordVerdicts(strings, { language: 'de', strings: {} }, { 'ui:nope': { verdict: 'ok' } })).toThrow(/No string ui:nope/)
  })
})
