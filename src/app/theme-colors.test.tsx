import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SITE } from '@/config/site'
import { ThemeColors } from './theme-colors'

describe('theme colours', () => {
  it('gives the browser one theme colour per scheme, each behind its media query', () => {
    const { unmount } = render(<ThemeColors />)
    // React places <meta> in the document head wherever it is rendered.
    const metas = [...document.head.querySelectorAll('meta[name="theme-color"]')].map((m) => [
      m.getAttribute('media'),
      m.getAttribute('content'),
    ])
    unmount()
    expect(metas).toEqual([
      ['(prefers-color-scheme: light)', SITE.themeColor.light],
      ['(prefers-color-scheme: dark)', SITE.themeColor.dark],
    ])
  })
})
