import { describe, expect, it } from 'vitest'
import { scriptJson } from './script-json'

describe('scriptJson', () => {
  it('never lets a value end the script or open a comment, and reads back as the same value', () => {
    const value = { path: '</script><script>alert(1)</script>', note: '<!-- x -->', amp: 'a&b', lines: 'a\u2028b\u2029c' }
    const json = scriptJson(value)
    expect(json).not.toMatch(/<|>|&|\u2028|\u2029/)
    expect(JSON.parse(json)).toEqual(value)
  })

  it('leaves ordinary values as JSON.stringify writes them', () => {
    expect(scriptJson({ supported: ['de', 'zh-CN'], rootRedirect: '/promo' })).toBe('{"supported":["de","zh-CN"],"rootRedirect":"/promo"}')
  })
})
