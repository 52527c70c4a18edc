import * as z from 'zod/mini'

/** The router parses `?code=12345678` as a number and `?x=true` as a boolean; a search param here is text. */
const asText = (v: unknown) => (typeof v === 'number' || typeof v === 'boolean' ? String(v) : v)

/** A value that does not fit is dropped, not fatal: the page explains what is missing instead of failing to render. */
export function searchText(max: number, pattern?: RegExp) {
  const checked = pattern ? z.string().check(z.maxLength(max), z.regex(pattern)) : z.string().check(z.maxLength(max))
  return z.catch(z.optional(z.pipe(z.transform(asText), checked)), undefined)
}
