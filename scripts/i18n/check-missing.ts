import { liveEntries, type PoCatalog, type PoEntry } from './po.ts'
import { locateFromCatalog, type Locate, type Problem } from './problems.ts'

/**
 * Every message of the source catalog needs a translation in the target catalog. A fuzzy
 * translation (a guess a tool or a translator marked for review) counts as missing: Lingui
 * would show it to visitors as if it were final.
 */
export function checkMissing(source: PoCatalog, target: PoCatalog, locate: Locate = locateFromCatalog): Problem[] {
  const byId = new Map<string, PoEntry>(liveEntries(target).map((e) => [e.id, e]))
  const problems: Problem[] = []
  for (const entry of liveEntries(source)) {
    const found = byId.get(entry.id)
    const base = { check: 'missing' as const, locale: target.locale, file: target.file, message: entry.message, context: entry.context, location: locate(entry) }
    if (!found) {
      problems.push({ ...base, detail: 'is not in this catalog at all; run `npm run i18n:extract`, then translate it.' })
    } else if (found.translation.trim() === '') {
      problems.push({ ...base, detail: 'has no translation (empty msgstr).' })
    } else if (found.flags.includes('fuzzy')) {
      problems.push({ ...base, detail: 'is marked fuzzy: review the translation, then delete the `#, fuzzy` line.' })
    }
  }
  return problems
}
