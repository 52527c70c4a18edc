/** `npm run i18n:check`: every catalog and content file complete, current and well-formed. */
import { PROJECT } from './project.ts'
import { runChecks } from './run-checks.ts'
import { formatReport } from './problems.ts'

const problems = await runChecks(PROJECT)
const report = formatReport(problems)
if (problems.length > 0) {
  console.error(report)
  process.exitCode = 1
} else {
  console.log(report)
}
