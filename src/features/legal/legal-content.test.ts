// @vitest-environment node
import { readFileSync, existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { LOCALE_CODES } from '@/lib/i18n/locales'
import { legalDocumentSchema, sectionIdsMatch, type LegalDocumentContent } from './legal-schema'

const contentDir = fileURLToPath(new URL('../../../content/', import.meta.url))
const LEGAL_PAGES = ['license', 'copyright_policy', 'privacy_and_cookie_policy'] as const

function read(locale: string, page: string): LegalDocumentContent {
  return legalDocumentSchema.parse(JSON.parse(readFileSync(`${contentDir}${locale}/${page}.json`, 'utf8')))
}

function allText(doc: LegalDocumentContent): string {
  return JSON.stringify(doc)
}

describe('legal documents', () => {
  it.each(LEGAL_PAGES)('%s: every translation keeps the English section ids, so shared anchors still land', (page) => {
    const english = read('en', page)
    expect(english.sections.length).toBeGreaterThan(5)
    for (const locale of LOCALE_CODES) {
      if (locale === 'en' || !existsSync(`${contentDir}${locale}/${page}.json`)) continue
      expect(sectionIdsMatch(english, read(locale, page)), `${locale}/${page}`).toBe(true)
    }
  })

  it('the privacy policy names the locale cookie with its purpose, lifetime and party', () => {
    const privacy = read('en', 'privacy_and_cookie_policy')
    const rows = privacy.sections.flatMap((s) => s.blocks).flatMap((b) => (b.type === 'table' ? b.rows : []))
    const locale = rows.find((row) => row[0] === 'i18n_redirected')
    expect(locale).toBeDefined()
    expect(locale?.join(' ')).toMatch(/language/)
    expect(locale).toContain('365 days')
    expect(locale?.join(' ')).toMatch(/First-party/)
  })

  it('the privacy policy covers sign-in providers, consent-gated analytics, retention, rights and children', () => {
    const privacy = read('en', 'privacy_and_cookie_policy')
    const text = allText(privacy)
    for (const term of [
      'Google',
      'Apple',
      'Facebook',
      'Firebase Authentication',
      'Firebase Analytics',
      'only after you accept',
      'GDPR',
      'CCPA',
    ]) {
      expect(text).toContain(term)
    }
    expect(privacy.sections.map((s) => s.id)).toEqual(
      expect.arrayContaining(['retention', 'your-rights', 'children', 'cookies', 'contact']),
    )
  })

  it('the copyright policy has notice, counter-notice, repeat infringers and an agent to write to', () => {
    const policy = read('en', 'copyright_policy')
    expect(policy.sections.map((s) => s.id)).toEqual(
      expect.arrayContaining(['notice', 'counter-notice', 'repeat-infringers', 'copyright-agent']),
    )
    const contacts = policy.sections.flatMap((s) => s.blocks).filter((b) => b.type === 'contact')
    expect(contacts.map((c) => c.email)).toContain('copyright@kinemo.app')
  })
})

describe('legalDocumentSchema', () => {
  const base = read('en', 'license')

  it('rejects two sections with the same id', () => {
    const [first] = base.sections
    expect(first).toBeDefined()
    const result = legalDocumentSchema.safeParse({ ...base, sections: [first, first] })
    expect(result.success).toBe(false)
  })

  it.each(['License Grant', 'license_grant', '1-license', 'license--grant'])(
    'rejects the section id %j, which would make a poor URL fragment',
    (id) => {
      const sections = base.sections.map((s, i) => (i === 0 ? { ...s, id } : s))
      expect(legalDocumentSchema.safeParse({ ...base, sections }).success).toBe(false)
    },
  )

  it('rejects a table row with the wrong number of cells', () => {
    const table = { type: 'table', caption: 'Cookies', columns: ['Name', 'Purpose'], rows: [['only one']] }
    const sections = [{ id: 'cookies', heading: 'Cookies', blocks: [table] }]
    expect(legalDocumentSchema.safeParse({ ...base, sections }).success).toBe(false)
  })

  it('rejects links that are not https', () => {
    const links = { type: 'links', items: [{ label: 'Policy', href: 'javascript:alert(1)' }] }
    const sections = [{ id: 'links', heading: 'Links', blocks: [links] }]
    expect(legalDocumentSchema.safeParse({ ...base, sections }).success).toBe(false)
  })

  it('tells translations with renamed or reordered sections apart', () => {
    const reordered = { ...base, sections: [...base.sections].reverse() }
    expect(sectionIdsMatch(base, base)).toBe(true)
    expect(sectionIdsMatch(base, reordered)).toBe(false)
    expect(sectionIdsMatch(base, { ...base, sections: base.sections.slice(1) })).toBe(false)
  })
})
