import { encode } from 'uqr'
import { describe, expect, it } from 'vitest'
import { drawQr, qrPath } from './qr-drawing.ts'

describe('qrPath', () => {
  it('draws each run of dark modules once, offset by the quiet zone', () => {
    expect(qrPath([[true, true, false, true]])).toBe('M4 4h2v1h-2zM7 4h1v1h-1z')
    expect(qrPath([[false], [true]])).toBe('M4 5h1v1h-1z')
  })

  it('starts with the top-left finder pattern: a run of seven dark modules', () => {
    const { data } = encode('https://kinemo.app/getkinemo', { ecc: 'M', border: 0 })
    expect(qrPath(data).startsWith('M4 4h7v1h-7z')).toBe(true)
  })
})

describe('drawQr', () => {
  it('draws what the encoder gives for the page', () => {
    const { data } = encode('https://kinemo.app/de/getkinemo', { ecc: 'M', border: 0 })
    expect(drawQr('https://kinemo.app/de/getkinemo').path).toBe(qrPath(data))
  })

  it('encodes different pages differently', () => {
    const a = qrPath(encode('https://kinemo.app/getkinemo', { ecc: 'M', border: 0 }).data)
    const b = qrPath(encode('https://kinemo.app/ja/getkinemo', { ecc: 'M', border: 0 }).data)
    expect(a).not.toBe(b)
  })
})
