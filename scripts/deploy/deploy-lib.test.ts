import { describe, expect, it } from 'vitest'
import { BASE_HOSTING, PRODUCTION_ENV } from '../hosting/test-support.ts'
import { builtProblems, DEPLOY_CONFIG, deployPlan } from './deploy-lib.ts'
import { builtHosting, hostingBuildRecord, parseHostingBuild } from '../hosting/config.ts'

const base = BASE_HOSTING
const credentials = { GOOGLE_APPLICATION_CREDENTIALS: '/secrets/key.json' }
const APP_LINKS = {
  APP_APPLE_TEAM_ID: 'A1B2C3D4E5',
  APP_ANDROID_CERT_FINGERPRINTS: 'AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89',
}
const PRODUCTION = { ...PRODUCTION_ENV, ...APP_LINKS }
const without = (env: Record<string, string>, ...names: string[]) =>
  Object.fromEntries(Object.entries(env).filter(([name]) => !names.includes(name)))
const problemsOf = (env: Record<string, string>, vite: Record<string, string>) => {
  const plan = deployPlan(env, vite)
  return plan.ok ? [] : plan.problems
}

describe('deployPlan', () => {
  it('deploys hosting only, with the build config, to the named project, non-interactively', () => {
    expect(deployPlan({ FIREBASE_PROJECT: 'kinemo-prod', ...credentials }, PRODUCTION)).toEqual({
      ok: true,
      project: 'kinemo-prod',
      authDomain: 'kinemo.app',
      args: ['deploy', '--only', 'hosting', '--project', 'kinemo-prod', '--config', DEPLOY_CONFIG, '--non-interactive'],
    })
  })

  it("refuses the app identifiers' demo values, or none", () => {
    const env = { FIREBASE_PROJECT: 'kinemo-prod', ...credentials }
    expect(problemsOf(env, without(PRODUCTION, 'APP_APPLE_TEAM_ID', 'APP_ANDROID_CERT_FINGERPRINTS'))).toEqual([
      expect.stringContaining('APP_APPLE_TEAM_ID is unset or the demo value'),
      expect.stringContaining('APP_ANDROID_CERT_FINGERPRINTS is unset or the demo value'),
    ])
    expect(problemsOf(env, { ...PRODUCTION, APP_APPLE_TEAM_ID: 'DEMO000000' })).toEqual([expect.stringContaining('APP_APPLE_TEAM_ID')])
  })

  it('refuses without a project or credentials, naming both', () => {
    expect(problemsOf({}, PRODUCTION)).toEqual([
      expect.stringContaining('FIREBASE_PROJECT is not set'),
      expect.stringContaining('No credentials'),
    ])
  })

  it.each([
    ['demo-kinemo', 'demo project'],
    ['Kinemo Prod', 'not a Firebase project id'],
  ])('refuses the project %s', (project, reason) => {
    expect(
      problemsOf({ FIREBASE_PROJECT: project, FIREBASE_TOKEN: 't' }, { ...PRODUCTION, VITE_FIREBASE_PROJECT_ID: project }),
    ).toContainEqual(expect.stringContaining(reason))
  })

  it('refuses a build that would use the demo project (no Firebase settings)', () => {
    expect(problemsOf({ FIREBASE_PROJECT: 'kinemo-prod', ...credentials }, without(PRODUCTION, 'VITE_FIREBASE_PROJECT_ID'))).toEqual([
      expect.stringContaining('demo-kinemo project'),
    ])
    expect(
      problemsOf({ FIREBASE_PROJECT: 'kinemo-prod', ...credentials }, { ...PRODUCTION, VITE_FIREBASE_PROJECT_ID: 'demo-kinemo' }),
    ).toEqual([expect.stringContaining('"demo-kinemo" is a demo project')])
  })

  it('refuses settings for another project than the one deployed to', () => {
    expect(
      problemsOf({ FIREBASE_PROJECT: 'kinemo-prod', ...credentials }, { ...PRODUCTION, VITE_FIREBASE_PROJECT_ID: 'kinemo-staging' }),
    ).toEqual([expect.stringContaining('"kinemo-staging" differs from FIREBASE_PROJECT "kinemo-prod"')])
  })

  it('refuses without the site URL (or with a plain-http one) and without Secure cookies', () => {
    expect(
      problemsOf({ FIREBASE_PROJECT: 'kinemo-prod', ...credentials }, without(PRODUCTION, 'VITE_SITE_URL', 'VITE_COOKIE_SECURE')),
    ).toEqual([expect.stringContaining('VITE_SITE_URL is not set'), expect.stringContaining('VITE_COOKIE_SECURE is not "true"')])
    expect(
      problemsOf(
        { FIREBASE_PROJECT: 'kinemo-prod', ...credentials },
        { ...PRODUCTION, VITE_SITE_URL: 'http://kinemo.app', VITE_COOKIE_SECURE: 'false' },
      ),
    ).toEqual([expect.stringContaining('is not an https address'), expect.stringContaining('VITE_COOKIE_SECURE is not "true"')])
  })

  it.each([['kinemo-prod.firebaseapp.com'], ['auth.kinemo.app'], ['kinemo.app.evil.example']])(
    "refuses the auth domain %s, which is not the site's own",
    (authDomain) => {
      expect(
        problemsOf({ FIREBASE_PROJECT: 'kinemo-prod', ...credentials }, { ...PRODUCTION, VITE_FIREBASE_AUTH_DOMAIN: authDomain }),
      ).toEqual([
        expect.stringMatching(
          new RegExp(
            `"${authDomain.replaceAll('.', '\\.')}" is not the site's own domain "kinemo\\.app".*VITE_FIREBASE_AUTH_DOMAIN=kinemo\\.app`,
          ),
        ),
      ])
    },
  )
})

