/**
 * Reads the chunk-to-modules map the build writes (scripts/build/vite/chunk-modules.ts), so
 * tests can tell, without sourcemaps, whether a page's first load contains a given library.
 */
import type { ChunkModules } from '../../scripts/build/vite/chunk-modules.ts'

/** The npm package a module id or sourcemap source belongs to, or undefined for project code. */
export function packageOf(id: string): string | undefined {
  const at = id.lastIndexOf('node_modules/')
  if (at === -1) return undefined
  const parts = id.slice(at + 'node_modules/'.length).split('/')
  const first = parts[0] ?? ''
  return first.startsWith('@') ? `${first}/${parts[1] ?? ''}` : first
}

/** Firebase's SDK is `firebase` (the facade) and the `@firebase/*` packages it re-exports. */
export function isFirebaseModule(id: string): boolean {
  const pkg = packageOf(id)
  return pkg === 'firebase' || (pkg?.startsWith('@firebase/') ?? false)
}

/** The Firebase modules inside the given chunks, by chunk. Chunks unknown to the map are reported too. */
export function firebaseModulesIn(files: readonly string[], map: ChunkModules): { file: string; modules: string[] }[] {
  const found: { file: string; modules: string[] }[] = []
  for (const file of files) {
    const modules = map.chunks[file]
    if (!modules) continue
    const firebase = modules.filter(isFirebaseModule)
    if (firebase.length > 0) found.push({ file, modules: firebase })
  }
  return found
}

/**
 * Package modules that two of the given chunks both carry: the same library code downloaded
 * twice by one page (as two zod copies would be, see scripts/build/vite/lazy-zod.ts).
 */
export function packageModulesInTwoChunks(files: readonly string[], map: ChunkModules): { module: string; files: string[] }[] {
  const chunksOf = new Map<string, string[]>()
  for (const file of files) {
    for (const module of new Set(map.chunks[file] ?? [])) {
      if (packageOf(module) === undefined) continue
      chunksOf.set(module, [...(chunksOf.get(module) ?? []), file])
    }
  }
  return [...chunksOf].filter(([, in_]) => in_.length > 1).map(([module, in_]) => ({ module, files: in_ }))
}
