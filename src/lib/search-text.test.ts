import { describe, expect, it } from 'vitest'
import { searchParam, searchText } from './search-text'

describe('searchText', () => {
  const code = searchText(8, /^[A-Z0-9]+$/)
  const note = searchText(4)
  const schema = { parse: (input: unknown) => ({ code: code(searchParam(input, 'code')), note: note(searchParam(input, 'note')) }) }

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

  it('reads no params out of an input that is not an object, nor inherited ones', () => {
    expect(schema.parse(null)).toEqual({ code: undefined, note: undefined })
    expect(schema.parse(Object.create({ code: 'ABC' }))).toEqual({ code: undefined, note: undefined })
  })
})
