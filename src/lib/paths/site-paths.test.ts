import { describe, expect, it } from 'vitest'
import { localizedPath } from './localized-path'
import { switchHref } from '../../features/language-switcher/language-switcher'

describe('localized links', () => {
  it('builds unprefixed English and prefixed other locales', () => {
    expect(localizedPath('/{-$lang}/promo', 'en')).toBe('/promo')
    expect(localizedPath('/{-$lang}/promo', 'zh-CN')).toBe('/zh-CN/promo')
    expect(localizedPath('/{-$lang}', 'en')).toBe('/')
    expect(localizedPath('/{-$lang}', 'ar')).toBe('/ar')
  })

  it('the language switcher keeps path, query and hash', () => {
    expect(switchHref({ pathname: '/de/promo', searchStr: '?code=ABC', hash: 'terms' }, 'ja')).toBe('/ja/promo?code=ABC#terms')
    expect(switchHref({ pathname: '/ja', searchStr: '', hash: '' }, 'en')).toBe('/')
  })
})
