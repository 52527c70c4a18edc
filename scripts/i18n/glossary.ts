import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import * as z from 'zod'
import { MARK, proseRuns, unitWhere, type TextUnit } from './units.ts'
import type { Problem } from './problems.ts'

/**
 * The glossary: `src/locales/en/glossary.json` names each concept and the English words that
 * express it; `src/locales/<code>/glossary.json` gives, per concept, the words a translation
 * uses (`use`) and the variants it must not (`avoid`). See TRANSLATING.md, "Glossary".
 */
const termId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a term id is lower-case words joined by dashes')
const words = z.array(z.string().trim().min(1)).min(1)

const sourceTerm = z.strictObject({
  /** English words or phrases, matched as whole words, any letter case. */
  source: words,
  /** Phrases that contain a source word in another sense (`QR code` for `code`). */
  except: z.array(z.string().min(1)).optional(),
  /** Content pages where the word is too general to check (`code` in the legal texts). */
  notIn: z.array(z.string().min(1)).optional(),
  note: z.string().optional(),
})

export const sourceGlossarySchema = z.strictObject({ about: z.string().optional(), terms: z.record(termId, sourceTerm) })

const localeTerm = z.strictObject({
  /** Approved words; a stem such as `промокод` also matches its inflected forms. */
  use: words,
  /** Variants a translation must not use for this concept. */
  avoid: z.array(z.string().trim().min(1)).optional(),
  note: z.string().optional(),
})

const exception = z.union([
  z.strictObject({
    term: termId,
    message: z.string().min(1),
    context: z.string().optional(),
    reason: z.string().trim().min(12, 'say why in a sentence'),
  }),
  z.strictObject({
    term: termId,
    page: z.string().min(1),
    key: z.string().min(1),
    reason: z.string().trim().min(12, 'say why in a sentence'),
  }),
])

export const localeGlossarySchema = z.strictObject({
  about: z.string().optional(),
  terms: z.record(termId, localeTerm),
  exceptions: z.array(exception).optional(),
})

export type SourceGlossary = z.infer<typeof sourceGlossarySchema>
export type LocaleGlossary = z.infer<typeof localeGlossarySchema>
export type GlossaryException = z.infer<typeof exception>

export type GlossaryRead<T> = { ok: true; value: T } | { ok: false; error: string } | { ok: 'absent' }

export function glossaryPath(catalogsDir: string, locale: string): string {
  return join(catalogsDir, locale, 'glossary.json')
}

