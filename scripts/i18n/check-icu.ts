import { parseMessage } from './icu.ts'
import { liveEntries, type PoCatalog } from './po.ts'
import { locateFromCatalog, type Locate, type Problem } from './problems.ts'

/**
 * Translations must be valid ICU MessageFormat: an unbalanced brace or a broken plural makes
 * Lingui's compiler fail or show the raw text. In the English catalog the msgstr is the source
 * text itself (extract fills it), so the same pass checks the source messages.
 */
export function checkIcuSyntax(catalog: PoCatalog, locate: Locate = locateFromCatalog): Problem[] {
  const problems: Problem[] = []
  for (const entry of liveEntries(catalog)) {
    if (entry.translation.trim() === '') continue
    const parsed = parseMessage(entry.translation)
    if (!parsed.ok) {
      problems.push({
        check: 'icu',
        locale: catalog.locale,
        file: catalog.file,
        message: entry.message,
        context: entry.context,
        location: locate(entry),
        detail: `translation is not valid ICU MessageFormat (${parsed.error}): ${JSON.stringify(entry.translation)}`,
      })
    }
  }
  return problems
}
