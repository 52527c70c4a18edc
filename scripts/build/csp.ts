/**
 * Content-Security-Policy pieces shared by the build (per-page `<meta>` policies), the local
 * server (emulator origins) and the tests.
 *
 * Why two policies: Firebase Hosting's headers are static per path glob, but every prerendered
 * page carries different inline scripts (TanStack Router's dehydrated state, the root page's
 * language detection), so their hashes can only live in the page itself. The browser enforces
 * every policy it receives, so a resource loads only when both allow it:
 * - the `Content-Security-Policy` header in firebase.json (every response: pages, assets, 404s,
 *   redirects) carries everything that does not depend on page content: frame-ancestors (which a
 *   `<meta>` cannot carry), base-uri, object-src, form-action, connect-src, frame-src, img-src...
 *   It must NOT name script-src, style-src or default-src: those would also apply to inline
 *   scripts and no static header can list each page's hashes.
 * - the `<meta http-equiv="Content-Security-Policy">` that `scripts/build/hosting-postbuild.ts` writes
 *   first into each page's `<head>` carries script-src and style-src with that page's hashes.
 */
import { createHash } from 'node:crypto'
import { parse, type DefaultTreeAdapterMap } from 'parse5'

type Node = DefaultTreeAdapterMap['node']
type Element = DefaultTreeAdapterMap['element']

/** Script origins a page may load besides its own: analytics (after consent) and Google sign-in. */
export const SCRIPT_HOSTS = [
  // gtag.js, loaded by Firebase Analytics once the visitor accepts cookies.
  'https://www.googletagmanager.com',
  // gapi, loaded by Firebase Auth for signInWithPopup / signInWithRedirect.
  'https://apis.google.com',
] as const

/** Directives that only the per-page `<meta>` policy may carry (see the file comment). */
export const META_ONLY_DIRECTIVES = [
  'default-src',
  'script-src',
  'script-src-elem',
  'script-src-attr',
  'style-src',
  'style-src-elem',
  'style-src-attr',
] as const

/** Directives a `<meta>` policy cannot carry: browsers ignore them there. */
export const HEADER_ONLY_DIRECTIVES = ['frame-ancestors', 'report-uri', 'report-to', 'sandbox'] as const

export type Policy = Map<string, string[]>

/** Parses a serialized policy; like browsers, a repeated directive keeps its first occurrence. */
export function parseCsp(policy: string): Policy {
  const out: Policy = new Map()
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean)
    if (!name) continue
    const key = name.toLowerCase()
    if (!out.has(key)) out.set(key, sources)
  }
  return out
}

export function serializeCsp(policy: Policy): string {
  return [...policy].map(([name, sources]) => [name, ...sources].join(' ')).join('; ')
}

/**
 * Adds sources to directives that already exist. A missing directive is an error rather than
 * something to create: adding `connect-src x` to a policy without connect-src would narrow it.
 */
export function addSources(policy: string, additions: Record<string, readonly string[]>): string {
  const parsed = parseCsp(policy)
  for (const [directive, sources] of Object.entries(additions)) {
    const current = parsed.get(directive)
    if (!current) throw new Error(`The policy has no ${directive} to extend`)
    for (const source of sources) if (!current.includes(source)) current.push(source)
  }
  return serializeCsp(parsed)
}

/** `'sha256-…'` source of an inline script or style, hashed the way browsers do (UTF-8 of the text). */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

// The HTML standard's JavaScript MIME type essences; a <script> of any other type (JSON-LD,
// application/json) is a data block that never runs, so it needs no hash.
const JS_TYPES = new Set([
  '',
  'module',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
])

/** Whether a `<script type>` value makes the element run (import maps and speculation rules count too). */
export function isExecutableScriptType(type: string | undefined): boolean {
  const essence = (type ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  return JS_TYPES.has(essence) || essence === 'importmap' || essence === 'speculationrules'
}

function attr(element: Element, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value
}

function textOf(element: Element): string {
  return element.childNodes.map((child) => ('value' in child ? child.value : '')).join('')
}

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node
  if ('childNodes' in node) for (const child of node.childNodes) yield* elements(child)
  // Inline scripts inside <template> do not run, but hashing them costs nothing and keeps them
  // working if the template is ever cloned into the document.
  if ('content' in node) yield* elements(node.content)
}

export interface InlineHashes {
  scripts: string[]
  styles: string[]
}

export interface InlineScript {
  text: string
  attributes: Record<string, string>
}

/** What the build reads from one page, in one parse (parsing is most of the last build step's time). */
export interface PageScan {
  /** The inline scripts that run (the ones a hash would allow), in document order. */
  scripts: InlineScript[]
  /** Their hashes, and those of the `<style>` elements, in document order and without duplicates. */
  hashes: InlineHashes
  /** Whether the document already has a Content-Security-Policy `<meta>`. */
  hasPolicyMeta: boolean
  /** Where a policy `<meta>` goes: after `<meta charset>`, else first in `<head>`; undefined without a `<head>` start tag. */
  policyMetaAt: number | undefined
}

function isInlineScript(element: Element): boolean {
  return element.tagName === 'script' && attr(element, 'src') === undefined && isExecutableScriptType(attr(element, 'type'))
}

/**
 * One parse of a page for everything the build needs from it. parse5 applies the HTML parser's
 * newline normalization, so the hashed text is the text the browser hashes.
 */
