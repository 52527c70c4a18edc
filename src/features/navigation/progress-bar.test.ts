import { describe, expect, it } from 'vitest'
import { navigationFailed } from './progress-bar'

describe('failed navigation', () => {
  it('is any errored or not-found match', () => {
    expect(navigationFailed([{ status: 'success' }, { status: 'error' }])).toBe(true)
    expect(navigationFailed([{ status: 'notFound' }])).toBe(true)
    expect(navigationFailed([{ status: 'success', _notFound: true }])).toBe(true)
    expect(navigationFailed([{ status: 'success' }, { status: 'success' }])).toBe(false)
  })
})
