/** Reading built or served HTML without a browser: parse5's tree (the HTML parser's own rules) and a few queries. */
import { parse, type DefaultTreeAdapterMap } from 'parse5'

type Node = DefaultTreeAdapterMap['node']
export type Element = DefaultTreeAdapterMap['element']

export function parseHtml(html: string): Node {
  return parse(html)
}

const isElement = (node: Node): node is Element => 'tagName' in node

/** Every element below `root`, in document order (template contents left out). */
export function* elements(root: Node): Generator<Element> {
  for (const child of 'childNodes' in root ? root.childNodes : []) {
    if (!isElement(child)) continue
    yield child
    yield* elements(child)
  }
}

export function attr(element: Element, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value
}

/** The elements below `root` with the tag and, if given, the attributes' values. */
export function find(root: Node, tag: string, attrs: Record<string, string> = {}): Element[] {
  return [...elements(root)].filter((e) => e.tagName === tag && Object.entries(attrs).every(([k, v]) => attr(e, k) === v))
}

/** The text inside, with runs of HTML's white space as one space (a no-break space stays), as a reader sees it. */
export function textOf(node: Node): string {
  const parts: string[] = []
  const walk = (n: Node) => {
    if (n.nodeName === '#text' && 'value' in n) parts.push(n.value)
    if ('childNodes' in n) for (const c of n.childNodes) walk(c)
  }
  walk(node)
  return parts
    .join('')
    .replace(/[ \t\n\r\f]+/g, ' ')
    .replace(/^ | $/g, '')
}
