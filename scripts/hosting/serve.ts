/**
 * `npm start`: builds when dist/ is missing, then serves it through the Firebase emulators with
 * the build's hosting configuration (firebase.json completed by the build, see config.ts)
 * and the applyCode functions fixture, on 127.0.0.1:${PORT:-5000}. Ports of the other emulators are moved
 * alongside PORT so several copies (tests, benchmarks) can run side by side.
 */
import { existsSync, readFileSync, writeFileSync, rmSync } from 'node:fs'
import { spawn, spawnSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { emulatorConfig } from './serve-lib.ts'
import { HOSTING_BUILD_FILE, readHostingBuild } from './config.ts'

const root = resolve(import.meta.dirname, '../..')
const port = Number(process.env.PORT ?? 5000)
const only = process.env.EMULATORS ?? 'hosting,auth,functions'

if (!existsSync(join(root, 'dist/index.html')) || !existsSync(join(root, HOSTING_BUILD_FILE)) || process.argv.includes('--build')) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (built.status !== 0) process.exit(built.status ?? 1)
}

const base = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as Record<string, unknown>
const configFile = join(root, `firebase.${port}.local.json`)
// The build's hosting configuration (firebase.json completed by the build), plus the emulators.
writeFileSync(configFile, JSON.stringify(emulatorConfig(base, port, readHostingBuild(root)), null, 2))

const firebase = join(root, 'node_modules/firebase-tools/lib/bin/firebase.js')
// emulator-guard keeps one malformed URL from taking the hosting emulator down (see the file).
const guard = pathToFileURL(join(root, 'scripts/hosting/emulator-guard.ts')).href
const args = ['--import', guard, firebase, 'emulators:start', '--only', only, '--project', 'demo-kinemo', '--config', configFile]
const child = spawn(process.execPath, args, {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CI: 'true', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', HOSTING_GUARD_PORT: String(port) },
})
const stop = () => child.kill('SIGINT')
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
child.on('exit', (code) => {
  rmSync(configFile, { force: true })
  process.exit(code ?? 0)
})
console.log(`Serving dist/ on http://127.0.0.1:${port}`)
