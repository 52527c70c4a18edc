/**
 * `npm run deploy`: builds with the current environment, then deploys dist/ and firebase.json's
 * hosting config to the Firebase project named by FIREBASE_PROJECT. Refuses (and explains) when
 * the environment does not name a real project and credentials; see deploy-lib.ts and README.
 */
import { readFileSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import { deployPlan } from './deploy-lib.ts'
import { globalHeader } from './serve-lib.ts'

const root = resolve(import.meta.dirname, '..')
const config: unknown = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'))
const plan = deployPlan(process.env, globalHeader(config, 'Content-Security-Policy') ?? '')

if (!plan.ok) {
  console.error(`npm run deploy: not deploying.\n  ${plan.problems.join('\n  ')}`)
  process.exit(1)
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

console.log(`Deploying hosting to ${plan.project} (auth domain ${plan.authDomain})`)
// Always a fresh build: dist/ may come from a local run with another environment.
run(process.execPath, [join(root, 'scripts/build.ts')])
run(process.execPath, [join(root, 'node_modules/firebase-tools/lib/bin/firebase.js'), ...plan.args])
