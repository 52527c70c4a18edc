import { describe, expect, it } from 'vitest'
import { FONT_CALLS, layoutCost, type TraceEvent } from './first-layout'

const event = (name: string, ts: number, dur: number, tid = 1): TraceEvent => ({ name, ph: 'X', ts, dur, pid: 7, tid })

describe('layoutCost', () => {
  it("counts the font calls made inside the largest layout on its thread, overlaps once, and nobody else's", () => {
    const events = [
      event('Layout', 0, 5_000),
      event('Layout', 10_000, 100_000),
      event(FONT_CALLS.renderStyle, 20_000, 3_000),
      event(FONT_CALLS.renderStyle, 30_000, 3_000),
      // A family match nested in a render-style call counts once.
      event(FONT_CALLS.familyMatch, 30_500, 1_000),
      event(FONT_CALLS.nameMatch, 50_000, 2_000),
      // Outside the layout, and on another thread: not this layout's wait.
      event(FONT_CALLS.renderStyle, 1_000, 2_000),
      event(FONT_CALLS.renderStyle, 40_000, 9_000, 2),
      { name: 'Layout', ph: 'B', ts: 0, pid: 7, tid: 1 },
    ]
    expect(layoutCost(events)).toEqual({ layoutMs: 100, fontCallsMs: 8, renderStyles: 2, familyMatches: 1, nameMatches: 1 })
  })

  it('says nothing of a trace without a layout', () => {
    expect(layoutCost([event(FONT_CALLS.renderStyle, 0, 1_000)])).toBeUndefined()
  })
})
