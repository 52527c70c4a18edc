import { describe, expect, it } from 'vitest'
import { otherPagePath, unionOfRuns } from './local-journeys.ts'

describe('unionOfRuns', () => {
  it('marks a character as run when any run ran it, file by file', () => {
    const union = unionOfRuns([
      new Map([['shell.js', Uint8Array.of(1, 0, 0, 1)]]),
      new Map([
        ['shell.js', Uint8Array.of(0, 1, 0, 1)],
        ['promo.js', Uint8Array.of(1, 1)],
      ]),
    ])
    expect([...(union.get('shell.js') ?? [])]).toEqual([1, 1, 0, 1])
    expect([...(union.get('promo.js') ?? [])]).toEqual([1, 1])
  })

  it('leaves the runs it was given as they were', () => {
    const first = Uint8Array.of(1, 0)
    unionOfRuns([new Map([['a.js', first]]), new Map([['a.js', Uint8Array.of(0, 1)]])])
    expect([...first]).toEqual([1, 0])
  })

  it('refuses two different scripts under one name', () => {
    expect(() => unionOfRuns([new Map([['a.js', Uint8Array.of(1)]]), new Map([['a.js', Uint8Array.of(1, 0)]])])).toThrow(/a\.js/)
  })
})

describe('otherPagePath', () => {
  it('follows a link to a page of another kind', () => {
    expect(otherPagePath('/applycode')).toBe('/promo')
    expect(otherPagePath('/')).toBe('/promo')
    expect(otherPagePath('/promo')).toBe('/getkinemo')
  })
})
