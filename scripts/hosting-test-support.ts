import { matchesGlob } from 'node:path'
import type { HostingSection } from './hosting-config.ts'

/** The headers Hosting sends for a path: every matching rule applies, a later one wins a key. */
export function headersFor(hosting: Pick<HostingSection, 'headers'>, path: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const rule of hosting.headers) {
    const matches = rule.regex !== undefined ? new RegExp(rule.regex, 'u').test(path) : matchesGlob(path, rule.source ?? '')
    if (matches) for (const { key, value } of rule.headers) out[key] = value
  }
  return out
}
