import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CREEP_LIMIT, PROGRESS_TIMING, createProgress, creep, type ProgressController } from './progress'

describe('progress timing', () => {
  let progress: ProgressController

  beforeEach(() => {
    vi.useFakeTimers()
    progress = createProgress()
  })

  afterEach(() => {
    progress.dispose()
    vi.useRealTimers()
  })

  it('uses the spec constants', () => {
    expect(PROGRESS_TIMING).toEqual({ throttle: 200, duration: 5000, hideAfter: 500 })
  })

  it('never appears for a navigation that ends within the 200 ms throttle', () => {
    const seen: boolean[] = []
    progress.subscribe(() => seen.push(progress.getState().visible))
    progress.start()
    vi.advanceTimersByTime(199)
    progress.finish()
    vi.advanceTimersByTime(2000)
    expect(seen).toEqual([])
    expect(progress.getState().visible).toBe(false)
  })

  it('never appears for a quick failure either', () => {
    progress.start()
    vi.advanceTimersByTime(150)
    progress.fail()
    vi.advanceTimersByTime(2000)
    expect(progress.getState()).toEqual({ visible: false, value: 0, failed: false })
  })

  it('appears once the navigation outlasts the throttle, then creeps but never completes on its own', () => {
    progress.start()
    vi.advanceTimersByTime(199)
    expect(progress.getState().visible).toBe(false)
    vi.advanceTimersByTime(1)
    expect(progress.getState().visible).toBe(true)
    const early = progress.getState().value
    vi.advanceTimersByTime(1000)
    const later = progress.getState().value
    expect(later).toBeGreaterThan(early)
    vi.advanceTimersByTime(4000)
    expect(progress.getState().value).toBeCloseTo(CREEP_LIMIT)
    vi.advanceTimersByTime(60_000)
    expect(progress.getState()).toEqual({ visible: true, value: CREEP_LIMIT, failed: false })
  })

  it('fills, stays 500 ms, then hides after a slow navigation finishes', () => {
    progress.start()
    vi.advanceTimersByTime(800)
    progress.finish()
    expect(progress.getState()).toEqual({ visible: true, value: 1, failed: false })
    vi.advanceTimersByTime(499)
    expect(progress.getState().visible).toBe(true)
    vi.advanceTimersByTime(1)
    expect(progress.getState()).toEqual({ visible: false, value: 0, failed: false })
  })

  it('turns red on failure before hiding', () => {
    progress.start()
    vi.advanceTimersByTime(600)
    progress.fail()
    expect(progress.getState()).toEqual({ visible: true, value: 1, failed: true })
    vi.advanceTimersByTime(500)
    expect(progress.getState().visible).toBe(false)
    expect(progress.getState().failed).toBe(false)
  })

  it('keeps one bar running when navigations overlap', () => {
    progress.start()
    vi.advanceTimersByTime(300)
    const value = progress.getState().value
    progress.start()
    vi.advanceTimersByTime(100)
    expect(progress.getState().value).toBeGreaterThan(value)
  })

  it('restarts at once when a navigation begins while the last bar is still fading', () => {
    progress.start()
    vi.advanceTimersByTime(400)
    progress.fail()
    vi.advanceTimersByTime(200)
    progress.start()
    expect(progress.getState()).toMatchObject({ visible: true, failed: false })
    expect(progress.getState().value).toBeLessThan(1)
    vi.advanceTimersByTime(1000)
    expect(progress.getState().visible).toBe(true)
    progress.finish()
    vi.advanceTimersByTime(500)
    expect(progress.getState().visible).toBe(false)
  })

  it('ignores finish without a start', () => {
    const listener = vi.fn()
    progress.subscribe(listener)
    progress.finish()
    progress.fail()
    expect(listener).not.toHaveBeenCalled()
  })

  it('creeps fast at first and eases towards the limit over the duration', () => {
    expect(creep(0, 5000)).toBe(0)
    expect(creep(2500, 5000)).toBeGreaterThan(CREEP_LIMIT / 2)
    expect(creep(5000, 5000)).toBeCloseTo(CREEP_LIMIT)
    expect(creep(9000, 5000)).toBeCloseTo(CREEP_LIMIT)
  })
})
