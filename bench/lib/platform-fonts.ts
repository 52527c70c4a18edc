/**
 * The system fonts Chromium finds on this machine for the scripts the site writes in. A phone has
 * them (Android ships Noto Sans CJK, Noto Sans Devanagari, Noto Naskh Arabic and Noto Sans Thai):
 * the CJK, Devanagari and Thai pages are drawn with them, and the Arabic pages until their web
 * font is in. Without them fontconfig's last resort draws those characters: the first layout of
 * /ja took twice as long here, and Lighthouse's TBT with it. The report names what the run had.
 */
import { spawnSync } from 'node:child_process'

export interface PlatformFont {
  /** The language fontconfig is asked about (`fc-list :lang=ja`). */
  lang: string
  /** What a phone draws that language with. */
  family: string
  matches: (family: string) => boolean
}

export const PLATFORM_FONTS: readonly PlatformFont[] = [
  { lang: 'ja', family: 'Noto Sans CJK', matches: (family) => family.startsWith('Noto Sans CJK') },
  { lang: 'hi', family: 'Noto Sans Devanagari', matches: (family) => family === 'Noto Sans Devanagari' },
  { lang: 'ar', family: 'Noto Naskh Arabic or Noto Sans Arabic', matches: (family) => /^Noto (Naskh|Sans) Arabic$/.test(family) },
  { lang: 'th', family: 'Noto Sans Thai', matches: (family) => family === 'Noto Sans Thai' },
]

/** Families of `fc-list :lang=xx family` output, one per line, each possibly `A,B` (localized names). */
export function familiesOf(fcListOutput: string): string[] {
  const families = fcListOutput
    .split('\n')
    .map((line) => line.split(',')[0]?.trim() ?? '')
    .filter((family) => family !== '')
  return [...new Set(families)].sort()
}

/** The platform fonts missing from what fontconfig lists per language (`{ ja: [...], hi: [...] }`). */
export function missingPlatformFonts(listed: Readonly<Record<string, readonly string[]>>): PlatformFont[] {
  return PLATFORM_FONTS.filter((font) => !(listed[font.lang] ?? []).some((family) => font.matches(family)))
}

/** The families fontconfig lists for each language of PLATFORM_FONTS (none when fc-list is missing). */
export function listPlatformFonts(): Record<string, string[]> {
  return Object.fromEntries(
    PLATFORM_FONTS.map(({ lang }) => {
      const listed = spawnSync('fc-list', [`:lang=${lang}`, 'family'], { encoding: 'utf8' })
      return [lang, listed.status === 0 ? familiesOf(listed.stdout) : []]
    }),
  )
}

/** How many fonts fontconfig lists (`fc-list`, one line each); 0 when fc-list is missing. */
export function countFonts(): number {
  const listed = spawnSync('fc-list', [], { encoding: 'utf8' })
  return listed.status === 0 ? listed.stdout.split('\n').filter((line) => line.trim() !== '').length : 0
}
