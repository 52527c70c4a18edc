// @on-demand-schemas: no first load parses these; the build gives them a zod of their own (scripts/build/vite/lazy-zod.ts).
import * as z from 'zod/mini'

const text = z.string().check(z.trim(), z.minLength(1))

/** Section ids become URL fragments (`/license#termination`): lower-case words joined by dashes. */
export const sectionIdSchema = z.string().check(z.regex(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/, 'Use lower-case words joined by dashes'))

const paragraph = z.object({ type: z.literal('paragraph'), text })
const subheading = z.object({ type: z.literal('subheading'), text })
const nonEmpty = z.array(text).check(z.minLength(1))
const list = z.object({ type: z.literal('list'), ordered: z.optional(z.boolean()), items: nonEmpty })
const table = z
  .object({
    type: z.literal('table'),
    caption: text,
    columns: z.array(text).check(z.minLength(2)),
    rows: z.array(z.array(text)).check(z.minLength(1)),
  })
  .check(
    z.refine((t) => t.rows.every((row) => row.length === t.columns.length), {
      message: 'Every row needs one cell per column',
      path: ['rows'],
    }),
  )
const contact = z.object({ type: z.literal('contact'), lines: nonEmpty, email: z.email() })
const links = z.object({
  type: z.literal('links'),
  items: z.array(z.object({ label: text, href: z.url({ protocol: /^https$/ }) })).check(z.minLength(1)),
})

export const legalBlockSchema = z.discriminatedUnion('type', [paragraph, subheading, list, table, contact, links])
export type LegalBlock = z.infer<typeof legalBlockSchema>

export const legalSectionSchema = z.object({ id: sectionIdSchema, heading: text, blocks: z.array(legalBlockSchema).check(z.minLength(1)) })
export type LegalSection = z.infer<typeof legalSectionSchema>

/**
 * `content/<locale>/{license,copyright_policy,privacy_and_cookie_policy}.json`. A translation keeps
 * the English section ids, so links shared across languages land on the same section.
 */
export const legalDocumentSchema = z
  .object({
    effectiveDate: z.iso.date(),
    intro: nonEmpty,
    sections: z.array(legalSectionSchema).check(z.minLength(1)),
  })
  .check(
    z.refine((doc) => new Set(doc.sections.map((s) => s.id)).size === doc.sections.length, {
      message: 'Section ids must be unique',
      path: ['sections'],
    }),
  )

export type LegalDocumentContent = z.infer<typeof legalDocumentSchema>

/** The ids a translation must keep: those of the English source, in order. */
export function sectionIdsMatch(source: LegalDocumentContent, translation: LegalDocumentContent): boolean {
  const a = source.sections.map((s) => s.id)
  const b = translation.sections.map((s) => s.id)
  return a.length === b.length && a.every((id, i) => id === b[i])
}
