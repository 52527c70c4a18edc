/**
 * Byte budgets, checked against the production build after `npm run build`:
 * - every page's first load, worked out from its prerendered HTML and the Vite manifest;
 * - the same pages loaded in Chromium, counting every file fetched until the network is idle,
 *   so a chunk imported at runtime during load cannot slip past the static view.
 * Sizes come from the files in dist/ (gzip -9), so the result does not depend on the server.
 */
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { LOCALES } from '../src/lib/i18n/locale-table.ts'
import { PAGE_LIST, type PageKey } from '../src/lib/content/pages.ts'
import { pagePath } from '../src/lib/paths/site-paths.ts'
import { outputFileFor } from '../scripts/build/prerender-lib.ts'
import { BUDGETS, FIREBASE_PAGES, checkFirebaseInUse, checkFirstLoad, readSiteBuild, type SiteBuild } from './lib/budgets.ts'
import { DistSizes } from './lib/dist-files.ts'
import { staticFirstLoad } from './lib/first-load.ts'
import { CATALOG_PARTS } from '../src/lib/i18n/catalog-parts.ts'
import { recordDuring, recordFirstLoad } from './lib/record-load.ts'
import { firebaseModulesIn } from './lib/chunk-modules.ts'
import { waitForEmulators } from './firebase-emulators.ts'
import { kb } from './lib/sizes.ts'
import { COMPILE_HINT, SHELL_CHUNK_NAME } from '../scripts/build/vite/shell-chunk.ts'

const dist = resolve(import.meta.dirname, '../dist')
let cached: { build: SiteBuild; sizes: DistSizes } | undefined
function site() {
  cached ??= { build: readSiteBuild(dist), sizes: new DistSizes(dist) }
  return cached
}

/** A first load counts until the page has hydrated and the network is quiet after that. */
const hydrated = { readySelector: 'html[data-hydrated="true"]' }
const firebaseAllowed = (key: PageKey) => (FIREBASE_PAGES as readonly string[]).includes(key)
const pageInfo = (locale: string, key: PageKey) => ({
  path: pagePath(locale, key),
  isHome: key === 'home',
  firebaseAllowed: firebaseAllowed(key),
})
const staticFiles = (path: string) => staticFirstLoad(readFileSync(join(dist, outputFileFor(path)), 'utf8'), site().build.manifest)

test.describe('byte budgets of the prerendered pages', () => {
  test(`every locale catalog file is at most ${kb(BUDGETS.catalogGzip, 0)} gzip`, () => {
    const { build, sizes } = site()
    const locales = [...new Set(build.catalogs.map(({ locale }) => locale))]
    expect(locales.sort(), 'a catalog for every locale').toEqual(LOCALES.map((l) => l.file).sort())
    for (const locale of locales)
      expect(
        build.catalogs.filter((file) => file.locale === locale).map(({ part }) => part),
        `${locale}: a file for each catalog part`,
      ).toEqual([...CATALOG_PARTS].sort())
    const over = build.catalogs.filter(({ file }) => sizes.of(file).gzip > BUDGETS.catalogGzip)
    expect(over.map(({ locale, part, file }) => `${locale} (${part}): ${file} is ${kb(sizes.of(file).gzip)} gzip`)).toEqual([])
  })

  test('the shell chunk, and no other, starts with the compile hint that has Chromium compile it while it streams in', () => {
    const { manifest } = site().build
    const shell = Object.entries(manifest).find(([key]) => key.startsWith(`_${SHELL_CHUNK_NAME}-`) && key.endsWith('.js'))?.[1].file
    const scripts = [...new Set(Object.values(manifest).map((entry) => entry.file))].filter((file) => file.endsWith('.js'))
    const hinted = scripts.filter((file) => readFileSync(join(dist, file), 'utf8').startsWith(`${COMPILE_HINT}\n`))
    expect(hinted).toEqual([shell])
  })

  for (const locale of LOCALES) {
    test(`${locale.code}: first-load JS of the 8 pages within budget, no Firebase outside its pages`, () => {
      const { build, sizes } = site()
      const problems = PAGE_LIST.flatMap((page) => {
        const info = pageInfo(locale.code, page.key)
        return checkFirstLoad(info, staticFiles(info.path), build, sizes)
      })
      expect(problems.map((p) => p.message).join('\n\n')).toBe('')
    })
  }
})

