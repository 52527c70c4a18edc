/** What every i18n check reports: enough for a translator to find the string and fix it. */
export const CHECK_NAMES = [
  'locales',
  'stale',
  'missing',
  'icu',
  'placeholders',
  'plurals',
  'comments',
  'content',
  'glossary',
  'typography',
  'register',
] as const
export type CheckName = (typeof CHECK_NAMES)[number]

export interface Problem {
  check: CheckName
  /** A locale code, or a summary such as "all locales" when one fix serves every catalog. */
  locale: string
  /** The catalog or content file to edit, relative to the project root. */
  file: string
  /** The English source text of the message, when the problem is about one message. */
  message?: string
  /** The message's Lingui context (msgctxt), when it has one. */
  context?: string
  /** The key path of a content string (`terms[2]`), when the problem is about one. */
  key?: string
  /** Where the message is used in the source code, e.g. `src/app/layout/site-header.tsx:21`. */
  location?: string
  /** What is wrong and, where it helps, what to do. */
  detail: string
}

export const CHECK_TITLES: Record<CheckName, string> = {
  locales: 'Locale folders',
  stale: 'Stale catalogs (extraction would change them)',
  missing: 'Missing translations',
  icu: 'Invalid ICU message syntax',
  placeholders: 'Placeholders and tags',
  plurals: 'Plural categories (CLDR)',
  comments: 'Translator context',
  content: 'Content files',
  glossary: 'Glossary terms',
  typography: 'Typography',
  register: 'Register (form of address)',
}

function quote(text: string): string {
  return JSON.stringify(text)
}

/** Two lines per problem: what and where. */
export function formatProblem(p: Problem): string {
  const subject =
    p.message !== undefined
      ? ` ${quote(p.message)}${p.context === undefined ? '' : ` (context ${quote(p.context)})`}`
      : p.key !== undefined
        ? ` key ${p.key}`
        : ''
  const where = [p.file, p.location === undefined ? undefined : `used at ${p.location}`].filter(Boolean).join(' · ')
  return `✖ [${p.check}] ${p.locale}:${subject} ${p.detail}\n    ${where}`
}

export function formatReport(problems: readonly Problem[]): string {
  if (problems.length === 0) return '✔ i18n check: no problems in catalogs or content.'
  const lines: string[] = []
  for (const check of CHECK_NAMES) {
    const found = problems.filter((p) => p.check === check)
    if (found.length === 0) continue
    lines.push('', `${CHECK_TITLES[check]}: ${found.length}`, ...found.map(formatProblem))
  }
  lines.push(
    '',
    `✖ i18n check: ${problems.length} problem${problems.length === 1 ? '' : 's'}. See TRANSLATING.md for how to fix each kind.`,
  )
  return lines.join('\n')
}

/** Where a message is used in the source, as precisely as is known (file:line after a fresh extraction). */
export type Locate = (entry: { id: string; origins: readonly string[] }) => string | undefined

export function originsText(origins: readonly string[]): string | undefined {
  if (origins.length === 0) return undefined
  const shown = origins.slice(0, 3).join(', ')
  return origins.length > 3 ? `${shown} and ${origins.length - 3} more` : shown
}

export const locateFromCatalog: Locate = (entry) => originsText(entry.origins)
