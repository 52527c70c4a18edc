/** The built site as `npm start` serves it (scripts/hosting/serve.ts: hosting, auth and functions emulators). */
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { z } from 'zod'
import { EMULATOR_PORT_OFFSETS } from '../src/config/emulator-ports.ts'

const root = resolve(import.meta.dirname, '..')

export interface Site {
  origin: string
  port: number
  /** Resolves once the Auth and Functions emulators answer too (they start well after hosting). */
  emulatorsReady(): Promise<void>
  stop(): Promise<void>
}

async function until(description: string, timeout: number, check: () => Promise<boolean>): Promise<void> {
  const end = Date.now() + timeout
  for (;;) {
    try {
      if (await check()) return
    } catch {
      // Not up yet.
    }
    if (Date.now() > end) throw new Error(`Timed out waiting for ${description}`)
    await delay(500)
  }
}

export async function startSite(port: number): Promise<Site> {
  const origin = `http://127.0.0.1:${port}`
  // Its own process group, so stopping it takes the emulators' Java and Node children along.
  const child = spawn(process.execPath, ['scripts/hosting/serve.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), EMULATORS: 'hosting,auth,functions' },
  })
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, name)
    } catch {
      // Already gone.
    }
  }
  const stop = async () => {
    signal('SIGINT')
    if (!(await Promise.race([exited.then(() => true), delay(15_000, false)]))) signal('SIGKILL')
  }
  try {
    await until(`the site on ${origin}`, 180_000, async () => (await fetch(`${origin}/`)).ok)
  } catch (error) {
    await stop()
    throw error
  }
  const hub = `http://127.0.0.1:${port + EMULATOR_PORT_OFFSETS.hub}/emulators`
  let ready: Promise<void> | undefined
  return {
    origin,
    port,
    emulatorsReady: () =>
      (ready ??= until('the Auth and Functions emulators', 200_000, async () => {
        const running = z.record(z.string(), z.unknown()).parse(await (await fetch(hub)).json())
        return ['auth', 'functions', 'hosting'].every((name) => name in running)
      })),
    stop,
  }
}
