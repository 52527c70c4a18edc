/** Child processes the benchmark starts and always stops again: servers and browsers. */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'

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