// Each page type in three scripts (Latin, Arabic, Japanese) plus every home page: the set the
// browser actually fetches must stay within the same budgets.
const measured = [
  ...['en', 'ar', 'ja'].flatMap((locale) => PAGE_LIST.map((page) => ({ locale, key: page.key }))),
  ...LOCALES.filter((l) => !['en', 'ar', 'ja'].includes(l.code)).map((l) => ({ locale: l.code, key: 'home' as const })),
]

test.describe('first load measured in the browser', () => {
  for (const { locale, key } of measured) {
    const info = pageInfo(locale, key)
    test(`${info.path} stays within its budgets`, async ({ page }) => {
      const { build, sizes } = site()
      const load = await recordFirstLoad(page, info.path, hydrated)
      expect(load.status).toBe(200)
      // The Firebase pages talk to the auth and functions backends (emulators locally); no other page leaves the site.
      if (!info.firebaseAllowed) expect(load.external, 'no request leaves the site on a first load').toEqual([])
      const fetched = load.files.filter((f) => f.status < 400).map((f) => f.file)
      const expected = staticFiles(info.path).filter((f) => f.endsWith('.js') || f.endsWith('.css'))
      expect(
        expected.filter((f) => !fetched.includes(f)),
        'every script and stylesheet the HTML references is fetched',
      ).toEqual([])
      const problems = checkFirstLoad(info, fetched, build, sizes)
      expect(problems.map((p) => p.message).join('\n\n')).toBe('')
    })
  }
})

test.describe('Firebase, downloaded when a visitor needs it', () => {
  const firebaseFiles = (files: readonly string[]) => firebaseModulesIn(files, site().build.chunkModules).map((f) => f.file)

  test('/applycode: none until the visitor reaches for sign-in, then within the Firebase ceiling', async ({ page }) => {
    const { sizes } = site()
    const load = await recordFirstLoad(page, '/applycode', hydrated)
    const arrived = load.files.map((f) => f.file)
    expect(firebaseFiles(arrived), 'a visitor who never signed in here gets no Firebase on arrival').toEqual([])
    const google = page.getByRole('button', { name: 'Continue with Google' })
    await expect(google).toBeEnabled()
    const reached = await recordDuring(page, () => google.hover())
    const added = reached.files.map((f) => f.file)
    expect(firebaseFiles(added).length, 'pointing at a sign-in button downloads Firebase').toBeGreaterThan(0)
    expect(
      checkFirebaseInUse('/applycode', [...new Set([...arrived, ...added])], sizes)
        .map((p) => p.message)
        .join('\n'),
    ).toBe('')
  })

  test('/auth_action with a code: Firebase at once, within the Firebase ceiling', async ({ page }) => {
    await waitForEmulators()
    const { sizes } = site()
    // Counted until the page has answered the link (the made-up code is rejected), not until a
    // quiet spell after hydration: on a loaded machine the download can start more than 500 ms later.
    const answered = { readySelector: '.auth-action [role="alert"], .auth-action .form-result' }
    const load = await recordFirstLoad(page, '/auth_action?mode=verifyEmail&oobCode=budget-check-code&apiKey=demo-key', answered)
    await expect(page.getByRole('alert'), 'the made-up code is rejected by Firebase, not by a failed download').toContainText(
      /invalid|expired|used/i,
    )
    const files = load.files.map((f) => f.file)
    expect(firebaseFiles(files).length, 'the link needs Firebase to apply its code').toBeGreaterThan(0)
    expect(
      checkFirebaseInUse('/auth_action', files, sizes)
        .map((p) => p.message)
        .join('\n'),
    ).toBe('')
  })
})
