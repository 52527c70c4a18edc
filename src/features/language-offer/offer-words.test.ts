import { describe, expect, it } from 'vitest'
import { setupI18n } from '@lingui/core'
import { loadMessages } from '@/lib/i18n/catalog'
import { LOCALES } from '@/lib/i18n/locales'
import { OFFER_WORDS } from './offer-panel'

/** The offer in `code`, as its panel reads it: from that language's own `language-offer` part alone. */
async function wordsIn(code: (typeof LOCALES)[number]['code']) {
  const i18n = setupI18n({ locale: code, messages: { [code]: await loadMessages(code, 'language-offer') } })
  return { text: i18n._(OFFER_WORDS.text), link: i18n._(OFFER_WORDS.link), close: i18n._(OFFER_WORDS.close) }
}

describe("the offer's words", () => {
  it('exist in all 18 languages, each naming itself, so any language can be offered on any page', async () => {
    const english = await wordsIn('en')
    for (const { code, name } of LOCALES) {
      const words = await wordsIn(code)
      for (const key of ['text', 'link', 'close'] as const) {
        expect(words[key].trim(), `${code} ${key}`).not.toBe('')
        if (code !== 'en') expect(words[key], `${code} ${key} is translated`).not.toBe(english[key])
      }
      // The language's own name, or its stem where the sentence declines it (Russian "на русском").
      const stem = name
        .replace(/\s*\(.*\)$/, '')
        .slice(0, 4)
        .toLocaleLowerCase(code)
      expect(words.text.toLocaleLowerCase(code), `${code}: "${words.text}" names ${name}`).toContain(stem)
    }
  })
})
