// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { checkTypography } from './check-typography.ts'
import { fixtureCatalog } from './fixtures/load.ts'
import { formatProblem } from './problems.ts'
import { catalogUnits, proseRuns, type TextUnit } from './units.ts'

const LEGAL = ['license', 'copyright_policy', 'privacy_and_cookie_policy']

function message(locale: string, translation: string, source = 'Source text'): TextUnit {
  return { locale, file: `src/locales/${locale}/messages.po`, source, translation, icu: true, message: source }
}

function content(locale: string, translation: string, page = 'home', key = 'hero.lead'): TextUnit {
  return { locale, file: `content/${locale}/${page}.json`, source: 'Source text', translation, icu: false, page, key }
}

/** The details found in one text: empty when it follows every rule of its language. */
function findings(unit: TextUnit): string[] {
  return checkTypography([unit], LEGAL).map((p) => `[${p.check}] ${p.detail}`)
}

describe('prose runs', () => {
  it('masks placeholders, tags, URLs, email addresses, handles and codes, and reads plural cases apart', () => {
    expect(
      proseRuns('Hi <0>{name}</0>, see https://kinemo.app/promo or mail help@kinemo.app, @kinemoapp, KINEMO-WINTER-2026', true),
    ).toEqual(['Hi \uE001, see \uE000 or mail \uE000, \uE000, \uE000'])
    expect(proseRuns('{count, plural, one {# clip} other {# clips}}', true)).toEqual(['\uE000', '0 clip', '0 clips'])
    expect(proseRuns('Hallo {name', true)).toEqual([])
  })
})

