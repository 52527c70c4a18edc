// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { notFoundSectionOf, pathLanguageScript, withPathLanguages } from './not-found-languages.ts'

const page = (lang: string, dir: string, heading: string, home: string, href: string) =>
  `<!doctype html><html lang="${lang}" dir="${dir}"><head><title>${heading} · Kinemo</title></head><body><main><section class="status-page" aria-labelledby="status-title"><h1 id="status-title">${heading}</h1><p class="status-page__actions"> <a class="button button--primary" href="${href}">${home}</a></p></section></main><span id="layout-end" hidden></span></body></html>`

/** The built page at `path`, its inline script run as the parser runs it (jsdom lacks CSS.escape). */
function open(html: string, path: string) {
  window.history.replaceState(null, '', path)
  const parsed = new DOMParser().parseFromString(html, 'text/html')
  document.documentElement.lang = parsed.documentElement.lang
  document.documentElement.dir = parsed.documentElement.dir
  delete document.documentElement.dataset.renderedLang
  document.head.innerHTML = parsed.head.innerHTML
  document.body.innerHTML = ''
  if (!('CSS' in window)) Object.assign(window, { CSS: { escape: (value: string) => value.replace(/["\\]/g, '\\$&') } })
  // Moved node by node, so the script runs where the parser would meet it, after the template.
  for (const node of [...parsed.body.childNodes]) {
    if (node instanceof HTMLScriptElement) {
      const script = document.createElement('script')
      script.textContent = node.textContent
      document.body.append(script)
    } else document.body.append(document.importNode(node, true))
  }
  return {
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    rendered: document.documentElement.dataset.renderedLang,
    title: document.title,
    heading: document.getElementById('status-title')?.textContent,
    home: document.querySelector('.status-page__actions a')?.getAttribute('href'),
    leftovers: document.querySelectorAll('template, script').length,
  }
}

describe("the 404 page in the path's language", () => {
  const arabic = notFoundSectionOf(page('ar', 'rtl', 'تعذّر العثور على هذه الصفحة', 'العودة', '/ar'))
  const built = withPathLanguages(page('en', 'ltr', 'This page could not be found', 'Go back to home', '/'), [arabic], 'layout-end')

  it("keeps a rendered 404 page's status section, marked with its language, direction and title", () => {
    expect(arabic).toMatch(/^<section class="status-page"/)
    expect(arabic).toContain('lang="ar"')
    expect(arabic).toContain('dir="rtl"')
    expect(arabic).toContain('data-title="تعذّر العثور على هذه الصفحة · Kinemo"')
    expect(arabic).toContain('href="/ar"')
  })

  it('refuses a page without its status section, rather than write an empty greeting', () => {
    expect(() => notFoundSectionOf('<html lang="de"><title>x</title></html>')).toThrow(/status section/)
  })

  it('puts the sections and the script before the layout end of the English page', () => {
    expect(built.indexOf('<template>')).toBeLessThan(built.indexOf('<span id="layout-end"'))
    expect(built).toContain(`<script>${pathLanguageScript()}</script><span id="layout-end"`)
  })

  it('shows the language the path names before anything paints, and leaves no trace for the app', () => {
    expect(open(built, '/ar/old-offer?x=1')).toEqual({
      lang: 'ar',
      dir: 'rtl',
      rendered: 'en',
      title: 'تعذّر العثور على هذه الصفحة · Kinemo',
      heading: 'تعذّر العثور على هذه الصفحة',
      home: '/ar',
      leftovers: 0,
    })
  })

  it('leaves other paths English', () => {
    for (const path of ['/xx/old-offer', '/nope', '/%22%5D/x', '/']) {
      const shown = open(built, path)
      expect(shown, path).toMatchObject({ lang: 'en', heading: 'This page could not be found', home: '/', leftovers: 0 })
      expect(shown.rendered, path).toBeUndefined()
    }
  })
})
