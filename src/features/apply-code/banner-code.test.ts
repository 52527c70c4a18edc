import { defaultParseSearch } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { applyCodeSearchSchema } from './apply-code-search'
import { bannerCodeScript, bannerCodeSource } from './banner-code'
import { promoCodeOf } from '@/lib/promo-code'
import { CODE_PATTERN, CODE_SEPARATORS } from './code-pattern'

const CANONICAL = 'app-id=6443789012, app-argument=https://kinemo.app/ar/applycode'

/** Runs the inline script on a page at `search` and returns the banner meta's content after it. */
function runInline(search: string, source = bannerCodeScript): string {
  const meta = { content: CANONICAL }
  const document = { querySelector: (selector: string) => (selector === 'meta[name="apple-itunes-app"]' ? meta : null) }
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = new Function('location', 'document', source) as (l: unknown, d: unknown) => void
  run({ search }, document)
  return meta.content
}

/** The code the page's head reads from the same address (the router's parse, the form's normalization), as a query. */
function headQuery(search: string): string {
  const code = promoCodeOf(applyCodeSearchSchema.parse(defaultParseSearch(search)).code)
  return code === undefined ? '' : `?code=${code}`
}

const HOSTILE = [
  '?code=<script>alert(1)</script>',
  '?code=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '?code=javascript:alert(1)',
  `?code=${'A'.repeat(3000)}`,
  '?code=SPRING25&code=EVIL1234',
  '?next=//evil.example&code=SPRING25%26next%3D//evil',
  `?code=${'-'.repeat(60)}SPRING25`,
  '?code=SPRING25%00',
  '?code=SPRING25%2F..%2F',
  '?code={"a":1}',
  '?code=[1,2,3]',
  '?code=null',
  '?code=ABC',
  `?code=${'A'.repeat(33)}`,
  '?code=',
  '?code',
  '',
  '?',
]

describe('the banner code of /applycode', () => {
  it('adds a valid code to the canonical URL, normalized as the form does, and no other parameter', () => {
    expect(runInline('?code=SPRING25')).toBe(`${CANONICAL}?code=SPRING25`)
    expect(runInline('?code=KINEMO-WINTER-2026')).toBe(`${CANONICAL}?code=KINEMOWINTER2026`)
    expect(runInline('?code=%EF%BD%8Binemo%E2%80%93pro%2030')).toBe(`${CANONICAL}?code=KINEMOPRO30`)
    expect(runInline('?utm_source=mail&code=SPRING25&next=//evil.example')).toBe(`${CANONICAL}?code=SPRING25`)
    expect(runInline('?code=12345678')).toBe(`${CANONICAL}?code=12345678`)
  })

  it.each(HOSTILE)('leaves the canonical URL alone for %s', (search) => {
    expect(runInline(search)).toBe(CANONICAL)
    expect(headQuery(search)).toBe('')
  })

  // The app gets the code the page's form shows, as the form sends it.
  it.each([
    '?code=SPRING25',
    '?code=KINEMO2026&utm_campaign=x',
    '?code=12345678',
    '?code=00001234',
    '?code=1E5555',
    '?code=12345678901234567890',
    '?code="SPRING25"',
    '?code=%53PRING25',
    '?code=true',
    '?code=spring 25',
    '?code=SPRING25%0A',
    '?code=KINEMO-WINTER-2026&utm_source=mail',
    '?code=%EF%BC%B3PRING25',
    `?code=${'A-'.repeat(16)}`,
    ...HOSTILE,
  ])('writes the code the page itself reads: %s', (search) => {
    expect(runInline(search)).toBe(CANONICAL + headQuery(search))
  })

  it('checks with the code pattern of the contract, and keeps it inside its <script> element', () => {
    expect(bannerCodeScript).toContain(JSON.stringify(CODE_PATTERN.source))
    expect(bannerCodeScript).toContain(JSON.stringify(CODE_SEPARATORS.source))
    const source = bannerCodeSource({ pattern: '</script><!--', separators: '', max: 1 })
    expect(source).not.toMatch(/<\/script|<!--/i)
  })
})
