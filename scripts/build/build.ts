/** `npm run build`: client bundle and payloads, server bundle, then every page prerendered into dist/. */
import { build } from 'vite'
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../..')
const started = performance.now()

await build({ root, logLevel: 'warn' })
await build({ root, logLevel: 'warn', build: { ssr: true } })

// hosting-postbuild stays last: it hashes the inline scripts of the final HTML.
for (const step of ['scripts/build/prerender.ts', 'scripts/build/site-files.ts', 'scripts/build/hosting-postbuild.ts']) {
  const result = spawnSync(process.execPath, [resolve(root, step)], { stdio: 'inherit', cwd: root })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

console.log(`Build finished in ${((performance.now() - started) / 1000).toFixed(1)} s`)
