/** `npm run i18n:check`: every catalog and content file complete, current and well-formed. */
import { PROJECT } from './i18n/project.ts'
import { runChecks } from './i18n/run-checks.ts'
import { formatReport } from './i18n/problems.ts'

const problems = await runChecks(PROJECT)
const report = formatReport(problems)
if (problems.length > 0) {
  console.error(report)
  process.exitCode = 1
} else {
  console.log(report)
}
