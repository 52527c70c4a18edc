import { policyAllows } from '../build/csp.ts'
import type { HostingBuild, HostingSection } from '../hosting/config.ts'
import { appLinksDeployProblems } from '../build/app-links.ts'

export type DeployPlan = { ok: true; project: string; authDomain: string; args: string[] } | { ok: false; problems: string[] }

/** Firebase project ids: 6 to 30 lowercase letters, digits and hyphens, starting with a letter. */
const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/

/** The configuration file `npm run deploy` writes from the build's hosting section and deploys. */
export const DEPLOY_CONFIG = 'firebase.deploy.local.json'

/**
 * What a production build's `VITE_*` settings must say, or every way they fall short: a real
 * Firebase project (not the emulators' `demo-` one) that is the one being deployed to, the site's
 * own URL over https, Secure cookies, and the site's own domain as auth domain: browsers that
 * partition third-party storage (Safari 16.1+, Firefox 109+, Chrome 115+) break redirect sign-in,
 * which /applycode uses on phones, when the auth helper pages live on another domain; Hosting
 * serves them on the site's domain under /__/auth/.
 */
export function settingsProblems(vite: Record<string, string | undefined>, project: string): string[] {
  const problems: string[] = []
  const buildProject = vite.VITE_FIREBASE_PROJECT_ID?.trim() ?? ''
  if (!buildProject) {
    problems.push(
      'The build would use the demo-kinemo project (no VITE_FIREBASE_* settings), which exists only in the emulators: set the VITE_FIREBASE_* variables of .env.example.',
    )
  } else if (buildProject.startsWith('demo-')) {
    problems.push(`VITE_FIREBASE_PROJECT_ID "${buildProject}" is a demo project, which exists only in the emulators.`)
  } else if (project && buildProject !== project) {
    problems.push(
      `VITE_FIREBASE_PROJECT_ID "${buildProject}" differs from FIREBASE_PROJECT "${project}": the site would talk to one project and be deployed to another.`,
    )
  }
  const siteUrl = vite.VITE_SITE_URL?.trim() ?? ''
  const site = URL.canParse(siteUrl) ? new URL(siteUrl) : undefined
  if (!siteUrl)
    problems.push(
      "VITE_SITE_URL is not set: name the site's address (https://kinemo.app), which canonical links, the sitemap and the auth domain check use.",
    )
  else if (site?.protocol !== 'https:') problems.push(`VITE_SITE_URL "${siteUrl}" is not an https address.`)
  if (vite.VITE_COOKIE_SECURE?.trim() !== 'true') problems.push('VITE_COOKIE_SECURE is not "true": production cookies must be Secure.')
  const authDomain = vite.VITE_FIREBASE_AUTH_DOMAIN?.trim() ?? ''
  if (buildProject && site?.protocol === 'https:' && authDomain.toLowerCase() !== site.hostname) {
    problems.push(
      `VITE_FIREBASE_AUTH_DOMAIN "${authDomain}" is not the site's own domain "${site.hostname}": redirect sign-in on phones fails in browsers that partition third-party storage. Set VITE_FIREBASE_AUTH_DOMAIN=${site.hostname} (Hosting serves /__/auth/ there) and add https://${site.hostname}/__/auth/handler to each sign-in provider's authorized redirect URIs.`,
    )
  }
  return problems
}

/**
 * What `npm run deploy` will do with this environment (`env`: the process environment; `vite`:
 * the `VITE_*` and `APP_*` variables the build will read, .env files included), or every reason it refuses.
 * It deploys only to a project named explicitly (FIREBASE_PROJECT), never to a `demo-` project,
 * only with non-interactive credentials, and only with production settings (settingsProblems).
 */
export function deployPlan(env: Record<string, string | undefined>, vite: Record<string, string | undefined>): DeployPlan {
  const problems: string[] = []
  const project = env.FIREBASE_PROJECT?.trim() ?? ''
  if (!project) problems.push('FIREBASE_PROJECT is not set: name the Firebase project to deploy to (its project id).')
  else if (!PROJECT_ID.test(project)) problems.push(`FIREBASE_PROJECT "${project}" is not a Firebase project id.`)
  else if (project.startsWith('demo-'))
    problems.push(`FIREBASE_PROJECT "${project}" is a demo project, which exists only in the emulators.`)
  if (!env.FIREBASE_TOKEN && !env.GOOGLE_APPLICATION_CREDENTIALS) {
    problems.push(
      'No credentials: set GOOGLE_APPLICATION_CREDENTIALS to a service account key file with the Firebase Hosting Admin role (or FIREBASE_TOKEN from `firebase login:ci`).',
    )
  }
  problems.push(...settingsProblems(vite, project), ...appLinksDeployProblems(vite))
  if (problems.length > 0) return { ok: false, problems }
  return { ok: true, project, authDomain: vite.VITE_FIREBASE_AUTH_DOMAIN?.trim() ?? '', args: deployArgs(project) }
}

export function deployArgs(project: string): string[] {
  return ['deploy', '--only', 'hosting', '--project', project, '--config', DEPLOY_CONFIG, '--non-interactive']
}

/** Text that only a build for the emulators carries: the test hooks and the demo project. */
const EMULATOR_MARKERS = ['__kinemoEmulator', 'demo-'] as const

/**
 * Every reason the finished build must not be deployed: its recorded settings (the Firebase
 * project it talks to, the site URL, Secure cookies, the auth domain), a policy that would block
 * the sign-in iframe, or files in dist/ that carry emulator hooks.
 */
export function builtProblems(
  build: HostingBuild,
  project: string,
  hosting: HostingSection,
  files: readonly { path: string; text: string }[],
): string[] {
  const problems = settingsProblems(build.env, project)
  const site = build.site.VITE_SITE_URL
  const iframe = `https://${build.firebase.VITE_FIREBASE_AUTH_DOMAIN}/__/auth/iframe`
  const policies = hosting.headers
    .filter((rule) => rule.regex === '^/')
    .flatMap((rule) => rule.headers.filter((h) => h.key === 'Content-Security-Policy').map((h) => h.value))
  if (policies.length === 0) problems.push('The hosting configuration has no Content-Security-Policy for every response.')
  else if (URL.canParse(iframe) && !policies.every((policy) => policyAllows(policy, 'frame-src', iframe, site))) {
    problems.push(`The policy's frame-src does not allow ${iframe}, so sign-in would be blocked.`)
  }
  for (const marker of EMULATOR_MARKERS) {
    const found = files.filter((file) => file.text.includes(marker)).map((file) => file.path)
    if (found.length > 0)
      problems.push(
        `dist/ holds emulator-only code ("${marker}") in ${found.slice(0, 5).join(', ')}${found.length > 5 ? ` and ${found.length - 5} more` : ''}.`,
      )
  }
  return problems
}