describe('builtProblems', () => {
  const build = (vite: Record<string, string>) => parseHostingBuild(hostingBuildRecord(['entry-client-AbCd1234.js'], vite))
  const clean = [
    { path: 'dist/index.html', text: '<html>Kinemo</html>' },
    { path: 'dist/assets/shell-AbCd1234.js', text: 'console.log(1)' },
  ]

  it('lets a production build through', () => {
    const production = build(PRODUCTION)
    expect(builtProblems(production, 'kinemo-prod', builtHosting(base, production), clean)).toEqual([])
  })

  it("refuses a build whose recorded settings are the demo project's or another project's", () => {
    const demo = build({ VITE_SITE_URL: 'https://kinemo.app', VITE_COOKIE_SECURE: 'true' })
    expect(builtProblems(demo, 'kinemo-prod', builtHosting(base, demo), clean)).toContainEqual(
      expect.stringContaining('demo-kinemo project'),
    )
    const staging = build({ ...PRODUCTION, VITE_FIREBASE_PROJECT_ID: 'kinemo-staging' })
    expect(builtProblems(staging, 'kinemo-prod', builtHosting(base, staging), clean)).toEqual([
      expect.stringContaining('differs from FIREBASE_PROJECT'),
    ])
  })

  it('refuses a dist/ with emulator hooks, naming the files', () => {
    const production = build(PRODUCTION)
    const files = [
      ...clean,
      { path: 'dist/assets/emulator-test-hooks-AbCd1234.js', text: 'window.__kinemoEmulator={}' },
      { path: 'dist/assets/app-AbCd1234.js', text: 'projectId:"demo-kinemo"' },
    ]
    expect(builtProblems(production, 'kinemo-prod', builtHosting(base, production), files)).toEqual([
      'dist/ holds emulator-only code ("__kinemoEmulator") in dist/assets/emulator-test-hooks-AbCd1234.js.',
      'dist/ holds emulator-only code ("demo-") in dist/assets/app-AbCd1234.js.',
    ])
  })

  it('refuses a policy that would block the sign-in iframe', () => {
    const production = build(PRODUCTION)
    const hosting = builtHosting(base, production)
    const blocking = {
      ...hosting,
      headers: hosting.headers.map((rule) => ({
        ...rule,
        headers: rule.headers.map((h) =>
          h.key === 'Content-Security-Policy' ? { ...h, value: h.value.replace("frame-src 'self'", 'frame-src') } : h,
        ),
      })),
    }
    expect(builtProblems(production, 'kinemo-prod', blocking, clean)).toEqual([
      expect.stringContaining('does not allow https://kinemo.app/__/auth/iframe'),
    ])
  })
})
