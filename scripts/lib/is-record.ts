/** A plain JSON object (not null, not an array): what build scripts check before reading keys of parsed JSON. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
