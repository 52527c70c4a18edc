/**
 * The HTML parser ends a script at the first `</script` (and treats `<!--` specially) whatever the
 * JavaScript means, so `<`, `>` and `&` become `\u003c`-style escapes, read by JavaScript as the
 * same characters. U+2028 and U+2029 are escaped for engines older than ES2019.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
}
