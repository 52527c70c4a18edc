/**
 * `npm run deploy`: builds with the current environment, then deploys dist/ with the build's
 * hosting configuration (firebase.json completed by the build, see scripts/hosting/config.ts) to the
 * Firebase project named by FIREBASE_PROJECT. Refuses, naming each reason, before building when
 * the environment is not a production one, and after building when the build itself is not (its
 * recorded settings, its policy, emulator code in dist/); see deploy-lib.ts and README.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { join, relative, resolve } from 'node:path'
import { loadEnv } from 'vite'
import { builtProblems, DEPLOY_CONFIG, deployPlan } from './deploy-lib.ts'
import { builtHosting, hostingSection, readHostingBuild } from '../hosting/config.ts'

const root = resolve(import.meta.dirname, '../..')

function refuse(problems: string[]): never {
  console.error(`npm run deploy: not deploying.\n  ${problems.join('\n  ')}`)
  process.exit(1)
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  )
}

// The same variables, from the same .env files, that the production build reads.
const plan = deployPlan(process.env, loadEnv('production', root, ['VITE_', 'APP_']))
if (!plan.ok) refuse(plan.problems)

console.log(`Deploying hosting to ${plan.project} (auth domain ${plan.authDomain})`)
// Always a fresh build: dist/ may come from a local run with another environment.
run(process.execPath, [join(root, 'scripts/build/build.ts')])

const build = readHostingBuild(root)
const hosting = builtHosting(hostingSection(JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'))), build)
const dist = join(root, 'dist')
const files = walk(dist)
  .filter((file) => /\.(?:html|js|css|json|webmanifest|txt|xml|svg)$/.test(file))
  .map((file) => ({ path: relative(root, file), text: readFileSync(file, 'utf8') }))
const problems = builtProblems(build, plan.project, hosting, files)
if (problems.length > 0) refuse(problems)

// Hosting only: the functions fixture is in no configuration a deploy reads.
writeFileSync(join(root, DEPLOY_CONFIG), JSON.stringify({ hosting }, null, 2))
const deployed = spawnSync(process.execPath, [join(root, 'node_modules/firebase-tools/lib/bin/firebase.js'), ...plan.args], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
})
rmSync(join(root, DEPLOY_CONFIG), { force: true })
process.exit(deployed.status ?? 1)
