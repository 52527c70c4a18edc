/**
 * Writes `.vite/chunk-modules.json` beside the Vite manifest: the source modules inside every
 * client chunk. The budget tests read it to prove that no page's first load carries a library
 * it must not (Firebase), without rebuilding with sourcemaps. Hosting ignores `.vite/`.
 */
import type { Plugin } from 'vite'

/** Where the map goes, relative to the client build's output folder. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json'

export interface ChunkModules {
  /** dist/-relative chunk file -> project-relative module ids. */
  chunks: Record<string, string[]>
}

/** `/abs/project/node_modules/x/y.js?query` -> `node_modules/x/y.js`; virtual ids keep their name. */
export function normalizeModuleId(id: string, root: string): string {
  const clean = id.replace(/^\0/, '').split('?')[0] ?? id
  const base = root.endsWith('/') ? root : `${root}/`
  return clean.startsWith(base) ? clean.slice(base.length) : clean
}

export function chunkModulesPlugin(): Plugin {
  let root = ''
  let ssr = false
  return {
    name: 'kinemo:chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root
      ssr = Boolean(config.build.ssr)
    },
    generateBundle(_options, bundle) {
      if (ssr) return
      const report: ChunkModules = { chunks: {} }
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        report.chunks[output.fileName] = output.moduleIds.map((id) => normalizeModuleId(id, root)).sort()
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: `${JSON.stringify(report, null, 1)}\n` })
    },
  }
}
