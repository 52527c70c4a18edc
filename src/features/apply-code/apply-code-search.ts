import * as z from 'zod/mini'

/**
 * `?code=` pre-fills the field (the promo page links here with its code). The router parses
 * `?code=12345678` as a number, so numbers are taken as text; junk is dropped, not fatal. Built on
 * first use (`z.lazy`): the route tree, and with it this schema, loads on every page.
 */
export const applyCodeSearchSchema = z.lazy(() =>
  z.object({
    code: z.catch(z.optional(z.pipe(z.transform((v: unknown) => (typeof v === 'number' ? String(v) : v)), z.string().check(z.maxLength(64)))), undefined),
  }),
)
