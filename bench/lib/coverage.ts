/**
 * Which characters of a script ran, from V8's block coverage (Playwright's `page.coverage`), so the
 * benchmark can say how much of the first load's code the first load runs.
 */

export interface CoverageRange {
  startOffset: number
  endOffset: number
  count: number
}

/**
 * A mask over the script's characters (UTF-16 code units, as V8 counts offsets): 1 where the code
 * ran. V8 lists a function's whole range first and its blocks after it, and ranges only nest, so
 * applying them outer before inner leaves each character with its innermost count. Code outside
 * every range (the top level) ran.
 */
export function ranMask(length: number, functions: readonly { ranges: readonly CoverageRange[] }[]): Uint8Array {
  const mask = new Uint8Array(length).fill(1)
  const ranges = functions.flatMap((f) => f.ranges).toSorted((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset)
  for (const range of ranges) mask.fill(range.count > 0 ? 1 : 0, range.startOffset, Math.min(range.endOffset, length))
  return mask
}
