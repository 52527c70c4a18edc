/**
 * Hosting answers every unknown path with the one 404.html, rendered in English. So that a dead
 * link under `/de/…` greets in German from the first paint, the build renders the 404 page in every
 * language, keeps each one's words (title, heading, link home) in a <template> of 404.html, and a
 * small inline script, parsed before the first frame (it sits before the layout's end), puts the
 * path's language in. With JavaScript off the page stays English.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5'

type Node = DefaultTreeAdapterMap['node']
type Element = DefaultTreeAdapterMap['element']

export interface NotFoundWords {
  lang: string
  dir: string
  title: string
  heading: string
  home: string
  href: string
}

const isElement = (node: Node): node is Element => 'tagName' in node
function* elements(root: Node): Generator<Element> {
  for (const child of 'childNodes' in root ? root.childNodes : []) {
    if (!isElement(child)) continue
    yield child
    yield* elements(child)
  }
}
const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value
const textOf = (node: Node): string =>
  node.nodeName === '#text' && 'value' in node ? node.value : 'childNodes' in node ? node.childNodes.map(textOf).join('') : ''

/** The words of a rendered 404 page: its language, title, heading and the link home. */
export function notFoundWordsOf(html: string): NotFoundWords {
  const all = [...elements(parse(html))]
  const root = all.find((e) => e.tagName === 'html')
  const title = all.find((e) => e.tagName === 'title')
  const heading = all.find((e) => attr(e, 'id') === 'status-title')
  const actions = all.find((e) => attr(e, 'class')?.split(' ').includes('status-page__actions'))
  const home = actions ? [...elements(actions)].find((e) => e.tagName === 'a') : undefined
  if (!root || !title || !heading || !home) throw new Error('A rendered 404 page without its language, title, heading or link home')
  return {
    lang: attr(root, 'lang') ?? '',
    dir: attr(root, 'dir') ?? 'ltr',
    title: textOf(title).trim(),
    heading: textOf(heading).trim(),
    home: textOf(home).trim(),
    href: attr(home, 'href') ?? '/',
  }
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export const NOT_FOUND_TEMPLATE_ID = 'not-found-languages'

/** Runs in the browser before the first paint; self-contained, as its source is inlined. */
export function showPathLanguage(templateId: string): void {
  const code = location.pathname.split('/')[1]
  const template = document.getElementById(templateId)
  // Gone before the app starts, so the English page hydrates into exactly the markup it rendered.
  template?.remove()
  document.currentScript?.remove()
  if (!code || !(template instanceof HTMLTemplateElement)) return
  for (const words of Array.from(template.content.children)) {
    if (words.getAttribute('lang') !== code) continue
    const html = document.documentElement
    // The app renders the page afresh rather than hydrating markup made in another language (document-locale.ts).
    html.setAttribute('data-rendered-lang', html.lang)
    html.lang = code
    html.dir = words.getAttribute('dir') ?? 'ltr'
    document.title = words.getAttribute('data-title') ?? document.title
    const heading = document.getElementById('status-title')
    if (heading) heading.textContent = words.getAttribute('data-heading')
    const home = document.querySelector('.status-page__actions a')
    if (home) {
      home.textContent = words.getAttribute('data-home')
      home.setAttribute('href', words.getAttribute('data-href') ?? '/')
    }
    return
  }
}

/** The inline script's exact text, which the build also allows by hash (hosting-postbuild.ts). */
export function pathLanguageScript(): string {
  return `(${showPathLanguage.toString()})(${JSON.stringify(NOT_FOUND_TEMPLATE_ID)})`
}

/** 404.html with every other language's words and the script that shows the path's, before the layout's end. */
export function withPathLanguages(html: string, languages: readonly NotFoundWords[], layoutEndId: string): string {
  const marker = `<span id="${layoutEndId}"`
  if (html.split(marker).length !== 2) throw new Error(`404.html must hold ${marker} exactly once`)
  const words = languages
    .map(
      (w) =>
        `<p lang="${escapeAttribute(w.lang)}" dir="${escapeAttribute(w.dir)}" data-title="${escapeAttribute(w.title)}" data-heading="${escapeAttribute(w.heading)}" data-home="${escapeAttribute(w.home)}" data-href="${escapeAttribute(w.href)}"></p>`,
    )
    .join('')
  return html.replace(
    marker,
    `<template id="${NOT_FOUND_TEMPLATE_ID}">${words}</template><script>${pathLanguageScript()}</script>${marker}`,
  )
}
