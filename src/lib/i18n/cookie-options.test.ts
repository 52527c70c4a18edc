import { afterEach, describe, expect, it, vi } from 'vitest'
import { serializeLocaleCookie } from './cookie'
import { cookieOptions, cookieOptionsFor } from './cookie-options'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('cookie options', () => {
  const off = { crossOrigin: false, secure: false }

  it('make the locale cookie Secure on every page served over https, with no setting', () => {
    const options = cookieOptionsFor('https:', off)
    expect(options.secure).toBe(true)
    expect(serializeLocaleCookie('ar', options)).toMatch(/; SameSite=Lax; Secure$/)
  })

  it('leave Secure off only on a plain-http page (a local server) that is not configured otherwise', () => {
    expect(cookieOptionsFor('http:', off).secure).toBe(false)
    expect(cookieOptionsFor('http:', { crossOrigin: false, secure: true }).secure).toBe(true)
    expect(cookieOptionsFor('http:', { crossOrigin: true, secure: false })).toEqual({ crossOrigin: true, secure: true })
  })

  it('read the protocol of the page the cookie is written on', () => {
    vi.stubGlobal('location', { protocol: 'https:' })
    expect(cookieOptions().secure).toBe(true)
    vi.stubGlobal('location', { protocol: 'http:' })
    expect(cookieOptions().secure).toBe(false)
  })
})
