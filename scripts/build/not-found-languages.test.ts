// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { NOT_FOUND_TEMPLATE_ID, notFoundWordsOf, pathLanguageScript, showPathLanguage, withPathLanguages } from './not-found-languages.ts'

const page = (lang: string, dir: string, heading: string, home: string, href: string) =>
  `<!doctype html><html lang="${lang}" dir="${dir}"><head><title>${heading} · Kinemo</title></head><body><main><section><h1 id="status-title">${heading}</h1><p class="status-page__actions"> <a class="button button--primary" href="${href}">${home}</a></p></section></main><span id="layout-end" hidden></span></body></html>`

describe("the 404 page in the path's language", () => {
  it("reads a rendered 404 page's language, title, heading and link home", () => {
    expect(notFoundWordsOf(page('ar', 'rtl', 'تعذّر العثور على هذه الصفحة', 'العودة', '/ar'))).toEqual({
      lang: 'ar',
      dir: 'rtl',
      title: 'تعذّر العثور على هذه الصفحة · Kinemo',
      heading: 'تعذّر العثور على هذه الصفحة',
      home: 'العودة',
      href: '/ar',
    })
  })

  it('refuses a page without its heading or link home, rather than write an empty greeting', () => {
    expect(() => notFoundWordsOf('<html lang="de"><title>x</title></html>')).toThrow(/heading or link home/)
  })

  it('puts every language, escaped, and the script before the layout end of the English page', () => {
    const english = page('en', 'ltr', 'This page could not be found', 'Go back to home', '/')
    const out = withPathLanguages(
      english,
      [{ lang: 'de', dir: 'ltr', title: 'A "quoted" <b>', heading: 'h', home: 'H', href: '/de' }],
      'layout-end',
    )
    expect(out).toContain('data-title="A &quot;quoted&quot; &lt;b&gt;"')
    expect(out.indexOf('<template id="not-found-languages">')).toBeLessThan(out.indexOf('<span id="layout-end"'))
    expect(out).toContain(`<script>${pathLanguageScript()}</script><span id="layout-end"`)
  })

  it('shows the words of the language the path names, and leaves other paths English', () => {
    const html = withPathLanguages(
      page('en', 'ltr', 'This page could not be found', 'Go back to home', '/'),
      [{ lang: 'ar', dir: 'rtl', title: 'عنوان · Kinemo', heading: 'عنوان', home: 'الرئيسية', href: '/ar' }],
      'layout-end',
    )
    const run = (path: string) => {
      document.documentElement.innerHTML = html.replace(/^<!doctype html><html[^>]*>/, '').replace(/<\/html>$/, '')
      document.documentElement.lang = 'en'
      document.documentElement.dir = 'ltr'
      delete document.documentElement.dataset.renderedLang
      window.history.replaceState(null, '', path)
      showPathLanguage(NOT_FOUND_TEMPLATE_ID)
      return {
        lang: document.documentElement.lang,
        dir: document.documentElement.dir,
        rendered: document.documentElement.dataset.renderedLang,
        title: document.title,
        heading: document.getElementById('status-title')?.textContent,
        home: document.querySelector('.status-page__actions a')?.getAttribute('href'),
      }
    }
    expect(run('/ar/old-offer')).toEqual({ lang: 'ar', dir: 'rtl', rendered: 'en', title: 'عنوان · Kinemo', heading: 'عنوان', home: '/ar' })
    expect(document.getElementById(NOT_FOUND_TEMPLATE_ID), 'the words leave the page once used').toBeNull()
    expect(run('/xx/old-offer').lang).toBe('en')
    expect(document.getElementById(NOT_FOUND_TEMPLATE_ID)).toBeNull()
    expect(run('/nope').heading).toBe('This page could not be found')
  })
})
