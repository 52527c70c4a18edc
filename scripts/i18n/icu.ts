import { parse, type Token } from '@messageformat/parser'

/**
 * The parts of a message a translation must keep: its arguments (`{name}`, `{count, plural, …}`),
 * Lingui's numbered tags (`<0>…</0>`, `<1/>`) and the cases of each plural or select.
 */
export interface MessageShape {
  /** Argument name -> the ways it is used: `argument`, `plural`, `select`, `selectordinal` or a function like `number`. */
  args: Map<string, Set<string>>
  /** Tags as written: `<0>`, `</0>`, `<1/>`. */
  tags: Set<string>
  selectors: Selector[]
}

export interface Selector {
  arg: string
  type: 'plural' | 'select' | 'selectordinal'
  keys: string[]
}

export type ParseResult = { ok: true; shape: MessageShape } | { ok: false; error: string }

const TAG = /<\/?\d+\s*\/?>/g

function addArg(shape: MessageShape, arg: string, use: string): void {
  const uses = shape.args.get(arg) ?? new Set<string>()
  uses.add(use)
  shape.args.set(arg, uses)
}

function walk(tokens: readonly Token[], shape: MessageShape): void {
  for (const token of tokens) {
    switch (token.type) {
      case 'content':
        for (const tag of token.value.match(TAG) ?? []) shape.tags.add(tag.replace(/\s+/g, ''))
        break
      case 'argument':
        addArg(shape, token.arg, 'argument')
        break
      case 'function':
        addArg(shape, token.arg, token.key)
        break
      case 'plural':
      case 'select':
      case 'selectordinal':
        addArg(shape, token.arg, token.type)
        shape.selectors.push({ arg: token.arg, type: token.type, keys: token.cases.map((c) => c.key) })
        for (const c of token.cases) walk(c.tokens, shape)
        break
      case 'octothorpe':
        break
    }
  }
}

/**
 * Parses a message the way Lingui's compiler does (`@messageformat/parser` with default options),
 * so anything that fails here would also fail, or render wrongly, at runtime.
 */
export function parseMessage(message: string): ParseResult {
  try {
    const shape: MessageShape = { args: new Map(), tags: new Set(), selectors: [] }
    // Plural keys are checked per locale against CLDR below, not by the parser's fixed list.
    walk(parse(message, { cardinal: [], ordinal: [] }), shape)
    return { ok: true, shape }
  } catch (error) {
    return {
      ok: false,
      error: error instanceof Error ? (error.message.split('\n')[0] ?? error.message).trim().replace(/:$/, '') : String(error),
    }
  }
}

export interface PluralCategories {
  cardinal: string[]
  ordinal: string[]
}

/** The categories a language's plurals need, from CLDR as shipped in the runtime's Intl data. */
export function pluralCategories(locale: string): PluralCategories {
  return {
    cardinal: new Intl.PluralRules(locale).resolvedOptions().pluralCategories,
    ordinal: new Intl.PluralRules(locale, { type: 'ordinal' }).resolvedOptions().pluralCategories,
  }
}
