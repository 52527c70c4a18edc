import { parseMessage } from './icu.ts'
import { liveEntries, translatorComments, type PoCatalog, type PoEntry } from './po.ts'
import { locateFromCatalog, type Locate, type Problem } from './problems.ts'

/**
 * A message of a single word ("Download", "Offer", "Main") can mean several things: noun or verb,
 * a button or a heading. Such a message needs a Lingui `context` so that each sense gets its own
 * catalog entry and translators see which one they are translating.
 */
export function isAmbiguousShortMessage(message: string): boolean {
  const parsed = parseMessage(message)
  if (!parsed.ok || parsed.shape.args.size > 0) return false
  const words = message
    .replace(/<\/?\d+\s*\/?>/g, ' ')
    .trim()
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w))
  return words.length === 1
}

// The fix is in the code that declares the message, so that is the file to point at.
function problem(catalog: PoCatalog, entry: PoEntry, locate: Locate, detail: string): Problem {
  return {
    check: 'comments',
    locale: catalog.locale,
    file: locate(entry) ?? catalog.file,
    message: entry.message,
    context: entry.context,
    detail,
  }
}

/**
 * Every message must say where it appears (and any length limit) in a `comment`, and one-word
 * messages also need a `context`. Checked on the source catalog, where extract writes what the
 * code says; the fix is always in the code, never in a `.po` file.
 */
export function checkComments(source: PoCatalog, locate: Locate = locateFromCatalog): Problem[] {
  const problems: Problem[] = []
  for (const entry of liveEntries(source)) {
    if (translatorComments(entry).length === 0) {
      problems.push(
        problem(
          source,
          entry,
          locate,
          "has no translator comment: add `comment: 'where it appears; length limit'` to its macro, then run `npm run i18n:extract`.",
        ),
      )
    }
    if (entry.context === undefined && isAmbiguousShortMessage(entry.message)) {
      problems.push(
        problem(
          source,
          entry,
          locate,
          "is a single word without a context: add `context: 'e.g. navigation link'` to its macro so translators know which sense is meant, then run `npm run i18n:extract`.",
        ),
      )
    }
  }
  return problems
}
