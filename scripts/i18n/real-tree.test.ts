import { describe, expect, it } from 'vitest'
import { PROJECT } from './project.ts'
import { formatReport } from './problems.ts'
import { runChecks } from './run-checks.ts'

describe('the real catalogs and content', () => {
  it('pass every i18n check with zero problems', async () => {
    const problems = await runChecks(PROJECT)
    // Comparing reports prints every problem if this ever fails.
    expect(formatReport(problems)).toBe(formatReport([]))
  }, 60_000)
})
