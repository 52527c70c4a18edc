import { runInThisContext } from 'node:vm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { noticePlacementSource } from './notice-script'

/** The inline script exactly as the prerendered page runs it: its source text, on its own. */
const runScript = (): void => {
  runInThisContext(noticePlacementSource())
}

function rect(top: number, height: number, left = 0, right = 390): DOMRect {
  return DOMRect.fromRect({ x: left, y: top, width: right - left, height })
}

function page({ ctaTop }: { ctaTop: number | (() => number) }) {
  document.body.innerHTML = `
    <section class="cookie-notice cookie-notice--placing"><p>Cookies and analytics</p></section>
    <header class="site-header"></header>
    <main><a class="button button--primary" href="/getkinemo">Download</a></main>`
  const notice = document.querySelector<HTMLElement>('.cookie-notice')
  const header = document.querySelector<HTMLElement>('.site-header')
  const cta = document.querySelector<HTMLElement>('.button--primary')
  if (!notice || !header || !cta) throw new Error('fixture')
  // Drawn where its class and style put it, as the browser would (the viewport is 800 px tall).
  notice.getBoundingClientRect = () =>
    notice.classList.contains('cookie-notice--bottom') ? rect(650, 150) : rect(Number.parseFloat(notice.style.insetBlockStart) || 0, 150)
  header.getBoundingClientRect = () => rect(0, 64)
  cta.getBoundingClientRect = () => rect(typeof ctaTop === 'number' ? ctaTop : ctaTop(), 48, 20, 200)
  Object.defineProperty(notice, 'offsetHeight', { value: 150 })
  return notice
}

const clearCookies = () => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`
  }
}

describe('the prerendered cookie notice placement script', () => {
  beforeEach(() => {
    clearCookies()
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true })
  })
  afterEach(() => {
    clearCookies()
    document.body.style.removeProperty('padding-block-end')
    document.documentElement.style.removeProperty('scroll-padding-block-start')
    document.documentElement.style.removeProperty('scroll-padding-block-end')
  })

  it('shows the notice at the bottom for a first visit, with room at the end of the page', () => {
    const notice = page({ ctaTop: 300 })
    runScript()
    expect(notice.className).toBe('cookie-notice cookie-notice--bottom')
    expect(document.body.style.paddingBlockEnd).toBe('150px')
  })

  it('lands focus above a notice at the bottom, before the app runs (WCAG 2.4.11)', () => {
    page({ ctaTop: 300 })
    runScript()
    expect(document.documentElement.style.scrollPaddingBlockEnd).toBe('calc(150px + 1rem)')
    expect(document.documentElement.style.scrollPaddingBlockStart).toBe('')
  })

  it('shows it below the header when the bottom would cover the main call to action', () => {
    const notice = page({ ctaTop: 700 })
    runScript()
    expect(notice.className).toBe('cookie-notice cookie-notice--top')
    expect(notice.style.insetBlockStart).toBe('64px')
  })

  it('lands focus below a notice under the header, and needs no room at the end', () => {
    page({ ctaTop: 700 })
    runScript()
    expect(document.documentElement.style.scrollPaddingBlockStart).toBe('calc(214px + 1rem)')
    expect(document.documentElement.style.scrollPaddingBlockEnd).toBe('')
    expect(document.body.style.paddingBlockEnd).toBe('')
  })

  it('keeps it hidden for a visitor who has already chosen', () => {
    document.cookie = 'kinemo_consent=denied; Path=/'
    const notice = page({ ctaTop: 300 })
    runScript()
    expect(notice.className).toBe('cookie-notice cookie-notice--placing')
  })

  it('shows it when the stored choice is not one the site wrote', () => {
    document.cookie = 'kinemo_consent=maybe; Path=/'
    const notice = page({ ctaTop: 300 })
    runScript()
    expect(notice.className).toBe('cookie-notice cookie-notice--bottom')
  })

  describe('when web fonts are still loading as it runs', () => {
    const loaded = Object.getOwnPropertyDescriptor(document, 'fonts')
    afterEach(() => {
      if (loaded) Object.defineProperty(document, 'fonts', loaded)
    })

    /** The page's web fonts, loading until `land()`. */
    function loadingFonts() {
      let resolve = () => {}
      const ready = new Promise<void>((r) => (resolve = r))
      Object.defineProperty(document, 'fonts', { configurable: true, value: { status: 'loading', ready } })
      return {
        land: async () => {
          resolve()
          await ready
          await Promise.resolve()
        },
      }
    }

    it('moves the notice off the call to action that a landed font pushed under it', async () => {
      const fonts = loadingFonts()
      let landed = false
      const notice = page({ ctaTop: () => (landed ? 700 : 300) })
      runScript()
      expect(notice.className).toBe('cookie-notice cookie-notice--bottom')
      landed = true
      await fonts.land()
      expect(notice.className).toBe('cookie-notice cookie-notice--top')
      expect(notice.style.insetBlockStart).toBe('64px')
      expect(document.body.style.paddingBlockEnd).toBe('')
    })

    it('leaves the notice where it is when the fonts change nothing it covers', async () => {
      const fonts = loadingFonts()
      const notice = page({ ctaTop: 300 })
      runScript()
      await fonts.land()
      expect(notice.className).toBe('cookie-notice cookie-notice--bottom')
      expect(document.body.style.paddingBlockEnd).toBe('150px')
    })

    it('leaves the notice alone once the app has taken it over', async () => {
      const fonts = loadingFonts()
      let landed = false
      const notice = page({ ctaTop: () => (landed ? 700 : 300) })
      runScript()
      delete notice.dataset.placedBy
      landed = true
      await fonts.land()
      expect(notice.className).toBe('cookie-notice cookie-notice--bottom')
    })
  })
})
