import { describe, expect, it } from 'vitest'
import { attr, elements, find, parseHtml, textOf } from './html.ts'

describe('reading HTML without a browser', () => {
  const doc = parseHtml(
    '<html lang="de"><body><main><p role="note">Nur  auf\n Englisch</p><nav><a href="#a">A</a><a href="#b">B</a></nav></main></body></html>',
  )

  it('finds elements by tag and attribute and reads their text as a reader sees it', () => {
    expect(find(doc, 'html').map((e) => attr(e, 'lang'))).toEqual(['de'])
    const [note] = find(doc, 'p', { role: 'note' })
    expect(note && textOf(note)).toBe('Nur auf Englisch')
    expect(find(doc, 'a').map((a) => attr(a, 'href'))).toEqual(['#a', '#b'])
  })

  it('walks elements in document order', () => {
    expect([...elements(doc)].map((e) => e.tagName)).toEqual(['html', 'head', 'body', 'main', 'p', 'nav', 'a', 'a'])
  })
})

describe('text as a reader sees it', () => {
  it('keeps a no-break space, which HTML does not collapse', () => {
    const [p] = find(parseHtml('<p>  le «\u00a0Contrat\u202f» \n</p>'), 'p')
    expect(p && textOf(p)).toBe('le «\u00a0Contrat\u202f»')
  })
})
