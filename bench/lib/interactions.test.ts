import { describe, expect, it } from 'vitest'
import { longestFrames, medianSample, type RawFrame } from './interactions.ts'

const frame = (startTime: number, duration: number, scripts: RawFrame['scripts'] = []): RawFrame => ({ startTime, duration, scripts })
const script = (duration: number, sourceFunctionName = '', sourceURL = 'https://127.0.0.1:6650/assets/index-Ab12.js?v=1') => ({
  invoker: 'A.onclick',
  sourceURL,
  sourceFunctionName,
  duration,
})

describe('longestFrames', () => {
  it('keeps the longest frames that overlap the interaction, timed from the click', () => {
    const frames = [
      frame(850, 120), // ended before the click
      frame(990, 60, [script(20), script(45, 'navigate')]), // began before the click, ran into it
      frame(1100, 150),
      frame(1300, 80),
      frame(1500, 200), // after the end
    ]
    expect(longestFrames(frames, 1000, 1400)).toEqual([
      { startMs: 100, durationMs: 150 },
      { startMs: 300, durationMs: 80 },
    ])
    expect(longestFrames(frames, 1000, 1400, 4)).toContainEqual({
      startMs: -10,
      durationMs: 60,
      script: 'A.onclick (navigate in index-Ab12.js) 45 ms',
    })
  })

  it('names a script without function name or source by its invoker alone', () => {
    expect(longestFrames([frame(10, 70, [script(33.4, '', '')])], 0, 100)[0]?.script).toBe('A.onclick 33 ms')
  })
})

describe('medianSample', () => {
  it('picks the sample whose total is nearest the median', () => {
    const samples = [{ total: 400 }, { total: 310 }, { total: 900 }, { total: 350 }, { total: 330 }]
    expect(medianSample(samples)).toEqual({ total: 350 })
    expect(medianSample([])).toBeUndefined()
  })
})
