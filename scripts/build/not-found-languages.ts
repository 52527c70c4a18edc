/**
 * Hosting answers every unknown path with the one 404.html, rendered in English. So that a dead
 * link under `/de/…` greets in German from the first paint, the build renders the 404 page in every
 * language and keeps each one's status section (heading, link home) in a <template> of 404.html,
 * marked with its language, direction and title; a small inline script, parsed before the first
 * frame (it sits before the layout's end), puts the path's in. With JavaScript off it stays English.
 */
import { parse, serializeOuter, type DefaultTreeAdapterMap } from 'parse5'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { minifyInlineScript } from './vite/inline-script.ts'

const SCRIPT_FILE = join(import.meta.dirname, 'not-found-languages.inline.js')

type Node = DefaultTreeAdapterMap['node']
type Element = DefaultTreeAdapterMap['element']

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

/**
 * A rendered 404 page's status section (heading, link home), marked with the page's language,
 * direction and title, as the template holds it.
 */
export function notFoundSectionOf(html: string): string {
  const all = [...elements(parse(html))]
  const root = all.find((e) => e.tagName === 'html')
  const title = all.find((e) => e.tagName === 'title')
  const section = all.find((e) => e.tagName === 'section' && attr(e, 'class')?.split(' ').includes('status-page'))
  const lang = root && attr(root, 'lang')
  if (!lang || !title || !section) throw new Error('A rendered 404 page without its language, title or status section')
  const marks = { lang, dir: attr(root, 'dir') ?? 'ltr', 'data-title': textOf(title).trim() }
  section.attrs = [...section.attrs.filter((a) => !(a.name in marks)), ...Object.entries(marks).map(([name, value]) => ({ name, value }))]
  return serializeOuter(section)
}

/** The inline script's exact text, which the build also allows by hash (hosting-postbuild.ts). */
export function pathLanguageScript(): string {
  return minifyInlineScript(readFileSync(SCRIPT_FILE, 'utf8'), SCRIPT_FILE)
}

/** 404.html with every other language's status section and the script that shows the path's, before the layout's end. */
export function withPathLanguages(html: string, sections: readonly string[], layoutEndId: string): string {
  const marker = `<span id="${layoutEndId}"`
  if (html.split(marker).length !== 2) throw new Error(`404.html must hold ${marker} exactly once`)
  return html.replace(marker, `<template>${sections.join('')}</template><script>${pathLanguageScript()}</script>${marker}`)
}
