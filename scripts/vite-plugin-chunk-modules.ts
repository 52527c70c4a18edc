/**
 * Writes `.vite/chunk-modules.json` beside the Vite manifest: the source modules inside every
 * client chunk. The budget tests read it to prove that no page's first load carries a library
 * it must not (Firebase), without rebuilding with sourcemaps. Hosting ignores `.vite/`.
 */
import type { Plugin } from 'vite'
import { CHUNK_MODULES_FILE, normalizeModuleId, type ChunkModules } from './perf/chunk-modules.ts'

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
