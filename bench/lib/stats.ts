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
 * The median of the values that were measured: a Lighthouse run that could not score a metric
 * gives NaN (null once through JSON). NaN only when no run measured it.
 */
export function medianOfMeasured(values: readonly (number | null)[]): number {
  const measured = values.filter((value): value is number => Number.isFinite(value))
  return measured.length === 0 ? Number.NaN : median(measured)
}

/** `95 / 99 / 100`: the least, median and greatest of the measured values, so a median is read beside its runs. */
export function spread(values: readonly (number | null)[], format: (value: number) => string = (v) => String(Math.round(v))): string {
  const measured = values.filter((value): value is number => Number.isFinite(value))
  if (measured.length === 0) return 'not measured'
  return [Math.min(...measured), median(measured), Math.max(...measured)].map(format).join(' / ')
}

export function ms(value: number): string {
  return `${Math.round(value)} ms`
}
