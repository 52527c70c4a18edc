/**
 * Whether the element Lighthouse reports as LCP is already in the prerendered HTML. The benchmark
 * looks the selector up in the page loaded with JavaScript disabled and passes what it found here.
 */
export interface LcpNode {
  selector: string
  snippet: string
  nodeLabel?: string | undefined
}

export interface FoundElement {
  tag: string
  text: string
}

// Whitespace is left out of the comparison: Lighthouse's label puts line breaks between blocks
// (a heading and its paragraph), where the element's textContent has none.
const normalize = (text: string) => text.replace(/\s+/g, '')
const MEDIA = new Set(['img', 'video', 'svg', 'image', 'picture', 'canvas'])

/** Lighthouse's selector can match several elements (`section > p`); any one with the right tag and text will do. */
export function matchesLcpNode(candidates: readonly FoundElement[], node: LcpNode): boolean {
  return candidates.some((found) => matchesOne(found, node))
}

function matchesOne(found: FoundElement, node: LcpNode): boolean {
  const tag = found.tag.toLowerCase()
  if (!node.snippet.toLowerCase().startsWith(`<${tag}`)) return false
  if (MEDIA.has(tag) || !node.nodeLabel) return true
  // Lighthouse truncates long labels with an ellipsis.
  const label = normalize(node.nodeLabel).replace(/…$/, '')
  return normalize(found.text).startsWith(label)
}
