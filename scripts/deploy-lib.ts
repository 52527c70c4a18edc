import { policyAllows } from './csp-lib.ts'

export type DeployPlan =
  | { ok: true; project: string; authDomain: string; args: string[] }
  | { ok: false; problems: string[] }

/** Firebase project ids: 6 to 30 lowercase letters, digits and hyphens, starting with a letter. */
const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/

/**
 * What `npm run deploy` will do with this environment, or every reason it refuses. It deploys
 * only to a project named explicitly (FIREBASE_PROJECT), never to a `demo-` project (those exist
 * only in the emulators), only with non-interactive credentials, and only when the auth domain
 * the build will use is one the production CSP lets the sign-in iframe load from.
 */
export function deployPlan(env: Record<string, string | undefined>, headerPolicy: string): DeployPlan {
  const problems: string[] = []
  const project = env.FIREBASE_PROJECT?.trim() ?? ''
  if (!project) problems.push('FIREBASE_PROJECT is not set: name the Firebase project to deploy to (its project id).')
  else if (!PROJECT_ID.test(project)) problems.push(`FIREBASE_PROJECT "${project}" is not a Firebase project id.`)
  else if (project.startsWith('demo-')) problems.push(`FIREBASE_PROJECT "${project}" is a demo project, which exists only in the emulators.`)
  if (!env.FIREBASE_TOKEN && !env.GOOGLE_APPLICATION_CREDENTIALS) {
    problems.push('No credentials: set GOOGLE_APPLICATION_CREDENTIALS to a service account key file with the Firebase Hosting Admin role (or FIREBASE_TOKEN from `firebase login:ci`).')
  }
  const projectOk = PROJECT_ID.test(project) && !project.startsWith('demo-')
  const authDomain = env.VITE_FIREBASE_AUTH_DOMAIN?.trim() || `${project}.firebaseapp.com`
  const site = env.VITE_SITE_URL?.trim() || 'https://kinemo.app'
  const iframe = `https://${authDomain}/__/auth/iframe`
  if (projectOk && (!URL.canParse(iframe) || !URL.canParse(site))) {
    problems.push(`VITE_FIREBASE_AUTH_DOMAIN "${authDomain}" or VITE_SITE_URL "${site}" is not a valid host or URL.`)
  } else if (projectOk && !policyAllows(headerPolicy, 'frame-src', iframe, site)) {
    problems.push(`The auth domain ${authDomain} is not in the frame-src of firebase.json's Content-Security-Policy, so sign-in would be blocked. Add https://${authDomain} there.`)
  }
  if (problems.length > 0) return { ok: false, problems }
  return { ok: true, project, authDomain, args: ['deploy', '--only', 'hosting', '--project', project, '--non-interactive'] }
}
