/**
 * A declaration a module makes about itself on its first line (`// @shell: …`,
 * `// @on-demand-schemas: …`), which a build plugin reads instead of matching file paths: the
 * module keeps it wherever it moves.
 */
import { readFileSync } from 'node:fs'

/** Whether the source starts with the marker. */
export function startsWithMarker(source: string, marker: string): boolean {
  return source.startsWith(marker)
}

/** For a build: whether a module id's source file (a project .ts or .tsx file) starts with the marker, each file read once. */
export function fileDeclares(marker: string): (id: string) => boolean {
  const seen = new Map<string, boolean>()
  return (id) => {
    if (!/\.tsx?$/.test(id) || id.includes('/node_modules/')) return false
    let declared = seen.get(id)
    if (declared === undefined) {
      try {
        declared = startsWithMarker(readFileSync(id, 'utf8'), marker)
      } catch {
        declared = false
      }
      seen.set(id, declared)
    }
    return declared
  }
}
