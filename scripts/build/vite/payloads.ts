import type { Plugin } from 'vite'
import { buildAllPayloads, type PayloadSite } from '../payloads.ts'

/**
 * Validates `content/` and emits every route × locale payload plus the manifest into the
 * client build. A broken content file fails the build, naming the file and field.
 */
export function payloadsPlugin(options: { contentDir: string } & PayloadSite): Plugin {
  return {
    name: 'kinemo:payloads',
    apply: 'build',
    generateBundle() {
      if (this.environment.name !== 'client') return
      for (const [fileName, source] of buildAllPayloads(options.contentDir, options)) {
        this.emitFile({ type: 'asset', fileName, source })
      }
    },
  }
}
