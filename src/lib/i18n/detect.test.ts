import { describe, expect, it, vi } from 'vitest'
import { matchTag } from './detect'
import { rootDetectSource } from './root-detect-script'
import { LOCALE_CODES } from './locales'

const cases: [string[], string][] = [
  [['de-AT'], 'de'],
  [['pt-PT'], 'pt'],
  [['pt'], 'pt'],
  [['zh'], 'zh-CN'],
  [['zh-HK'], 'zh-TW'],
  [['zh-Hant-TW'], 'zh-TW'],
  [['zh-Hans-CN'], 'zh-CN'],
  [['zh-SG'], 'zh-CN'],
  [['in-ID'], 'id'],
  [['iw-IL', 'ru-RU'], 'ru'],
  [['cmn-Hant-TW'], 'zh-TW'],
  [['und-JP'], 'ja'],
  [['ms-MY'], 'ms'],
  [['nb-NO'], 'en'],
  [['ar-EG'], 'ar'],
  [['fil'], 'en'],
  [[], 'en'],
  [['nb-NO', 'fr-CA'], 'fr'],
  [['not a tag', 'ja-JP'], 'ja'],
]

describe('language tag matcher', () => {
  it.each(cases)('%j -> %s, as the inline script decides', (languages, expected) => {
    const first = languages.map((tag) => matchTag(tag)).find((code) => code !== undefined)
    expect(first ?? 'en').toBe(expected)
  })

  it('returns nothing for a language the site does not have', () => {
    expect(matchTag('nb')).toBeUndefined()
    expect(matchTag('sv-SE')).toBeUndefined()
  })
})

/** Runs the inline head script against a fake browser and reports where it sent the visitor. */
function runInline(options: { path?: string; cookie?: string; languages: string[]; rootRedirect?: string }) {
  const replace = vi.fn()
  const location = { pathname: options.path ?? '/', search: '?a=1', hash: '#x', replace }
  const navigator = { languages: options.languages, language: options.languages[0] ?? '' }
  const document = { cookie: options.cookie ?? '' }
  const source = rootDetectSource({
    supported: LOCALE_CODES,
    cookie: 'i18n_redirected',
    fallback: 'en',
    rootRedirect: options.rootRedirect,
  })
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = new Function('location', 'navigator', 'document', source) as (l: unknown, n: unknown, d: unknown) => void
  run(location, navigator, document)
  const target: unknown = replace.mock.calls[0]?.[0]
  return typeof target === 'string' ? target : undefined
}

describe('inline root detection script', () => {
  it.each(cases)('sends %j to %s', (languages, expected) => {
    const target = runInline({ languages })
    expect(target).toBe(expected === 'en' ? undefined : `/${expected}?a=1#x`)
  })

  it('follows a valid cookie and keeps query and hash', () => {
    expect(runInline({ cookie: 'theme=dark; i18n_redirected=de', languages: ['ja-JP'] })).toBe('/de?a=1#x')
  })

  it('stays on English when the cookie says en, whatever the browser says', () => {
    expect(runInline({ cookie: 'i18n_redirected=en', languages: ['de-DE'] })).toBeUndefined()
  })

  it('ignores a tampered cookie', () => {
    expect(runInline({ cookie: 'i18n_redirected=%E0%A4%A', languages: ['th-TH'] })).toBe('/th?a=1#x')
    expect(runInline({ cookie: 'i18n_redirected=../../etc', languages: [] })).toBeUndefined()
  })

  it('never acts outside the root path', () => {
    expect(runInline({ path: '/fr/promo', languages: ['ja-JP'] })).toBeUndefined()
  })

  it('sends / to the configured root redirect instead of detecting', () => {
    expect(runInline({ languages: ['ja-JP'], rootRedirect: '/promo' })).toBe('/promo?a=1#x')
  })

  it('keeps a configured value inside its <script> element, whatever it holds', () => {
    const hostile = '/promo</script><script>alert(1)</script><!--'
    const source = rootDetectSource({ supported: LOCALE_CODES, cookie: 'i18n_redirected', fallback: 'en', rootRedirect: hostile })
    expect(source).not.toMatch(/<\/script|<!--/i)
    const parsed = new DOMParser().parseFromString(`<head><script>${source}</script></head>`, 'text/html')
    expect(parsed.querySelectorAll('script')).toHaveLength(1)
    expect(parsed.querySelector('script')?.textContent).toBe(source)
    expect(runInline({ languages: [], rootRedirect: hostile })).toBe(`${hostile}?a=1#x`)
  })
})
