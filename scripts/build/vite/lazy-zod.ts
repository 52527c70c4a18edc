/**
 * Gives the modules a page loads only on demand (content schemas, the reply side of a backend
 * contract) a copy of zod of their own, so the first load of every page stops paying for them.
 *
 * Why: a bundler places each module in exactly one chunk. zod keeps all its schema types in a
 * few large modules (`zod/v4/core/schemas.js`...), which every page needs for its route params.
 * So every schema type used anywhere in the client (union, record, email, ISO dates...) ended up
 * in the first-load shell, about 4 KB gzip that no first load runs. With this plugin, a zod
 * import from an on-demand module resolves to zod with a `?lazy-zod` marker, the marker follows
 * every import inside zod, and the bundler sees a second, separate set of zod modules. It
 * tree-shakes that set by itself and puts it beside the modules that use it.
 *
 * The cost: a chunk on demand (about 9 KB gzip) repeats the part of zod's core the shell also
 * has. It loads with the first payload a client-side navigation fetches, or with Firebase on
 * /applycode. The budget tests fail if a page's first load ever carries both copies.
 *
 * Build only: the dev server and Vitest load one zod, as before.
 */
import type { Plugin } from 'vite'
import { fileDeclares, startsWithMarker } from './module-marker.ts'

export const LAZY_ZOD_MARKER = '?lazy-zod'

/** The line an on-demand module starts with: a declaration in the module, not a list of file names. */
export const ON_DEMAND_MARKER = '// @on-demand-schemas'

/** True when the module's source starts with the marker (read once per module). */
export function declaresOnDemand(source: string): boolean {
  return startsWithMarker(source, ON_DEMAND_MARKER)
}

/** zod itself and the project's entry to it (`src/config/zod-mini.ts`, a Vite alias of `zod/mini`). */
const ZOD_MODULE = /\/node_modules\/zod\/|\/src\/config\/zod(-mini)?\.ts$/

export interface LazyZodOptions {
  /** Modules loaded only on demand, whose zod imports get the separate copy: by default those that declare it. */
  onDemand?: (id: string) => boolean
}

export function lazyZodPlugin({ onDemand = fileDeclares(ON_DEMAND_MARKER) }: LazyZodOptions = {}): Plugin {
  return {
    name: 'kinemo:lazy-zod',
    // Before Vite's own resolver, after its aliases: `zod/mini` arrives here as src/config/zod-mini.ts.
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer, options) {
      if (!importer || options.ssr) return null
      const marked = importer.endsWith(LAZY_ZOD_MARKER)
      const from = marked ? importer.slice(0, -LAZY_ZOD_MARKER.length) : importer
      if (!marked && !onDemand(from)) return null
      const resolved = await this.resolve(source, from, { ...options, skipSelf: true })
      if (!resolved || resolved.external || !ZOD_MODULE.test(resolved.id)) return resolved
      return { ...resolved, id: `${resolved.id}${LAZY_ZOD_MARKER}` }
    },
  }
}
