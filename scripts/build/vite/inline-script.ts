import { readFile } from 'node:fs/promises'
import { minifySync, type Plugin } from 'vite'

const QUERY = '?inline-script'

/** A script's source minified, for inlining into pages: whitespace, comments and long names go. */
export function minifyInlineScript(source: string, filename: string): string {
  const result = minifySync(filename, source, { compress: true, mangle: true })
  if (result.errors.length > 0) throw new Error(`${filename} does not minify: ${result.errors.map((error) => error.message).join('; ')}`)
  return result.code.trim()
}

/**
 * `import source from './x.inline.js?inline-script'`: the file's source as a string, minified, like
 * `?raw` without the comments and indentation. For scripts the pages inline into their HTML
 * (and whose text the client must know, to recognize them when hydrating the head).
 */
export function inlineScriptPlugin(): Plugin {
  return {
    name: 'kinemo:inline-script',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(QUERY)) return null
      const file = id.slice(0, -QUERY.length)
      this.addWatchFile(file)
      return `export default ${JSON.stringify(minifyInlineScript(await readFile(file, 'utf8'), file))}`
    },
  }
}
