import type { Problem } from './problems.ts'
import { LATIN_MARK, MARK, proseRuns, unitWhere, type TextUnit } from './units.ts'

/**
 * Typography and form-of-address rules that a program can check without false alarms: each rule
 * looks for a pattern that is wrong in its language whatever the sentence means. Placeholders,
 * tags, URLs, email addresses, handles and codes are masked before any rule reads a text.
 * TRANSLATING.md (Style) lists the rules per language.
 */
export interface TypographyRule {
  id: string
  check: 'typography' | 'register'
  locales: readonly string[]
  /** Only some texts: Korean UI text, but not the legal pages or the offer's terms. */
  appliesTo?: (unit: TextUnit, legalPages: readonly string[]) => boolean
  /** One sentence per finding in a run of prose (MARK stands for a placeholder). */
  find: (run: string) => string[]
}

const NBSP = '\u00A0'
const NNBSP = '\u202F'
const CJK_LETTER = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}ー'
const LATIN_OR_DIGIT = `A-Za-z0-9\\p{Script=Latin}${LATIN_MARK}`
const ALL_LOCALES = ['ar', 'de', 'es', 'fr', 'hi', 'id', 'it', 'ja', 'ko', 'ms', 'pt', 'ru', 'th', 'tr', 'vi', 'zh-CN', 'zh-TW']

function show(run: string, index: number, length = 1): string {
  const start = Math.max(0, index - 12)
  const end = Math.min(run.length, index + length + 12)
  const text = run
    .slice(start, end)
    .replaceAll(MARK, '{…}')
    .replaceAll(LATIN_MARK, '{…}')
    .replaceAll(NBSP, '⍽')
    .replaceAll(NNBSP, '⍽')
    .replaceAll('\n', ' ')
  return `“${start > 0 ? '…' : ''}${text}${end < run.length ? '…' : ''}”`
}

