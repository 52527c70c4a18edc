import { describe, expect, it } from 'vitest'
import { matchesLcpNode } from './lcp-element.ts'

describe('matchesLcpNode', () => {
  const node = { selector: 'section.hero > p', snippet: '<p>', nodeLabel: 'Kinemo puts a layer-based video and motion…' }

  it('finds the LCP text among several elements the selector matches', () => {
    const candidates = [
      { tag: 'P', text: 'Reimagine Creativity' },
      { tag: 'P', text: 'Kinemo puts a layer-based video and motion graphics studio on your phone.' },
    ]
    expect(matchesLcpNode(candidates, node)).toBe(true)
  })

  it('fails when the element is absent or only its neighbour is there', () => {
    expect(matchesLcpNode([], node)).toBe(false)
    expect(matchesLcpNode([{ tag: 'P', text: 'Reimagine Creativity' }], node)).toBe(false)
  })

  it('finds a block whose label Lighthouse wrote with line breaks between its heading and text', () => {
    const notice = {
      selector: 'div.site > section.cookie-notice',
      snippet: '<section class="cookie-notice">',
      nodeLabel: 'Cookies and analytics\n\nWe use a cookie to remember your language. With your per…',
    }
    const candidates = [
      {
        tag: 'SECTION',
        text: 'Cookies and analyticsWe use a cookie to remember your language. With your permission, we also measure visits.',
      },
    ]
    expect(matchesLcpNode(candidates, notice)).toBe(true)
    expect(matchesLcpNode([{ tag: 'SECTION', text: 'Cookies and analytics' }], notice)).toBe(false)
  })

  it('accepts an image by tag alone and rejects a different tag', () => {
    const image = { selector: 'main img', snippet: '<img src="/hero.avif" alt="">', nodeLabel: 'Hero' }
    expect(matchesLcpNode([{ tag: 'IMG', text: '' }], image)).toBe(true)
    expect(matchesLcpNode([{ tag: 'DIV', text: 'Hero' }], image)).toBe(false)
  })
})
