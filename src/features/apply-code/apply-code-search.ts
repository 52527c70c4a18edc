import { searchParam, searchText } from '@/lib/search-text'

/** The longest `?code=` the page reads; a longer one is dropped. */
export const CODE_PARAM_MAX = 64

const readCode = searchText(CODE_PARAM_MAX)

/** `?code=` pre-fills the field (the promo page links here with its code); junk is dropped, not fatal. */
export const applyCodeSearchSchema = {
  parse: (input: unknown): { code?: string | undefined } => ({ code: readCode(searchParam(input, 'code')) }),
}
