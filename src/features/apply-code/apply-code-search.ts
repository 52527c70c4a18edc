import * as z from 'zod/mini'
import { searchText } from '@/lib/search-text'

/**
 * `?code=` pre-fills the field (the promo page links here with its code); junk is dropped, not
 * fatal. Lazy because the route tree, and with it this schema, loads on every page.
 */
export const applyCodeSearchSchema = z.lazy(() =>
  z.object({
    code: searchText(64),
  }),
)
