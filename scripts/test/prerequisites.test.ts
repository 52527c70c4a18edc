import { describe, expect, it } from 'vitest'
import { missingPrerequisites, PREREQUISITES } from './prerequisites.ts'

describe('test prerequisites', () => {
  it('names each missing one with the command that installs it', () => {
    const list = [
      { name: 'Here', present: () => true, install: 'nothing' },
      { name: 'Gone browser', present: () => false, install: 'apt-get install -y gone' },
    ]
    expect(missingPrerequisites(list)).toEqual(['- Gone browser: apt-get install -y gone'])
  })

  it('gives every prerequisite an install command', () => {
    for (const p of PREREQUISITES) expect(p.install, p.name).toMatch(/^(apt-get|npm) install /)
  })
})