function matches(run: string, re: RegExp, describe: (m: RegExpExecArray) => string | undefined): string[] {
  const out: string[] = []
  for (const m of run.matchAll(new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`))) {
    const d = describe(m)
    if (d !== undefined) out.push(d)
  }
  return out
}

/** Words that must not appear at all (the wrong form of address). */
function forbiddenWords(words: readonly string[], caseInsensitive: boolean, why: string): (run: string) => string[] {
  const re = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])(?:${words.join('|')})(?![\\p{L}\\p{M}\\p{N}])`, caseInsensitive ? 'giu' : 'gu')
  return (run) => matches(run, re, (m) => `${why}: “${m[0]}” in ${show(run, m.index, m[0].length)}.`)
}

/** Capitalized words that are polite forms of address when they stand in mid-sentence. */
function midSentence(words: readonly string[], why: string): (run: string) => string[] {
  const re = new RegExp(`(?<=[\\p{L}\\p{N},;:)–—${MARK}${LATIN_MARK}] )(?:${words.join('|')})(?![\\p{L}\\p{N}])`, 'gu')
  return (run) => matches(run, re, (m) => `${why}: “${m[0]}” in mid-sentence in ${show(run, m.index, m[0].length)}.`)
}

function frenchSpacing(run: string): string[] {
  const out: string[] = []
  for (let i = 0; i < run.length; i++) {
    const c = run[i] ?? ''
    const prev = run[i - 1]
    const next = run[i + 1]
    if (':;!?'.includes(c) && prev !== undefined) {
      if (prev === NBSP || prev === NNBSP || prev === '!' || prev === '?') continue
      if (c === ':' && /\d/.test(prev) && next !== undefined && /\d/.test(next)) continue
      if (prev === ' ') out.push(`has a plain space before “${c}”; French puts a no-break space (U+00A0 or U+202F) there: ${show(run, i)}.`)
      else if (!/\s/.test(prev))
        out.push(`has no space before “${c}”; French puts a no-break space (U+00A0 or U+202F) there: ${show(run, i)}.`)
    }
    if (c === '«' && next !== NBSP && next !== NNBSP) out.push(`needs a no-break space (U+00A0 or U+202F) after “«”: ${show(run, i)}.`)
    if (c === '»' && prev !== NBSP && prev !== NNBSP) out.push(`needs a no-break space (U+00A0 or U+202F) before “»”: ${show(run, i)}.`)
  }
  return out
}

function straightApostrophe(run: string): string[] {
  return matches(run, /'/g, (m) => `has a straight apostrophe; write the typographic ’ (U+2019): ${show(run, m.index)}.`)
}

function ellipsis(run: string): string[] {
  return [
    ...matches(run, /\.{3}/g, (m) => `writes an ellipsis as three dots; use the single character … (U+2026): ${show(run, m.index, 3)}.`),
    ...matches(
      run,
      /…{2,}/g,
      (m) => `doubles the ellipsis; the site writes a single … (U+2026) in every language: ${show(run, m.index, m[0].length)}.`,
    ),
  ]
}

/** German sets the ellipsis after a complete word apart, with a no-break space so it never wraps alone (`Wird geladen …`). */
function germanEllipsis(run: string): string[] {
  return matches(
    run,
    /(?<=[^\u00A0\u202F])…/gu,
    (m) => `needs a no-break space (U+00A0) before the ellipsis, as German sets it after a word: ${show(run, m.index)}.`,
  )
}

function fullWidthPunctuation(run: string): string[] {
  const afterCjk = new RegExp(`(?<=[${CJK_LETTER}」』）])[,.:;!?]`, 'gu')
  const paren = new RegExp(`\\((?=[${CJK_LETTER}])|(?<=[${CJK_LETTER}])\\)`, 'gu')
  const spaced = /[、。，：；！？](?=[ \u00A0]+\S)|(?<=\S)[ \u00A0]+[、。，：；！？]/gu
  return [
    ...matches(
      run,
      afterCjk,
      (m) =>
        `has the half-width “${m[0]}” after CJK text; write the full-width form (${({ ',': '，/、', '.': '。', ':': '：', ';': '；', '!': '！', '?': '？' } as Record<string, string>)[m[0]] ?? ''}): ${show(run, m.index)}.`,
    ),
    ...matches(run, paren, (m) => `has a half-width parenthesis around CJK text; write （ ）: ${show(run, m.index)}.`),
    ...matches(
      run,
      spaced,
      (m) => `has a space next to full-width punctuation, which carries its own spacing: ${show(run, m.index, m[0].length)}.`,
    ),
  ]
}

/**
 * zh-CN, zh-TW: a space between Chinese and Latin words or numbers (`下载 Kinemo`, `4 到 32`).
 * Placeholders count as Latin only when they hold the product name; others (dates, counts) may
 * be either, so they are left alone.
 */
function spaceBetweenCjkAndLatin(run: string): string[] {
  const re = new RegExp(`[${CJK_LETTER}](?=[${LATIN_OR_DIGIT}])|[${LATIN_OR_DIGIT}](?=[${CJK_LETTER}])`, 'gu')
  return matches(run, re, (m) => `needs a space between Chinese and Latin text or digits: ${show(run, m.index, 2)}.`)
}

/** ja: no space between Japanese and Latin words or numbers (`Kinemoで`, `4Kで書き出し`), as in Japanese print. */
function noSpaceBetweenCjkAndLatin(run: string): string[] {
  const re = new RegExp(`(?<=[${CJK_LETTER}])[ \\u00A0](?=[${LATIN_OR_DIGIT}])|(?<=[${LATIN_OR_DIGIT}])[ \\u00A0](?=[${CJK_LETTER}])`, 'gu')
  return matches(
    run,
    re,
    (m) => `has a space between Japanese and Latin text or digits; Japanese writes them together: ${show(run, m.index)}.`,
  )
}

/** Korean 합니다체 endings (-습니다, -ㅂ니다, -습니까, -십시오): formal register. */
function koreanFormal(run: string): string[] {
  const out: string[] = []
  for (const m of run.matchAll(/([\uAC00-\uD7A3])(니다|니까)/g)) {
    const code = (m[1] ?? '').charCodeAt(0) - 0xac00
    if (code % 28 === 17)
      out.push(`ends in 합니다체 (“${m[0]}”); interface text uses 해요체 (-어요/-세요): ${show(run, m.index, m[0].length)}.`)
  }
  for (const m of run.matchAll(/십시오/g))
    out.push(`uses 합니다체 (“십시오”); interface text uses 해요체 (-세요): ${show(run, m.index, 3)}.`)
  return out
}

function isKoreanUiText(unit: TextUnit, legalPages: readonly string[]): boolean {
  if (unit.page === undefined) return true
  if (legalPages.includes(unit.page)) return false
  return !(unit.page === 'promo' && unit.key?.startsWith('terms'))
}

export const TYPOGRAPHY_RULES: readonly TypographyRule[] = [
  { id: 'ellipsis', check: 'typography', locales: ALL_LOCALES, find: ellipsis },
  { id: 'de-ellipsis', check: 'typography', locales: ['de'], find: germanEllipsis },
  { id: 'fr-spacing', check: 'typography', locales: ['fr'], find: frenchSpacing },
  { id: 'apostrophe', check: 'typography', locales: ['fr', 'it', 'pt', 'tr'], find: straightApostrophe },
  { id: 'cjk-punctuation', check: 'typography', locales: ['ja', 'zh-CN', 'zh-TW'], find: fullWidthPunctuation },
  { id: 'cjk-latin-space', check: 'typography', locales: ['zh-CN', 'zh-TW'], find: spaceBetweenCjkAndLatin },
  { id: 'cjk-latin-nospace', check: 'typography', locales: ['ja'], find: noSpaceBetweenCjkAndLatin },
  { id: 'ko-haeyo', check: 'register', locales: ['ko'], appliesTo: isKoreanUiText, find: koreanFormal },
  {
    id: 'de-du',
    check: 'register',
    locales: ['de'],
    find: midSentence(
      ['Sie', 'Ihr', 'Ihre', 'Ihnen', 'Ihren', 'Ihrem', 'Ihrer', 'Ihres'],
      'addresses the reader as Sie; German copy says du',
    ),
  },
  {
    id: 'fr-vous',
    check: 'register',
    locales: ['fr'],
    find: forbiddenWords(['tu', 'toi', 'ton', 'ta', 'tes', 'te', 't’', "t'"], true, 'addresses the reader as tu; French copy says vous'),
  },
  {
    id: 'es-tu',
    check: 'register',
    locales: ['es'],
    find: forbiddenWords(['usted', 'ustedes'], true, 'addresses the reader as usted; Spanish copy says tú'),
  },
  {
    id: 'it-tu',
    check: 'register',
    locales: ['it'],
    find: midSentence(['Lei', 'Suo', 'Sua', 'Suoi', 'Sue'], 'addresses the reader as Lei; Italian copy says tu'),
  },
  {
    id: 'pt-voce',
    check: 'register',
    locales: ['pt'],
    find: forbiddenWords(
      ['tu', 'teu', 'tua', 'teus', 'tuas', 'contigo', 'vós'],
      true,
      'addresses the reader as tu; Brazilian Portuguese copy says você',
    ),
  },
  {
    id: 'ru-vy',
    check: 'register',
    locales: ['ru'],
    find: (run) => [
      ...forbiddenWords(
        [
          'ты',
          'тебя',
          'тебе',
          'тобой',
          'твой',
          'твоя',
          'твоё',
          'твое',
          'твои',
          'твоего',
          'твоей',
          'твоих',
          'твоим',
          'твоими',
          'твоему',
          'твою',
          'твоём',
          'твоем',
        ],
        true,
        'addresses the reader as ты; Russian copy says вы',
      )(run),
      ...midSentence(
        [
          'Вы',
          'Вас',
          'Вам',
          'Вами',
          'Ваш',
          'Ваша',
          'Ваше',
          'Ваши',
          'Вашего',
          'Вашей',
          'Вашему',
          'Вашим',
          'Вашими',
          'Ваших',
          'Вашу',
          'Вашем',
        ],
        'capitalizes the polite вы; Russian copy writes it in lower case',
      )(run),
    ],
  },
  {
    id: 'id-anda',
    check: 'register',
    locales: ['id'],
    find: (run) => [
      ...forbiddenWords(['anda'], false, 'writes anda in lower case; Indonesian copy capitalizes Anda')(run),
      ...forbiddenWords(['kamu', 'engkau', 'kau'], true, 'addresses the reader as kamu; Indonesian copy says Anda')(run),
    ],
  },
  {
    id: 'ms-anda',
    check: 'register',
    locales: ['ms'],
    find: (run) => [
      ...midSentence(['Anda'], 'capitalizes anda; Malay copy writes it in lower case')(run),
      ...forbiddenWords(['kamu', 'engkau', 'awak'], true, 'addresses the reader as kamu; Malay copy says anda')(run),
    ],
  },
  {
    id: 'tr-siz',
    check: 'register',
    locales: ['tr'],
    find: forbiddenWords(
      ['sen', 'seni', 'sana', 'senin', 'sende', 'senden', 'seninle'],
      true,
      'addresses the reader as sen; Turkish copy says siz',
    ),
  },
  {
    id: 'hi-aap',
    check: 'register',
    locales: ['hi'],
    find: forbiddenWords(
      ['तुम', 'तू', 'तुम्हें', 'तुम्हारा', 'तुम्हारी', 'तुम्हारे', 'तेरा', 'तेरी', 'तेरे'],
      false,
      'addresses the reader as तुम/तू; Hindi copy says आप',
    ),
  },
  {
    id: 'th-particles',
    check: 'register',
    locales: ['th'],
    find: (run) =>
      matches(
        run,
        /ครับ|ค่ะ/g,
        (m) => `uses the gendered particle “${m[0]}”; Thai copy stays gender-neutral: ${show(run, m.index, m[0].length)}.`,
      ),
  },
  {
    id: 'vi-ban',
    check: 'register',
    locales: ['vi'],
    find: forbiddenWords(['quý khách', 'quý vị'], true, 'addresses the reader as quý khách; Vietnamese copy says bạn'),
  },
  {
    id: 'zh-ni',
    check: 'register',
    locales: ['zh-CN', 'zh-TW'],
    find: (run) => matches(run, /您/g, (m) => `uses 您; Chinese copy says 你: ${show(run, m.index)}.`),
  },
]

/** Runs every rule of the unit's language over each run of its prose. */
export function checkTypography(
  units: readonly TextUnit[],
  legalPages: readonly string[],
  rules: readonly TypographyRule[] = TYPOGRAPHY_RULES,
): Problem[] {
  const problems: Problem[] = []
  for (const unit of units) {
    const applicable = rules.filter((r) => r.locales.includes(unit.locale) && (r.appliesTo?.(unit, legalPages) ?? true))
    if (applicable.length === 0) continue
    const runs = proseRuns(unit.translation, unit.icu)
    for (const rule of applicable) {
      for (const run of runs) {
        for (const detail of rule.find(run))
          problems.push({ check: rule.check, locale: unit.locale, file: unit.file, ...unitWhere(unit), detail })
      }
    }
  }
  return problems
}
