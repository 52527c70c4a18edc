import { searchParam, searchText } from '@/lib/search-text'

const readCode = searchText(64)

/** `?code=` pre-fills the field (the promo page links here with its code); junk is dropped, not fatal. */
export const applyCodeSearchSchema = {
  parse: (input: unknown): { code?: string | undefined } => ({ code: readCode(searchParam(input, 'code')) }),
}
