import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'

/**
 * Pseudo-localization for development: every English message becomes accented, about 40%
 * longer and bracketed, e.g. "Download" -> "⟦Ðóóŵńĺóóååð⟧". Text that stays plain on screen was
 * never extracted; a missing "⟧" means the layout cuts translated text off.
 */
const ACCENTED: Record<string, string> = {
  a: 'å',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ĺ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
}
const VOWELS = new Set('aeiouAEIOU')
const TAG = /(<\/?\d+\s*\/?>)/

/** Accents letters and doubles vowels (German-like length, words still wrap); Lingui's `<0>` tags stay intact. */
export function pseudoText(text: string): string {
  return text
    .split(TAG)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[A-Za-z]/g, (ch) => (ACCENTED[ch] ?? ch).repeat(VOWELS.has(ch) ? 2 : 1))))
    .join('')
}

/** One message, compiled the way Lingui compiles catalogs, with its texts pseudo-localized. */
export function pseudoCompile(message: string): ReturnType<typeof compileMessageOrThrow> {
  return compileMessageOrThrow(`⟦${message}⟧`, pseudoText)
}

/** The source of an ES module exporting `messages` (id -> compiled message), like a compiled `.po`. */
export function pseudoCatalogModule(sourceMessages: Readonly<Record<string, string>>): string {
  const compiled = Object.fromEntries(Object.entries(sourceMessages).map(([id, message]) => [id, pseudoCompile(message)]))
  return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))})\n`
}
