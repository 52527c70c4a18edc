/**
 * The CJK fonts Chromium finds on this machine. The site draws Japanese, Korean and Chinese with the
 * platform's fonts (Noto Sans CJK on Android, ChromeOS and Linux); a machine without them lays out
 * every CJK character through fontconfig's last-resort fallback, which doubled the first layout of
 * /ja here and with it Lighthouse's TBT. The report names what the run had.
 */
import { spawnSync } from 'node:child_process'

/** Families of `fc-list :lang=ja family` output, one per line, each possibly `A,B` (localized names). */
export function cjkFamilies(fcListOutput: string): string[] {
  const families = fcListOutput
    .split('\n')
    .map((line) => line.split(',')[0]?.trim() ?? '')
    .filter((family) => family !== '')
  return [...new Set(families)].sort()
}

/** Whether the fonts a phone draws CJK text with are among them. */
export function hasPlatformCjkFont(families: readonly string[]): boolean {
  return families.some((family) => /^Noto Sans CJK/.test(family))
}

/** The Japanese-capable font families fontconfig lists (none when fc-list is missing). */
export function listCjkFamilies(): string[] {
  const listed = spawnSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8' })
  return listed.status === 0 ? cjkFamilies(listed.stdout) : []
}
