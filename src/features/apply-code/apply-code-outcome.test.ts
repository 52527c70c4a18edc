import { describe, expect, it } from 'vitest'
import { outcomeFromError } from './apply-code-outcome'

const now = new Date('2026-05-01T12:00:00Z')

describe('outcomeFromError', () => {
  it('maps callable error codes', () => {
    expect(outcomeFromError({ code: 'functions/unauthenticated' }, true, now)).toEqual({ kind: 'not-signed-in' })
    expect(outcomeFromError({ code: 'functions/resource-exhausted' }, true, now)).toEqual({
      kind: 'rate-limited',
      retryAt: new Date('2026-05-01T12:01:00Z'),
    })
    expect(outcomeFromError({ code: 'functions/internal' }, true, now)).toEqual({ kind: 'unavailable' })
    expect(outcomeFromError({ code: 'functions/deadline-exceeded' }, true, now)).toEqual({ kind: 'unavailable' })
    expect(outcomeFromError({ code: 'functions/invalid-argument' }, true, now)).toEqual({ kind: 'unexpected' })
  })

  it('says offline whenever the browser is offline', () => {
    expect(outcomeFromError({ code: 'functions/internal' }, false, now)).toEqual({ kind: 'offline' })
  })

  it('treats a chunk that failed to download as the network', () => {
    expect(outcomeFromError(new TypeError('Failed to fetch dynamically imported module'), true, now)).toEqual({ kind: 'unavailable' })
  })
})
