import { describe, expect, it } from 'vitest'
import { detectPlatform, storeOrder } from './platform'
import { platformMarkScript } from './platform-mark'

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 15_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Mobile/15E148 Safari/604.1',
  ipadDesktopClass: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  androidPhone: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 9; SM-T820) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
}

describe('detectPlatform', () => {
  it('recognizes iPhone and iPad, including iPadOS that presents itself as a Mac', () => {
    expect(detectPlatform(UA.iphone)).toBe('ios')
    expect(detectPlatform(UA.ipad)).toBe('ios')
    expect(detectPlatform(UA.ipadDesktopClass, 5)).toBe('ios')
  })

  it('recognizes Android phones and tablets', () => {
    expect(detectPlatform(UA.androidPhone)).toBe('android')
    expect(detectPlatform(UA.androidTablet)).toBe('android')
  })

  it('treats computers, a Mac without touch included, as desktop', () => {
    expect(detectPlatform(UA.ipadDesktopClass, 0)).toBe('desktop')
    expect(detectPlatform(UA.windows)).toBe('desktop')
    expect(detectPlatform(UA.linux)).toBe('desktop')
    expect(detectPlatform('')).toBe('desktop')
  })
})

describe('storeOrder', () => {
  it("puts the visitor's own store first", () => {
    expect(storeOrder('ios')).toEqual(['ios', 'android'])
    expect(storeOrder('android')).toEqual(['android', 'ios'])
    expect(storeOrder('desktop')).toEqual(['ios', 'android'])
  })
})

describe('the inline head script of /getkinemo', () => {
  /** Runs platform-mark.inline.js against a fake browser and returns what it wrote on <html>. */
  function mark(userAgent: string, maxTouchPoints = 0): string | undefined {
    const dataset: Record<string, string> = {}
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const run = new Function('navigator', 'document', platformMarkScript) as (n: unknown, d: unknown) => void
    run({ userAgent, maxTouchPoints }, { documentElement: { dataset } })
    return dataset.platform
  }

  it.each([
    [UA.iphone, 0],
    [UA.ipad, 5],
    [UA.ipadDesktopClass, 5],
    [UA.ipadDesktopClass, 0],
    [UA.androidPhone, 5],
    [UA.androidTablet, 5],
    [UA.windows, 0],
    [UA.linux, 0],
    ['', 0],
    ['<script>alert(1)</script>', 0],
  ])('decides as detectPlatform does: %s (%i touch points)', (userAgent, touch) => {
    expect(mark(userAgent, touch)).toBe(detectPlatform(userAgent, touch))
  })
})
