/**
 * Child processes the benchmark starts and always stops again: servers and browsers. The servers
 * serve the built site and the reference app as `npm start` does: the Firebase Hosting emulator,
 * which compresses responses like Hosting's CDN and applies firebase.json.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { emulatorConfig } from '../../scripts/hosting/serve-lib.ts'

export interface Running {
  child: ChildProcess
  stop: () => Promise<void>
}

/** Starts a process in its own group, so stopping it also stops whatever it spawned. */
export function start(command: string, args: readonly string[], options: SpawnOptions, signal: NodeJS.Signals = 'SIGTERM'): Running {
  const child = spawn(command, args, { ...options, detached: true })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return
    const pid = child.pid
    const send = (sig: NodeJS.Signals) => {
      try {
        process.kill(-pid, sig)
      } catch {
        // Already gone.
      }
    }
    send(signal)
    const timer = setTimeout(() => send('SIGKILL'), 15_000)
    await exited
    clearTimeout(timer)
  }
  return { child, stop }
}

/** Polls a URL until it answers (any status below 500) or the time is up. */
export async function waitForHttp(url: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) })
      if (response.status < 500) return
    } catch {
      // Not up yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** CPU time (user + system, in clock ticks) of a `/proc/<pid>/stat` line, if it is in process group `group`. */
export function groupTicksOf(stat: string, group: number): number {
  // The command name (field 2) is in parentheses and may hold spaces: count fields after its end.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // Fields 3 onwards: pgrp is the 5th field of the line, utime the 14th, stime the 15th.
  if (Number(fields[2]) !== group) return 0
  return Number(fields[11]) + Number(fields[12])
}

function groupTicks(group: number): number {
  let ticks = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      ticks += groupTicksOf(readFileSync(`/proc/${entry}/stat`, 'utf8'), group)
    } catch {
      // Gone meanwhile.
    }
  }
  return ticks
}

/**
 * Waits (up to `maxMs`) until a process group has used under a tenth of a core for a quarter of a
 * second. A browser just launched keeps both of this machine's cores busy for about a second after
 * it answers; a visitor's browser is already running when they open the page.
 */
export async function waitForQuietGroup(group: number, maxMs = 5_000): Promise<void> {
  const windowMs = 250
  // Linux counts CPU time in ticks of 1/100 s (USER_HZ).
  const quietTicks = (windowMs / 10) * 0.1
  let previous = groupTicks(group)
  for (let waited = 0; waited < maxMs; waited += windowMs) {
    await new Promise((resolve) => setTimeout(resolve, windowMs))
    const now = groupTicks(group)
    if (now - previous <= quietTicks) return
    previous = now
  }
}

const root = join(import.meta.dirname, '../..')

export interface Server {
  origin: string
  stop: () => Promise<void>
}

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
