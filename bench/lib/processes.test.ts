import { describe, expect, it } from 'vitest'
import { groupTicksOf } from './processes'

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
