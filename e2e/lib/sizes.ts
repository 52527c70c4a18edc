import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export interface Sizes {
  raw: number
  gzip: number
  brotli: number
}

export const ZERO: Sizes = { raw: 0, gzip: 0, brotli: 0 }

/**
 * Compressed sizes at the strongest settings (gzip -9, brotli quality 11), the usual
 * convention of bundle-size tools, so numbers are comparable and deterministic.
 */
export function compressedSizes(data: Buffer | string): Sizes {
  const buffer = typeof data === 'string' ? Buffer.from(data) : data
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
      },
    }).length,
  }
}

export function addSizes(a: Sizes, b: Sizes): Sizes {
  return { raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }
}

export function sumSizes(list: readonly Sizes[]): Sizes {
  return list.reduce(addSizes, ZERO)
}

/** Budgets and reports use KiB (1 KB = 1024 bytes), as Lighthouse and DevTools do. */
export const KB = 1024

export function kb(bytes: number, digits = 1): string {
  return `${(bytes / KB).toFixed(digits)} KB`
}
