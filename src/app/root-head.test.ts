import { beforeAll, describe, expect, it } from 'vitest'
import { SITE } from '@/config/site'
import { loadCatalog } from '@/lib/i18n/catalog'
import { LOCALE_CODES, type LocaleCode } from '@/lib/i18n/locales'
import { rootHead } from './root-head'

// Each locale's instance, with no messages: the head falls back to the source texts.
beforeAll(async () => {
  for (const locale of LOCALE_CODES) await loadCatalog(locale, ['site'], () => Promise.resolve({ messages: {} }))
})

function headFor(locale: LocaleCode) {
  return rootHead({ match: { context: { catalog: locale } } })
}

const content = (head: ReturnType<typeof headFor>, key: string) =>
  head.meta.filter((m) => m.name === key || m.property === key).map((m) => m.content)

describe('root head', () => {
  it('shares the 894×651 preview image by absolute URL with its size and alt text', () => {
    const head = headFor('en')
    const [image] = content(head, 'og:image')
    expect(image).toMatch(/^https?:\/\/[^/]+\/og-image\.png$/)
    expect(content(head, 'og:image:width')).toEqual(['894'])
    expect(content(head, 'og:image:height')).toEqual(['651'])
    expect(content(head, 'og:image:alt')[0]).toContain(SITE.name)
    expect(content(head, 'twitter:card')).toEqual(['summary_large_image'])
    expect(content(head, 'twitter:site')).toEqual(['@kinemoapp'])
  })

  it('names the Open Graph locale with an underscore', () => {
    expect(content(headFor('pt'), 'og:locale')).toEqual(['pt_BR'])
    expect(content(headFor('zh-TW'), 'og:locale')).toEqual(['zh_TW'])
  })

  it('links the favicons, the apple-touch icon and the manifest, and leaves the theme colours to ThemeColors', () => {
    const links = headFor('en').links
    expect(links).toContainEqual({ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' })
    expect(links).toContainEqual(expect.objectContaining({ rel: 'icon', sizes: '16x16' }))
    expect(links).toContainEqual(expect.objectContaining({ rel: 'icon', sizes: '32x32' }))
    expect(links).toContainEqual(expect.objectContaining({ rel: 'apple-touch-icon', sizes: '180x180' }))
    expect(links).toContainEqual({ rel: 'manifest', href: '/manifest.webmanifest' })
    // head() keeps one meta per name, and there is one theme-color per scheme.
    expect(content(headFor('en'), 'theme-color')).toEqual([])
  })

  it('links a font stylesheet per script the locale needs and preloads the web font files its text is drawn from, none a phone has its own copy of', () => {
    const stylesheets = (locale: LocaleCode) => headFor(locale).links.filter((l) => l.rel === 'stylesheet')
    const preload = (locale: LocaleCode) => headFor(locale).links.filter((l) => l.rel === 'preload')
    expect(stylesheets('de')).toHaveLength(1)
    expect(stylesheets('ar')).toHaveLength(2)
    expect(stylesheets('ja'), 'CJK uses the platform fonts').toHaveLength(1)
    expect(preload('de')).toEqual([expect.objectContaining({ as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' })])
    const files = (locale: LocaleCode) => preload(locale).map((link) => /(inter|noto-sans)-[a-z-]+?(?=-wght)/.exec(link.href)?.[0])
    expect(files('de')).toEqual(['inter-latin'])
    expect(files('ja')).toEqual(['inter-latin'])
    // Latin words and names appear in every language: Inter's Latin file comes with the locale's own.
    expect(files('ru')).toEqual(['inter-cyrillic', 'inter-latin'])
    expect(files('ar')).toEqual(['noto-sans-arabic-arabic', 'inter-latin'])
    // Phones draw Devanagari and Thai with their own copy of the web font: only a device without one fetches it.
    expect(files('hi')).toEqual(['inter-latin'])
    expect(files('th')).toEqual(['inter-latin'])
    expect(files('tr')).toEqual(['inter-latin-ext', 'inter-latin'])
    expect(files('vi')).toEqual(['inter-vietnamese', 'inter-latin-ext', 'inter-latin'])
  })
})
