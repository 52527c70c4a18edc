import { liveEntries, type PoCatalog } from './po.ts'
import { locateFromCatalog, type Locate, type Problem } from './problems.ts'

/**
 * A fuzzy translation (a guess a tool or a translator marked for review) is not done: Lingui would
 * show it to visitors as if it were final, and `lingui check missing` counts it as translated.
 * Missing and stale messages are Lingui's own checks (`lingui check missing`, `lingui check sync`).
 */
export function checkFuzzy(target: PoCatalog, locate: Locate = locateFromCatalog): Problem[] {
  return liveEntries(target)
    .filter((entry) => entry.flags.includes('fuzzy'))
    .map((entry) => ({
      check: 'missing' as const,
      locale: target.locale,
      file: target.file,
      message: entry.message,
      context: entry.context,
      location: locate(entry),
      detail: 'is marked fuzzy: review the translation, then delete the `#, fuzzy` line.',
    }))
}
