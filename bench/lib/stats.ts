/** Small, pure statistics for the benchmark's repeated runs. */

/** The median of a non-empty list (mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of an empty list')
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  const upper = sorted[mid] ?? 0
  if (sorted.length % 2 === 1) return upper
  return ((sorted[mid - 1] ?? 0) + upper) / 2
}

/**
 * The median of the values that were measured: a Lighthouse run whose audit errored reports NaN
 * for that metric, which would otherwise scramble the sort. NaN only when no run measured it.
 */
export function medianOfMeasured(values: readonly number[]): number {
  const measured = values.filter((value) => Number.isFinite(value))
  return measured.length === 0 ? Number.NaN : median(measured)
}

export function ms(value: number): string {
  return `${Math.round(value)} ms`
}
