import { describe, expect, it } from 'vitest'
import { routerManagesScroll, type ScrollChange } from './scroll-policy'

const loc = (pathname: string, search = '', hash = '') => ({ pathname, search, hash })
const applyCode = { staticData: { scrollToTop: ({ from, to }: ScrollChange) => from.pathname !== to.pathname } }

describe('scroll policy', () => {
  it('lets the router scroll to the top on an ordinary navigation', () => {
    expect(
      routerManagesScroll({ action: 'PUSH', from: loc('/'), to: loc('/promo'), matches: [{ staticData: {} }, { staticData: {} }] }),
    ).toBe(true)
  })

  it('keeps the position for a page that opts out', () => {
    expect(
      routerManagesScroll({
        action: 'PUSH',
        from: loc('/'),
        to: loc('/promo'),
        matches: [{ staticData: {} }, { staticData: { scrollToTop: false } }],
      }),
    ).toBe(false)
  })

  it('asks a per-navigation flag: the apply-code page stays put when only its search changes', () => {
    expect(
      routerManagesScroll({ action: 'PUSH', from: loc('/applycode', '?code=SPRING'), to: loc('/applycode'), matches: [applyCode] }),
    ).toBe(false)
    expect(routerManagesScroll({ action: 'PUSH', from: loc('/promo'), to: loc('/applycode', '?code=SPRING'), matches: [applyCode] })).toBe(
      true,
    )
  })

  it('always restores on Back and Forward, even for a page that opts out', () => {
    for (const action of ['BACK', 'FORWARD', 'GO'] as const) {
      expect(routerManagesScroll({ action, from: loc('/'), to: loc('/promo'), matches: [{ staticData: { scrollToTop: false } }] })).toBe(
        true,
      )
    }
  })

  it('always scrolls a hash link to its target', () => {
    expect(
      routerManagesScroll({
        action: 'PUSH',
        from: loc('/'),
        to: loc('/promo', '', 'terms'),
        matches: [{ staticData: { scrollToTop: false } }],
      }),
    ).toBe(true)
  })

  it('lets the deepest route that says something decide', () => {
    const matches = [{ staticData: { scrollToTop: false } }, { staticData: {} }, { staticData: { scrollToTop: true } }]
    expect(routerManagesScroll({ action: 'REPLACE', from: loc('/'), to: loc('/promo'), matches })).toBe(true)
  })
})
