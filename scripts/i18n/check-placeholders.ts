import { parseMessage, pluralCategories, type MessageShape } from './icu.ts'
import { liveEntries, type PoCatalog, type PoEntry } from './po.ts'
import { locateFromCatalog, type Locate, type Problem } from './problems.ts'

const SELECTORS_WITH_CATEGORIES = new Set(['plural', 'selectordinal'])

function list(items: readonly string[]): string {
  return items.join(', ')
}

function differences(source: MessageShape, target: MessageShape, locale: string): string[] {
  const found: string[] = []
  const categories = pluralCategories(locale)
  for (const [arg, uses] of source.args) {
    const targetUses = target.args.get(arg)
    if (!targetUses) {
      found.push(`drops the placeholder {${arg}}; keep it exactly as written, it is filled in when the page renders.`)
      continue
    }
    for (const use of uses) {
      // A plain {arg} is kept as long as the value still appears, formatted or not.
      if (use === 'argument' || targetUses.has(use)) continue
      // A language with a single plural form (ja, ko, zh…) may write {count} instead of a one-case plural.
      const onlyOther = (use === 'plural' ? categories.cardinal : use === 'selectordinal' ? categories.ordinal : []).join() === 'other'
      if (onlyOther && SELECTORS_WITH_CATEGORIES.has(use)) continue
      found.push(`uses {${arg}} without the source's {${arg}, ${use}, …}; keep the ${use} and give it this language's cases.`)
    }
  }
  const renamedFrom = [...source.args.keys()].filter((a) => !target.args.has(a))
  for (const arg of target.args.keys()) {
    if (source.args.has(arg)) continue
    const hint = renamedFrom.length > 0 ? ` (renamed? the source has ${list(renamedFrom.map((a) => `{${a}}`))})` : ''
    found.push(`uses the placeholder {${arg}}, which the source does not have${hint}.`)
  }
  const lostTags = [...source.tags].filter((t) => !target.tags.has(t))
  if (lostTags.length > 0)
    found.push(
      `drops the tag${lostTags.length > 1 ? 's' : ''} ${list(lostTags)}; tags mark links and emphasis and must stay, around the words they belong to.`,
    )
  const extraTags = [...target.tags].filter((t) => !source.tags.has(t))
  if (extraTags.length > 0) found.push(`has the tag${extraTags.length > 1 ? 's' : ''} ${list(extraTags)}, which the source does not.`)
  for (const selector of source.selectors.filter((s) => s.type === 'select')) {
    const counterpart = target.selectors.find((s) => s.type === 'select' && s.arg === selector.arg)
    if (!counterpart) continue
    const missing = selector.keys.filter((k) => !counterpart.keys.includes(k))
    const extra = counterpart.keys.filter((k) => !selector.keys.includes(k))
    if (missing.length > 0)
      found.push(`select {${selector.arg}} lacks the case${missing.length > 1 ? 's' : ''} ${list(missing)} that the source has.`)
    if (extra.length > 0)
      found.push(`select {${selector.arg}} has the case${extra.length > 1 ? 's' : ''} ${list(extra)}, which the source does not.`)
  }
  return found
}

/**
 * A translation must keep the source's placeholders (`{name}`), Lingui's numbered tags (`<0>…</0>`)
 * and select cases; otherwise a name, a link or a whole phrase silently disappears from the page.
 * Messages that do not parse are left to the ICU check.
 */
export function checkPlaceholders(source: PoCatalog, target: PoCatalog, locate: Locate = locateFromCatalog): Problem[] {
  const byId = new Map<string, PoEntry>(liveEntries(target).map((e) => [e.id, e]))
  const problems: Problem[] = []
  for (const entry of liveEntries(source)) {
    const translated = byId.get(entry.id)?.translation ?? ''
    if (translated.trim() === '') continue
    const sourceShape = parseMessage(entry.message)
    const targetShape = parseMessage(translated)
    if (!sourceShape.ok || !targetShape.ok) continue
    for (const detail of differences(sourceShape.shape, targetShape.shape, target.locale)) {
      problems.push({
        check: 'placeholders',
        locale: target.locale,
        file: target.file,
        message: entry.message,
        context: entry.context,
        location: locate(entry),
        detail,
      })
    }
  }
  return problems
}

/**
 * Every plural in a catalog must have exactly the categories its language uses (CLDR, via
 * `Intl.PluralRules`): Russian needs one/few/many/other, Arabic six forms, Japanese only other.
 * A missing category shows the `other` text for those numbers; an unused one is dead text.
 * Exact matches such as `=0` are always allowed.
 */
export function checkPlurals(catalog: PoCatalog, locate: Locate = locateFromCatalog): Problem[] {
  const categories = pluralCategories(catalog.locale)
  const problems: Problem[] = []
  for (const entry of liveEntries(catalog)) {
    const parsed = parseMessage(entry.translation)
    if (!parsed.ok) continue
    for (const selector of parsed.shape.selectors) {
      if (!SELECTORS_WITH_CATEGORIES.has(selector.type)) continue
      const required = selector.type === 'plural' ? categories.cardinal : categories.ordinal
      const keys = selector.keys.filter((k) => !/^=\d+$/.test(k))
      const missing = required.filter((c) => !keys.includes(c))
      const unused = keys.filter((k) => !required.includes(k))
      const base = {
        check: 'plurals' as const,
        locale: catalog.locale,
        file: catalog.file,
        message: entry.message,
        context: entry.context,
        location: locate(entry),
      }
      const cldr = `${catalog.locale} uses ${list(required)} (CLDR)`
      if (missing.length > 0)
        problems.push({
          ...base,
          detail: `${selector.type} {${selector.arg}} lacks the categor${missing.length > 1 ? 'ies' : 'y'} ${list(missing)}; ${cldr}.`,
        })
      if (unused.length > 0)
        problems.push({
          ...base,
          detail: `${selector.type} {${selector.arg}} has the categor${unused.length > 1 ? 'ies' : 'y'} ${list(unused)}, which ${catalog.locale} never selects; ${cldr}. Remove ${unused.length > 1 ? 'them' : 'it'}.`,
        })
    }
  }
  return problems
}
