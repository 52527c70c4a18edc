/**
 * Search params read on a first load (`/auth_action`, `/applycode`) are checked by these few lines
 * instead of zod: every zod schema type the route tree names ships on every page's first load.
 */

/** The router parses `?code=12345678` as a number and `?x=true` as a boolean; a search param here is text. */
const asText = (v: unknown) => (typeof v === 'number' || typeof v === 'boolean' ? String(v) : v)

/** Reads one search param: its text, or undefined when absent or unfit. */
export type SearchTextReader = (value: unknown) => string | undefined

/**
 * An optional text search param of at most `max` characters (and matching `pattern`, if given).
 * A value that does not fit is dropped, not fatal: the page then explains what is missing instead
 * of failing to render.
 */
export function searchText(max: number, pattern?: RegExp): SearchTextReader {
  return (value) => {
    const text = asText(value)
    return typeof text === 'string' && text.length <= max && (!pattern || pattern.test(text)) ? text : undefined
  }
}

/** The raw value of one param of a route's search input (absent when the input is not an object). */
export function searchParam(input: unknown, key: string): unknown {
  return typeof input === 'object' && input !== null && Object.hasOwn(input, key) ? Reflect.get(input, key) : undefined
}