async function readGlossary<T>(path: string, schema: z.ZodType<T>): Promise<GlossaryRead<T>> {
  if (!existsSync(path)) return { ok: 'absent' }
  let json: unknown
  try {
    json = JSON.parse(await readFile(path, 'utf8'))
  } catch (error) {
    return { ok: false, error: `is not valid JSON: ${error instanceof Error ? error.message : String(error)}` }
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success)
    return {
      ok: false,
      error: `does not have the glossary's shape: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(top level)'}: ${i.message}`).join('; ')}`,
    }
  return { ok: true, value: parsed.data }
}

export function readSourceGlossary(catalogsDir: string, sourceLocale: string): Promise<GlossaryRead<SourceGlossary>> {
  return readGlossary(glossaryPath(catalogsDir, sourceLocale), sourceGlossarySchema)
}

export function readLocaleGlossary(catalogsDir: string, locale: string): Promise<GlossaryRead<LocaleGlossary>> {
  return readGlossary(glossaryPath(catalogsDir, locale), localeGlossarySchema)
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** A whole-word, case-insensitive pattern for English words; a space also matches a hyphen. */
function wordPattern(phrases: readonly string[]): RegExp {
  const alternatives = [...phrases].sort((a, b) => b.length - a.length).map((p) => escapeRegExp(p).replace(/ /g, '[\\s\\u00A0-]'))
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'giu')
}

/** The concepts of the glossary that an English text contains. */
export function termsInSource(glossary: SourceGlossary, text: string, page: string | undefined): string[] {
  const found: string[] = []
  for (const [id, term] of Object.entries(glossary.terms)) {
    if (page !== undefined && term.notIn?.includes(page)) continue
    const stripped = term.except && term.except.length > 0 ? text.replace(wordPattern(term.except), MARK) : text
    if (wordPattern(term.source).test(stripped)) found.push(id)
  }
  return found
}

/**
 * What a translation does wrong with one concept: no approved word at all, or a variant to avoid.
 * Approved words are read out first, so a variant that is part of one (`код` in `промокод`) is fine.
 */
export function termFindings(
  locale: string,
  translation: string,
  term: LocaleGlossary['terms'][string],
): { lacks: boolean; avoided: string[] } {
  // Arabic short-vowel marks and shadda are optional in writing; words match with or without them.
  const lower = (s: string) => s.toLocaleLowerCase(locale).replace(/[\u064B-\u065F\u0670]/g, '')
  let text = lower(translation)
  const use = [...term.use].map(lower).sort((a, b) => b.length - a.length)
  const lacks = !use.some((u) => text.includes(u))
  for (const u of use) text = text.split(u).join(MARK)
  const avoided = (term.avoid ?? []).filter((a) => text.includes(lower(a)))
  return { lacks, avoided }
}

function exceptionMatches(e: GlossaryException, unit: TextUnit, term: string): boolean {
  if (e.term !== term) return false
  if ('message' in e) return unit.message === e.message && (e.context ?? undefined) === unit.context
  return unit.page === e.page && unit.key === e.key
}

function list(items: readonly string[]): string {
  return items.map((i) => `“${i}”`).join(', ')
}

export interface GlossaryCheckInput {
  rootDir: string
  catalogsDir: string
  sourceLocale: string
  /** Every locale of the locale table. */
  locales: readonly string[]
  /** Every translated text (catalog messages and content strings) of every locale. */
  units: readonly TextUnit[]
}

/**
 * Each concept of the glossary is said one way per language: a translation of an English text
 * that contains a glossary word must use the language's approved word and none of its variants
 * to avoid. Every locale needs a glossary with every concept; an exception exempts one message
 * or content string from one term, with a reason, and must still be needed.
 */
export async function checkGlossary(input: GlossaryCheckInput): Promise<Problem[]> {
  const { rootDir, catalogsDir, sourceLocale, locales, units } = input
  const rel = (path: string) => relative(rootDir, path)
  const problems: Problem[] = []
  const add = (locale: string, file: string, detail: string, where: Partial<Problem> = {}) =>
    problems.push({ check: 'glossary', locale, file, detail, ...where })

  const sourceRead = await readSourceGlossary(catalogsDir, sourceLocale)
  const sourceFile = rel(glossaryPath(catalogsDir, sourceLocale))
  if (sourceRead.ok === 'absent') {
    add(sourceLocale, sourceFile, 'is missing: the glossary names the concepts every language translates one way.')
    return problems
  }
  if (!sourceRead.ok) {
    add(sourceLocale, sourceFile, sourceRead.error)
    return problems
  }
  const source = sourceRead.value

  for (const locale of locales) {
    if (locale === sourceLocale) continue
    const file = rel(glossaryPath(catalogsDir, locale))
    const read = await readLocaleGlossary(catalogsDir, locale)
    if (read.ok === 'absent') {
      add(locale, file, `is missing: copy another language's glossary and give this language's word for each term of ${sourceFile}.`)
      continue
    }
    if (!read.ok) {
      add(locale, file, read.error)
      continue
    }
    const glossary = read.value
    for (const id of Object.keys(source.terms))
      if (!glossary.terms[id]) add(locale, file, `lacks the term "${id}" (${list(source.terms[id]?.source ?? [])}): add its approved word.`)
    for (const id of Object.keys(glossary.terms))
      if (!source.terms[id]) add(locale, file, `has the term "${id}", which ${sourceFile} does not define.`)

    const exceptions = glossary.exceptions ?? []
    const used = new Set<GlossaryException>()
    for (const unit of units) {
      if (unit.locale !== locale) continue
      const sourceText = proseRuns(unit.source, unit.icu).join('\n')
      const translated = proseRuns(unit.translation, unit.icu).join('\n')
      for (const id of termsInSource(source, sourceText, unit.page)) {
        const term = glossary.terms[id]
        if (!term) continue
        const { lacks, avoided } = termFindings(locale, translated, term)
        if (!lacks && avoided.length === 0) continue
        const excused = exceptions.find((e) => exceptionMatches(e, unit, id))
        if (excused) {
          used.add(excused)
          continue
        }
        const english = list(source.terms[id]?.source.slice(0, 2) ?? [])
        const where = unitWhere(unit)
        if (lacks)
          add(locale, unit.file, `translates the term "${id}" (${english}) without the approved ${list(term.use)} (${file}).`, where)
        if (avoided.length > 0)
          add(locale, unit.file, `uses ${list(avoided)} for the term "${id}"; the glossary says ${list(term.use)} (${file}).`, where)
      }
    }
    for (const e of exceptions) {
      if (used.has(e)) continue
      const target = 'message' in e ? `message ${JSON.stringify(e.message)}` : `${e.page} key ${e.key}`
      add(
        locale,
        file,
        `has an exception for "${e.term}" in ${target} that nothing needs any more (the text now follows the glossary, or the text or term is gone): remove it.`,
      )
    }
  }
  return problems
}
