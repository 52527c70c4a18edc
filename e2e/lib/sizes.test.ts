import { gunzipSync, brotliDecompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { addSizes, compressedSizes, kb, sumSizes, ZERO } from './sizes.ts'

describe('compressedSizes', () => {
  const text = 'export const messages = {"a":"Hallo Welt"};\n'.repeat(200)

  it('reports the raw length and real gzip and brotli sizes', () => {
    const sizes = compressedSizes(text)
    expect(sizes.raw).toBe(Buffer.byteLength(text))
    expect(sizes.gzip).toBeLessThan(sizes.raw / 10)
    expect(sizes.brotli).toBeLessThan(sizes.gzip)
  })

  it('is deterministic, so budgets never flap', () => {
    expect(compressedSizes(text)).toEqual(compressedSizes(Buffer.from(text)))
  })

  it('measures bytes that decompress to the input (not an estimate)', async () => {
    const { gzipSync, brotliCompressSync } = await import('node:zlib')
    expect(gunzipSync(gzipSync(text, { level: 9 })).toString()).toBe(text)
    expect(brotliDecompressSync(brotliCompressSync(text)).toString()).toBe(text)
    expect(compressedSizes(text).gzip).toBe(gzipSync(text, { level: 9 }).length)
  })

  it('counts UTF-8 bytes, not characters', () => {
    expect(compressedSizes('日本語').raw).toBe(9)
  })
})

describe('adding sizes', () => {
  it('adds each measure separately', () => {
    expect(addSizes({ raw: 10, gzip: 5, brotli: 4 }, { raw: 1, gzip: 1, brotli: 1 })).toEqual({ raw: 11, gzip: 6, brotli: 5 })
    expect(sumSizes([])).toEqual(ZERO)
  })
})

describe('units', () => {
  it('prints KB as 1024 bytes with one decimal by default', () => {
    expect(kb(1024)).toBe('1.0 KB')
    expect(kb(122_880, 0)).toBe('120 KB')
    expect(kb(1536, 2)).toBe('1.50 KB')
  })
})
