import { describe, expect, it } from 'vitest'
import { appPaths } from '../../src/lib/paths/app-paths.ts'
import { appleAppSiteAssociation, appLinksDeployProblems, assetLinks, DEMO_APP_LINKS, parseAppLinksEnv } from './app-links.ts'

const fingerprint = 'AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89'

describe('app link settings', () => {
  it('takes the team id and fingerprints from the environment, demo values where unset', () => {
    expect(parseAppLinksEnv({})).toEqual(DEMO_APP_LINKS)
    expect(parseAppLinksEnv({ APP_APPLE_TEAM_ID: 'A1B2C3D4E5', APP_ANDROID_CERT_FINGERPRINTS: ` ${fingerprint.toLowerCase()} ` })).toEqual({
      teamId: 'A1B2C3D4E5',
      fingerprints: [fingerprint],
    })
  })

  it('stops the build naming each malformed value', () => {
    expect(() => parseAppLinksEnv({ APP_APPLE_TEAM_ID: 'ABC' })).toThrow(/APP_APPLE_TEAM_ID "ABC" is not an Apple team id/)
    expect(() => parseAppLinksEnv({ APP_ANDROID_CERT_FINGERPRINTS: `${fingerprint},AB:CD` })).toThrow(
      /holds "AB:CD", not a SHA-256 fingerprint/,
    )
    expect(() => parseAppLinksEnv({ APP_APPLE_TEAM_ID: '<script>0' })).toThrow(/not an Apple team id/)
  })

  it('refuses a deploy with the demo values or none', () => {
    expect(appLinksDeployProblems({})).toHaveLength(2)
    expect(
      appLinksDeployProblems({
        APP_APPLE_TEAM_ID: DEMO_APP_LINKS.teamId,
        APP_ANDROID_CERT_FINGERPRINTS: DEMO_APP_LINKS.fingerprints.join(','),
      }),
    ).toHaveLength(2)
    expect(appLinksDeployProblems({ APP_APPLE_TEAM_ID: 'A1B2C3D4E5', APP_ANDROID_CERT_FINGERPRINTS: fingerprint })).toEqual([])
  })
})

describe('the association files', () => {
  const env = { teamId: 'A1B2C3D4E5', fingerprints: [fingerprint] }

  it('claim /applycode in every language and Firebase Auth email links, never /auth_action', () => {
    expect(appPaths()).toHaveLength(19)
    expect(appPaths()).toEqual(
      expect.arrayContaining(['/applycode', '/de/applycode', '/ar/applycode', '/zh-TW/applycode', '/__/auth/links']),
    )
    expect(JSON.stringify(appleAppSiteAssociation(env))).not.toContain('auth_action')
  })

  it('name the app by team and bundle id for Apple, by package and certificates for Android, password sharing included', () => {
    expect(appleAppSiteAssociation(env)).toMatchObject({
      applinks: { details: [{ appIDs: ['A1B2C3D4E5.app.kinemo.ios'] }] },
      webcredentials: { apps: ['A1B2C3D4E5.app.kinemo.ios'] },
    })
    expect(assetLinks(env)).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls', 'delegate_permission/common.get_login_creds'],
        target: { namespace: 'android_app', package_name: 'app.kinemo.android', sha256_cert_fingerprints: [fingerprint] },
      },
    ])
  })
})
