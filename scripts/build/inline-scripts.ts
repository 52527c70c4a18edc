/**
 * The inline scripts a prerendered page may carry. The build hashes a page's inline scripts into
 * its policy (csp.ts), which would just as well allow a script nobody meant to write (markup
 * from content, a dependency's new feature), so it first checks each one against this list and
 * fails on anything else: our own scripts by their exact text, TanStack Router's by their shape.
 */
import type { InlineScript } from './csp.ts'

export interface ExpectedScript {
  name: string
  matches: (script: InlineScript) => boolean
}

const TSR_STREAM_START = '(self.$R=self.$R||{})["tsr"]=[];self.$_TSR={'
const TSR_STREAM_END =
  "{let s=document.currentScript,p;while((p=s.previousElementSibling)&&p.hasAttribute('data-tsr-stream-part'))p.remove();s.remove()}"

/** TanStack Router's SSR scripts: scroll restoration and the dehydrated router state it streams. */
export const ROUTER_SCRIPTS: readonly ExpectedScript[] = [
  {
    name: 'TanStack Router scroll restoration',
    matches: ({ text }) =>
      /^\(function\([\w,]*\)\{[^<]*\}\)\("tsr-scroll-restoration-v[\w]+"\);document\.currentScript\.remove\(\)$/.test(text),
  },
  {
    // The dehydrated state inside is serialized by seroval, which escapes `<` in strings, so a
    // value that tried to close the script would split it and fail this check. A large state
    // comes in several consecutive `data-tsr-stream-part` scripts, checked as one (see below).
    name: 'TanStack Router dehydrated state',
    matches: ({ text, attributes }) =>
      'data-tsr-stream-part' in attributes && text.startsWith(TSR_STREAM_START) && text.endsWith(TSR_STREAM_END),
  },
  { name: 'TanStack Router stream boundary', matches: ({ text }) => text === 'document.currentScript.remove();/*$tsr-stream-boundary*/' },
  {
    name: 'TanStack Router stream end',
    matches: ({ text }) =>
      /^\(\$R=>\$R\[\d+\]\.return\(void 0\)\)\(\$R\["tsr"\]\);\$_TSR\.e\(\);document\.currentScript\.remove\(\)$/.test(text),
  },
]

/** The expected scripts: TanStack Router's, and the site's own (exact texts from the server bundle). */
export function expectedScripts(own: Record<string, string>): ExpectedScript[] {
  return [
    ...ROUTER_SCRIPTS,
    ...Object.entries(own).map(([name, source]) => ({ name, matches: ({ text }: InlineScript) => text === source })),
  ]
}

/** Consecutive parts of the router's streamed state as one script: the parts joined as the router splits them. */
export function joinStreamParts(scripts: readonly InlineScript[]): InlineScript[] {
  const out: InlineScript[] = []
  let previousWasPart = false
  for (const script of scripts) {
    const isPart = 'data-tsr-stream-part' in script.attributes
    const last = out.at(-1)
    if (isPart && previousWasPart && last) out[out.length - 1] = { ...last, text: `${last.text};${script.text}` }
    else out.push(script)
    previousWasPart = isPart
  }
  return out
}

/** The scripts of a page that match nothing expected. */
export function unexpectedScripts(scripts: readonly InlineScript[], expected: readonly ExpectedScript[]): InlineScript[] {
  return joinStreamParts(scripts).filter((script) => !expected.some((kind) => kind.matches(script)))
}
