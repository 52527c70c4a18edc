/**
 * Serves the built site and the reference app the way `npm start` does: the Firebase Hosting
 * emulator, which compresses responses (brotli/gzip) like Hosting's CDN and applies firebase.json.
 */
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { emulatorConfig } from '../../scripts/hosting/serve-lib.ts'
import { start, waitForHttp } from './processes.ts'

export interface Server {
  origin: string
  stop: () => Promise<void>
}

const root = join(import.meta.dirname, '../..')

/** `node scripts/hosting/serve.ts` with its own PORT (dist/ must already be built). */
export async function serveSite(port: number): Promise<Server> {
  const running = start(process.execPath, [join(root, 'scripts/hosting/serve.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const origin = `http://127.0.0.1:${port}`
  try {
    await waitForHttp(`${origin}/`)
  } catch (error) {
    await running.stop()
    throw error
  }
  return { origin, stop: running.stop }
}

/** bench/reference/dist through the same emulator, with the site's hosting options. */
export async function serveReference(port: number): Promise<Server> {
  const configFile = join(root, `firebase.${port}.local.json`)
  const hosting = { public: 'bench/reference/dist', cleanUrls: true, trailingSlash: false, ignore: ['**/.*', '.vite/**'] }
  writeFileSync(configFile, JSON.stringify(emulatorConfig({ hosting }, port), null, 2))
  const running = start(
    join(root, 'node_modules/.bin/firebase'),
    ['emulators:start', '--only', 'hosting', '--project', 'demo-kinemo-reference', '--config', configFile],
    { cwd: root, env: { ...process.env, CI: 'true', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' }, stdio: ['ignore', 'ignore', 'inherit'] },
    'SIGINT',
  )
  const origin = `http://127.0.0.1:${port}`
  const stop = async () => {
    await running.stop()
    rmSync(configFile, { force: true })
  }
  try {
    await waitForHttp(`${origin}/`)
  } catch (error) {
    await stop()
    throw error
  }
  return { origin, stop }
}