describe('typography and register', () => {
  it('reports a planted French typography error in a catalog, naming file, message and place', async () => {
    const units = catalogUnits(await fixtureCatalog('en-glossary.po', 'en'), await fixtureCatalog('fr-glossary.po', 'fr'))
    expect(checkTypography(units, LEGAL).map(formatProblem)).toEqual([
      '✖ [typography] fr: "Code applied!" has a plain space before “!”; French puts a no-break space (U+00A0 or U+202F) there: “…de appliqué !”.\n    fixtures/catalogs/fr-glossary.po · used at src/promo.tsx',
    ])
  })

  it('French: a no-break space before : ; ! ? and inside « », a typographic apostrophe', () => {
    expect(findings(message('fr', 'Code appliqué\u00A0! Votre code\u202F: « Kinemo » ? 10:30'))).toEqual([
      expect.stringContaining('after “«”'),
      expect.stringContaining('before “»”'),
      expect.stringContaining('plain space before “?”'),
    ])
    expect(findings(message('fr', 'Code appliqué\u00A0! Votre code\u202F: «\u00A0Kinemo\u00A0»\u00A0? 10:30 l’offre'))).toEqual([])
    expect(findings(content('fr', "Prêt: c'est parti"))).toEqual([
      "[typography] has no space before “:”; French puts a no-break space (U+00A0 or U+202F) there: “Prêt: c'est parti”.",
      "[typography] has a straight apostrophe; write the typographic ’ (U+2019): “Prêt: c'est parti”.",
    ])
    expect(findings(message('fr', 'Ouvrir https://kinemo.app/a:b?c'))).toEqual([])
  })

  it('Italian, Portuguese and Turkish: a typographic apostrophe', () => {
    expect(findings(content('it', "Termini dell'offerta"))).toHaveLength(1)
    expect(findings(content('pt', "Sem marca d'água"))).toHaveLength(1)
    expect(findings(content('tr', "Kinemo'yu indirin"))).toHaveLength(1)
    expect(findings(content('tr', 'Kinemo’yu indirin'))).toEqual([])
  })

  it('every language: one ellipsis character, never three dots or a doubled one', () => {
    expect(findings(message('de', 'Wird geladen...'))).toEqual([expect.stringContaining('three dots')])
    expect(findings(message('zh-CN', '正在加载……'))).toEqual([expect.stringContaining('doubles the ellipsis')])
    expect(findings(message('zh-CN', '正在加载…'))).toEqual([])
    expect(findings(message('de', 'Wird geladen…'))).toEqual([expect.stringContaining('no-break space (U+00A0) before the ellipsis')])
    expect(findings(message('de', 'Wird geladen …'))).toHaveLength(1)
    expect(findings(message('de', 'Wird geladen\u00A0…'))).toEqual([])
  })

  it('Japanese and Chinese: full-width punctuation after CJK text, and no space beside it', () => {
    expect(findings(message('ja', '言語: 日本語'))).toEqual([expect.stringContaining('half-width “:”')])
    expect(findings(message('zh-TW', '語言(繁體)'))).toHaveLength(2)
    expect(findings(message('zh-CN', '已复制。 请粘贴'))).toEqual([expect.stringContaining('space next to full-width punctuation')])
    expect(findings(message('ja', '言語：日本語（標準）。'))).toEqual([])
  })

  it('Chinese: a space between Chinese and Latin words, digits and the product name, not beside other placeholders', () => {
    expect(findings(message('zh-CN', '下载{name}'))).toEqual([expect.stringContaining('between Chinese and Latin')])
    expect(findings(message('zh-CN', '输入4到32位'))).toHaveLength(4)
    expect(findings(message('zh-CN', '下载 {name}，于{date}过期，见 <0>{name} 许可协议</0>'))).toEqual([])
    expect(findings(message('zh-TW', '此優惠已於<0>{end}</0>結束'))).toEqual([])
  })

  it('Japanese: no space between Japanese and Latin words, digits or the product name', () => {
    expect(findings(message('ja', 'App Store で開く'))).toEqual([expect.stringContaining('Japanese writes them together')])
    expect(findings(message('ja', '{name} のロゴ、4K で書き出し'))).toHaveLength(2)
    expect(findings(message('ja', 'App Storeで開く。{name}のロゴ、4Kで書き出し、{date} に終了'))).toEqual([])
  })

  it('Korean: 해요체 in interface text; 합니다체 only in legal pages and the offer terms', () => {
    expect(findings(message('ko', '코드가 적용되었습니다!'))).toEqual([expect.stringContaining('[register] ends in 합니다체 (“습니다”)')])
    expect(findings(message('ko', '다시 시도하십시오.'))).toEqual([expect.stringContaining('십시오')])
    expect(findings(message('ko', '코드가 적용되었어요! 다시 시도하세요.'))).toEqual([])
    expect(findings(content('ko', '기간이 끝나면 무료 요금제로 돌아갑니다.', 'promo', 'terms[6]'))).toEqual([])
    expect(findings(content('ko', '로그인해야 합니다.', 'license', 'sections[0].blocks[0].text'))).toEqual([])
    expect(findings(content('ko', '무료로 이용할 수 있습니다.', 'promo', 'intro'))).toHaveLength(1)
  })

  it('German du, French vous, Spanish tú, Italian tu, Portuguese você, Russian вы', () => {
    expect(findings(message('de', 'Melden Sie sich mit Ihrem Konto an'))).toHaveLength(2)
    expect(findings(message('de', 'Sie sind neu? Melde dich an, damit sie dich kennen.'))).toEqual([])
    expect(findings(message('fr', 'Connecte-toi avec ton compte'))).toHaveLength(2)
    expect(findings(message('fr', 'Connectez-vous avec votre compte. Tout est prêt.'))).toEqual([])
    expect(findings(message('es', 'Inicie sesión, usted decide'))).toHaveLength(1)
    expect(findings(message('it', 'Accedi con il Suo account'))).toHaveLength(1)
    expect(findings(message('it', 'Lei? Accedi con il tuo account'))).toEqual([])
    expect(findings(message('pt', 'Entra com a tua conta'))).toHaveLength(1)
    expect(findings(message('ru', 'Войди в твой аккаунт, Вы готовы?'))).toHaveLength(2)
    expect(findings(message('ru', 'Войдите в свой аккаунт. Вы готовы?'))).toEqual([])
  })

  it('Indonesian Anda, Malay anda, Turkish siz, Hindi आप, Thai without gendered particles, Vietnamese bạn, Chinese 你', () => {
    expect(findings(message('id', 'Masuk ke akun anda'))).toHaveLength(1)
    expect(findings(message('id', 'Masuk ke akun Anda'))).toEqual([])
    expect(findings(message('ms', 'Log masuk ke akaun Anda'))).toHaveLength(1)
    expect(findings(message('ms', 'Anda boleh log masuk ke akaun anda'))).toEqual([])
    expect(findings(message('tr', 'Senin hesabın'))).toHaveLength(1)
    expect(findings(message('hi', 'तुम्हारा खाता'))).toHaveLength(1)
    expect(findings(message('hi', 'आपका खाता'))).toEqual([])
    expect(findings(message('th', 'ลองอีกครั้งครับ'))).toHaveLength(1)
    expect(findings(message('th', 'คะแนนของคุณ'))).toEqual([])
    expect(findings(message('vi', 'Quý khách vui lòng đăng nhập'))).toHaveLength(1)
    expect(findings(message('zh-CN', '您的账号'))).toHaveLength(1)
    expect(findings(message('zh-TW', '你的帳號'))).toEqual([])
  })
})
