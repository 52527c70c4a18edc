/** `npm test` starts here: it names what the machine lacks, before any suite fails deep inside. */
import { missingPrerequisites } from './prerequisites.ts'

const missing = missingPrerequisites()
if (missing.length > 0) {
  console.error(`npm test needs what this machine lacks (bash .ci/run installs all of it):\n${missing.join('\n')}`)
  process.exit(1)
}
