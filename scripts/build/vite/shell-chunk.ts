/**
 * The shell chunk: every module a page runs on its first visit, whichever page it is. That is the
 * client entry's static import graph (React, the router, Query, Lingui, the app shell and what it
 * imports); page components, catalogs, schemas loaded on demand and Firebase are dynamic imports
 * and stay in chunks of their own. Shared code that page components use though the entry never
 * imports it (the payload hook) declares itself with SHELL_MARKER as its first line. One chunk
 * instead of a dozen compresses smaller and saves requests. The set follows the code and those
 * declarations, never a file's path: importing a module statically from the shell puts it there.
 */
import type { Plugin } from 'vite'
import { fileDeclares, startsWithMarker } from './module-marker.ts'

export interface ModuleGraph {
  /** The static imports of a module, or undefined for a module outside the graph. */
  staticImportsOf(id: string): readonly string[] | undefined
}

/** Every module reachable from `entry` through static imports, the entry included. */
export function staticGraphOf(entry: string, graph: ModuleGraph): Set<string> {
  const seen = new Set<string>()
  const pending = [entry]
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue
    const imports = graph.staticImportsOf(id)
    if (!imports) continue
    seen.add(id)
    pending.push(...imports)
  }
  return seen
}

export interface ShellChunk {
  plugin: Plugin
  /** For `codeSplitting.groups[].test`: whether a module belongs in the shell. */
  isShellModule: (id: string) => boolean
}

/**
 * V8's explicit compile hint (Chrome 136+; other engines read a comment). The shell runs almost
 * all of its functions while the page loads, so compiling them up front, on a background thread
 * while the file streams in, beats compiling each on the main thread at its first call: in
 * Chromium here, main-thread compile time on `/` fell from 75 to 32 ms and the main thread's load
 * work by about 120 ms (medians of 10 cold loads). Page and catalog chunks run only part of their
 * code and keep lazy compilation. V8 reads it only as the file's first line, so it goes in after
 * Vite has prepended its preload map (the file name's hash is taken before; the hint is constant).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'
export const SHELL_CHUNK_NAME = 'shell'

/** The first line of a module that belongs in the shell though no static import from the entry reaches it. */
export const SHELL_MARKER = '// @shell'

export function declaresShell(source: string): boolean {
  return startsWithMarker(source, SHELL_MARKER)
}

export interface ShellOptions {
  /** How the client entry's module id ends, e.g. `/src/entry-client.tsx`. */
  entry: string
  /** Modules every page uses though no static import reaches them: by default those that declare it. */
  alsoShell?: (id: string) => boolean
}

export function shellChunk({ entry: entrySuffix, alsoShell = fileDeclares(SHELL_MARKER) }: ShellOptions): ShellChunk {
  let shell = new Set<string>()
  return {
    isShellModule: (id) => shell.has(id) || alsoShell(id),
    plugin: {
      name: 'kinemo:shell-chunk',
      apply: 'build',
      // The module graph is complete here, and chunks are made after it.
      buildEnd() {
        const entry = [...this.getModuleIds()].find((id) => id.endsWith(entrySuffix))
        if (!entry) return
        shell = staticGraphOf(entry, { staticImportsOf: (id) => this.getModuleInfo(id)?.importedIds })
      },
      generateBundle: {
        order: 'post',
        handler(_options, bundle) {
          for (const output of Object.values(bundle)) {
            if (output.type !== 'chunk' || output.name !== SHELL_CHUNK_NAME) continue
            output.code = withCompileHint(output.code)
            // One line more at the top: every mapping moves down one line.
            if (output.map) {
              output.map.mappings = `;${output.map.mappings}`
              const mapAsset = bundle[`${output.fileName}.map`]
              if (mapAsset?.type === 'asset') mapAsset.source = output.map.toString()
            }
          }
        },
      },
    },
  }
}

/** The chunk's code with the compile hint as its first line. */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}\n${code}`
}