export function scanPage(html: string): PageScan {
  const scripts: InlineScript[] = []
  const scriptHashes = new Set<string>()
  const styleHashes = new Set<string>()
  let head: Element | undefined
  let hasPolicyMeta = false
  for (const element of elements(parse(html, { sourceCodeLocationInfo: true }))) {
    if (isInlineScript(element)) {
      const text = textOf(element)
      scripts.push({ text, attributes: Object.fromEntries(element.attrs.map((a) => [a.name, a.value])) })
      scriptHashes.add(sha256Source(text))
    }
    if (element.tagName === 'style') styleHashes.add(sha256Source(textOf(element)))
    if (element.tagName === 'head' && !head) head = element
    if (element.tagName === 'meta' && attr(element, 'http-equiv')?.toLowerCase() === 'content-security-policy') hasPolicyMeta = true
  }
  const charset = head?.childNodes.find(
    (child): child is Element => 'tagName' in child && child.tagName === 'meta' && attr(child, 'charset') !== undefined,
  )
  const headStart = head?.sourceCodeLocation?.startTag?.endOffset
  return {
    scripts,
    hashes: { scripts: [...scriptHashes], styles: [...styleHashes] },
    hasPolicyMeta,
    policyMetaAt: headStart === undefined ? undefined : (charset?.sourceCodeLocation?.endOffset ?? headStart),
  }
}

/**
 * The per-page policy. Scripts: this origin, the page's own inline scripts by hash, and the two
 * Google hosts Firebase needs; no 'unsafe-inline', no 'unsafe-eval'. Styles: stylesheets from this
 * origin and `<style>` elements by hash (style-src-elem); style attributes are allowed
 * (style-src-attr 'unsafe-inline') because React's `style` prop renders them into the prerendered
 * HTML, and an attribute cannot use selectors or @import, the tools of CSS-based data theft (its
 * url() loads are still bound by img-src and font-src). `style-src` is the fallback for browsers
 * without the -elem/-attr split (before Chrome 75, Firefox 108, Safari 15.4).
 */
export function pagePolicy(hashes: InlineHashes): string {
  return serializeCsp(
    new Map([
      ['script-src', ["'self'", ...hashes.scripts, ...SCRIPT_HOSTS]],
      ['style-src', ["'self'", "'unsafe-inline'"]],
      ['style-src-elem', ["'self'", ...hashes.styles]],
      ['style-src-attr', ["'unsafe-inline'"]],
    ]),
  )
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')
}

/**
 * The document with its policy `<meta>` as the first element of `<head>` after `<meta charset>`
 * (a meta policy only governs what the parser meets after it). A document that already has a
 * policy `<meta>` is rejected: this step owns the page policy. `scan` is the document's
 * `scanPage`, for a caller that has it already.
 */
export function withCspMeta(html: string, scan: PageScan = scanPage(html)): string {
  if (scan.hasPolicyMeta) throw new Error('The document already has a Content-Security-Policy <meta>')
  const at = scan.policyMetaAt
  if (at === undefined) throw new Error('The document has no <head> start tag')
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(pagePolicy(scan.hashes))}">`
  return html.slice(0, at) + meta + html.slice(at)
}

/**
 * Whether one source expression admits a URL, for the host-source, scheme-source and 'self'
 * forms this project's policies use (paths in sources are not used, so they are not matched).
 */
export function sourceAllows(source: string, url: URL, self: URL): boolean {
  if (source === "'self'") return url.origin === self.origin
  if (source === '*') return url.protocol === 'http:' || url.protocol === 'https:'
  if (/^[a-z][a-z0-9+.-]*:$/i.test(source)) return url.protocol === source.toLowerCase()
  const match = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?([^/:]+)(?::(\d+|\*))?$/i.exec(source)
  if (!match) return false
  const [, scheme, wildcard, host = '', port] = match
  if (scheme && `${scheme.toLowerCase()}:` !== url.protocol) return false
  if (!scheme && url.protocol !== self.protocol && !(self.protocol === 'http:' && url.protocol === 'https:')) return false
  const hostname = url.hostname.toLowerCase()
  const wanted = host.toLowerCase()
  if (wildcard ? !hostname.endsWith(`.${wanted}`) : hostname !== wanted) return false
  if (port === '*') return true
  const defaultPort = url.protocol === 'https:' ? '443' : url.protocol === 'http:' ? '80' : ''
  return (port ?? defaultPort) === (url.port || defaultPort)
}

// CSP3 fallback chains for the fetch directives this project uses.
const FALLBACKS: Record<string, readonly string[]> = {
  'script-src-elem': ['script-src-elem', 'script-src', 'default-src'],
  'style-src-elem': ['style-src-elem', 'style-src', 'default-src'],
  'frame-src': ['frame-src', 'child-src', 'default-src'],
  'worker-src': ['worker-src', 'child-src', 'script-src', 'default-src'],
}

/** Whether a policy admits a URL for a directive, following CSP3's fallbacks; no directive admits all. */
export function policyAllows(policy: string, directive: string, url: string, self: string): boolean {
  const parsed = parseCsp(policy)
  const chain = FALLBACKS[directive] ?? [directive, 'default-src']
  const effective = chain.map((name) => parsed.get(name)).find((sources) => sources !== undefined)
  if (!effective) return true
  return effective.some((source) => sourceAllows(source, new URL(url), new URL(self)))
}
