import { afterEach, describe, expect, it } from 'vitest'
import { applyFocus, focusTargetFor, focusWasLost } from './focus'

const at = (pathname: string, hash = '') => ({ pathname, hash })

describe('where focus goes after a navigation', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('leaves the first load alone', () => {
    expect(focusTargetFor({ toLocation: at('/promo') })).toEqual({ type: 'none' })
  })

  it('moves to the new page', () => {
    expect(focusTargetFor({ fromLocation: at('/'), toLocation: at('/promo') })).toEqual({ type: 'page' })
    expect(focusTargetFor({ fromLocation: at('/de'), toLocation: at('/de/license') })).toEqual({ type: 'page' })
  })

  it('hands focus to a hash target, on the same page or across pages', () => {
    expect(focusTargetFor({ fromLocation: at('/license'), toLocation: at('/license', 'terms') })).toEqual({ type: 'hash', id: 'terms' })
    expect(focusTargetFor({ fromLocation: at('/'), toLocation: at('/license', 'terms') })).toEqual({ type: 'hash', id: 'terms' })
  })

  it('stays on the control the visitor used for a language switch of the same page', () => {
    expect(focusTargetFor({ fromLocation: at('/promo'), toLocation: at('/ar/promo') })).toEqual({ type: 'none' })
    expect(focusTargetFor({ fromLocation: at('/de'), toLocation: at('/') })).toEqual({ type: 'none' })
  })

  it('focuses the main heading, making it focusable by script only', () => {
    document.body.innerHTML = '<header><a href="/">Home</a></header><main id="main"><h1>Kinemo Pro offer</h1></main>'
    const target = applyFocus({ type: 'page' })
    expect(target?.tagName).toBe('H1')
    expect(document.activeElement).toBe(target)
    expect(target?.getAttribute('tabindex')).toBe('-1')
  })

  it('falls back to the main landmark when the page has no heading', () => {
    document.body.innerHTML = '<main id="main" tabindex="-1"><p>Text</p></main>'
    expect(applyFocus({ type: 'page' })?.tagName).toBe('MAIN')
  })

  it('focuses a hash target, or the page when the target is missing', () => {
    document.body.innerHTML = '<main><h1>License</h1><h2 id="terms">Terms</h2></main>'
    expect(applyFocus({ type: 'hash', id: 'terms' })?.id).toBe('terms')
    expect(applyFocus({ type: 'hash', id: 'nowhere' })?.tagName).toBe('H1')
  })

  it('notices when focus fell back to the body', () => {
    document.body.innerHTML = '<main><button>Try again</button></main>'
    expect(focusWasLost()).toBe(true)
    document.querySelector('button')?.focus()
    expect(focusWasLost()).toBe(false)
  })
})
