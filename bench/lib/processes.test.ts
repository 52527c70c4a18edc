import { createServer } from 'node:http'
import { describe, expect, it } from 'vitest'
import { groupTicksOf, start, waitForHttp } from './processes.ts'

describe('groupTicksOf', () => {
  // pid, (comm), state, ppid, pgrp, session, tty, tpgid, flags, minflt, cminflt, majflt, cmajflt, utime, stime, ...
  const stat = (comm: string, group: number, utime: number, stime: number) =>
    `4242 (${comm}) S 1 ${String(group)} ${String(group)} 0 -1 4194304 131 0 0 0 ${String(utime)} ${String(stime)} 0 0 20 0 1 0`

  it("adds a process's user and system time when it is in the group", () => {
    expect(groupTicksOf(stat('chromium', 900, 120, 30), 900)).toBe(150)
  })

  it('counts nothing of a process in another group', () => {
    expect(groupTicksOf(stat('chromium', 901, 120, 30), 900)).toBe(0)
  })

  it('reads the fields after a command name that holds spaces and parentheses', () => {
    expect(groupTicksOf(stat('Chrome_ChildIOT) (x', 900, 7, 5), 900)).toBe(12)
  })
})

describe('start', () => {
  it('stops the process and what it spawned', async () => {
    const running = start('sh', ['-c', 'sleep 30 & wait'], { stdio: 'ignore' })
    const pid = running.child.pid ?? 0
    await running.stop()
    expect(running.child.exitCode !== null || running.child.signalCode !== null).toBe(true)
    // Nothing is left in its process group once the signal has reached the grandchild too.
    const groupAlive = () => {
      try {
        process.kill(-pid, 0)
        return true
      } catch {
        return false
      }
    }
    await expect.poll(groupAlive, { timeout: 5_000 }).toBe(false)
  })
})

describe('waitForHttp', () => {
  it('waits until the server answers, and gives up when it never does', async () => {
    const server = createServer((_, res) => res.end('ok'))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
    const address = server.address()
    if (address === null || typeof address === 'string') throw new Error('no port')
    await expect(waitForHttp(`http://127.0.0.1:${String(address.port)}/`, 2_000)).resolves.toBeUndefined()
    await new Promise((resolve) => server.close(resolve))
    await expect(waitForHttp(`http://127.0.0.1:${String(address.port)}/`, 300)).rejects.toThrow(/did not answer/)
  })
})
