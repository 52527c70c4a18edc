import { readFile } from 'node:fs/promises'
import { isRecord } from '../lib/is-record.ts'
import { PROJECT } from './project.ts'
import { changedSince, readRecord, recordVerdicts, reviewStrings, writeRecord, type Verdict } from './review.ts'
import { percent, renderTable } from './status.ts'

/**
 * npm run i18n:review                      per language: strings, reviewed, changed since the review
 * npm run i18n:review -- list <code>       the strings to review, as JSON (with English and context)
 * npm run i18n:review -- list <code> --blind   the same without English or context: the back-translator's input
 * npm run i18n:review -- record <code> <verdicts.json>   stores verdicts ({ key: { verdict, note } }) with today's hashes
 */
const paths = { catalogsDir: PROJECT.catalogsDir, contentDir: PROJECT.contentDir, sourceLocale: PROJECT.sourceLocale }
const targets = PROJECT.locales.filter((l) => l !== PROJECT.sourceLocale)
const [command, locale, file] = process.argv.slice(2).filter((a) => !a.startsWith('--'))
const blind = process.argv.includes('--blind')

function isVerdict(value: unknown): value is Verdict {
  return value === 'ok' || value === 'fixed' || value === 'explained'
}

if (command && (!locale || !targets.includes(locale))) {
  console.error(`Name a language: one of ${targets.join(', ')}`)
  process.exit(2)
}

if (command === 'list' && locale) {
  const pending = changedSince(await reviewStrings(paths, locale), await readRecord(paths, locale))
  const rows = pending.map((s) => (blind ? { key: s.key, translation: s.translation } : s))
  console.log(JSON.stringify(rows, null, 2))
} else if (command === 'record' && locale && file) {
  const raw: unknown = JSON.parse(await readFile(file, 'utf8'))
  if (!isRecord(raw)) throw new Error(`${file}: expected { "<key>": { "verdict": "ok" | "fixed" | "explained", "note": "..." } }`)
  const verdicts: Record<string, { verdict: Verdict; note?: string }> = {}
  for (const [key, value] of Object.entries(raw)) {
    if (!isRecord(value) || !isVerdict(value.verdict)) throw new Error(`${file}: ${key} has no verdict (ok, fixed or explained)`)
    if (value.verdict !== 'ok' && typeof value.note !== 'string')
      throw new Error(`${file}: ${key} is ${value.verdict} but says nothing of it in "note"`)
    verdicts[key] = { verdict: value.verdict, ...(typeof value.note === 'string' ? { note: value.note } : {}) }
  }
  const strings = await reviewStrings(paths, locale)
  await writeRecord(paths, recordVerdicts(strings, await readRecord(paths, locale), verdicts))
  console.log(`${locale}: ${Object.keys(verdicts).length} verdicts recorded`)
} else if (!command) {
  const rows = []
  for (const code of targets) {
    const strings = await reviewStrings(paths, code)
    const pending = changedSince(strings, await readRecord(paths, code)).length
    rows.push([code, strings.length, strings.length - pending, pending, percent(strings.length - pending, strings.length)])
  }
  console.log(renderTable(['language', 'strings', 'reviewed', 'to review', 'covered'], rows))
  console.log('\nList what to review with `npm run i18n:review -- list <code>`; see TRANSLATING.md, "Meaning review".')
} else {
  console.error('Usage: npm run i18n:review [-- list <code> [--blind] | -- record <code> <verdicts.json>]')
  process.exit(2)
}
