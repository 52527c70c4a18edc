import { z } from 'zod'

/**
 * `?code=` pre-fills the field (the promo page links here with its code). The router parses
 * `?code=12345678` as a number, so numbers are taken as text; junk is dropped, not fatal.
 */
export const applyCodeSearchSchema = z.object({
  code: z
    .preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().max(64))
    .optional()
    .catch(undefined),
})
