/**
 * `npm run test:engines`: the visitor journeys (journeys.ts) in Firefox ESR and WebKitGTK, against
 * the built site served as `npm start` serves it. Both engines run side by side, each journey in
 * turn; dist/ must be built (npm test builds it first).
 */
import { after, before, describe, test } from 'node:test'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { DEFAULT_PROFILE, Page, type Engine, type EngineBrowser, type Profile } from './driver.ts'
import { firefox } from './firefox.ts'
import { journeys } from './journeys.ts'
import { startProxy, type RecordingProxy } from './proxy.ts'
import { startSite, type Site } from './server.ts'
import { webkit } from './webkit.ts'

/** The site on PORT, its emulators on the next six ports; each engine's proxy and driver above them. */
const port = Number(process.env.ENGINES_PORT ?? 5420)
/** Runs each journey this many times in a row, to find one that fails only sometimes (docs/testing.md). */
const repeat = Math.max(1, Math.trunc(Number(process.env.ENGINES_REPEAT ?? 1)) || 1)
const engines: { engine: Engine; ports: number }[] = [
  { engine: firefox, ports: port + 10 },
  { engine: webkit, ports: port + 20 },
]

if (!existsSync(resolve(import.meta.dirname, '../dist/index.html'))) throw new Error('dist/ is not built: run `npm run build` first')

let site: Site | undefined
before(
  async () => {
    site = await startSite(port)
  },
  { timeout: 200_000 },
)
after(async () => {
  await site?.stop()
})

void describe('engines', { concurrency: engines.length }, () => {
  for (const { engine, ports } of engines) {
    void describe(engine.name, { concurrency: 1 }, () => {
      let proxy: RecordingProxy | undefined
      // One browser per profile, launched when a journey first needs it.
      const browsers = new Map<string, Promise<EngineBrowser>>()
      const live = () => {
        if (!site || !proxy) throw new Error('not started')
        return { site, proxy }
      }
      const browserFor = (profile: Profile) => {
        const key = JSON.stringify(profile)
        let browser = browsers.get(key)
        if (!browser) {
          browser = engine.launch({
            profile,
            proxyPort: live().proxy.port,
            origin: live().site.origin,
            driverPort: ports + 1 + browsers.size,
          })
          browsers.set(key, browser)
        }
        return browser
      }

      before(async () => {
        proxy = await startProxy(ports)
      })
      after(async () => {
        for (const browser of browsers.values()) await (await browser).close()
        await proxy?.close()
      })

      for (const journey of journeys.flatMap((one) => Array.from({ length: repeat }, () => one))) {
        void test(journey.name, { timeout: 240_000 }, async () => {
          const { site: served, proxy: recorder } = live()
          const browser = await browserFor(journey.profile ?? DEFAULT_PROFILE)
          const page = new Page(engine.name, await browser.newTab(), served.origin, recorder.log)
          try {
            // A returning visitor who chose English, as in the Chromium specs (playwright.config.ts), so the
            // language offer shows only in the journeys about first visits.
            if (!journey.firstVisit) {
              await page.goto('/robots.txt')
              await page.setCookie('i18n_redirected', 'en')
            }
            await journey.run(page, served)
          } finally {
            await page.close()
          }
        })
      }
    })
  }
})
