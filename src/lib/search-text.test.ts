import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { searchText } from './search-text'

describe('searchText', () => {
  const schema = z.object({ code: searchText(8, /^[A-Z0-9]+$/), note: searchText(4) })

  it('takes the numbers and booleans the router parses out of a query string as the text they were', () => {
    expect(schema.parse({ code: 12345678, note: true })).toEqual({ code: '12345678', note: 'true' })
  })

  it('drops a value that is too long, does not match, or is not text, and keeps the rest', () => {
    expect(schema.parse({ code: 'ABC<b>', note: 'ok' })).toEqual({ code: undefined, note: 'ok' })
    expect(schema.parse({ code: 'ABCDEFGHI', note: { a: 1 } })).toEqual({ code: undefined, note: undefined })
  })

  it('leaves a missing param missing', () => {
    expect(schema.parse({})).toEqual({ code: undefined, note: undefined })
  })
})
