/**
 * WebKitGTK through its WebDriver (WebDriver classic; this driver has no BiDi), with the
 * MiniBrowser from libwebkit2gtk-4.1 under a virtual X display. The profile is given the way a
 * GTK desktop gives it: the browser language from the process locale, reduced motion from the GTK
 * setting gtk-enable-animations.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import WebDriver from 'webdriver'
import { z } from 'zod'
import {
  locateSource,
  type CookieValue,
  type Engine,
  type EngineBrowser,
  type EngineTab,
  type LaunchOptions,
  type Query,
} from './driver.ts'
import { MINIBROWSER_PATH, WEBDRIVER_PATH } from './browser-paths.ts'

const elementSchema = z.object({ 'element-6066-11e4-a52e-4f735466cecf': z.string() })
const cookieSchema = z.object({ name: z.string(), value: z.string() })

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- the client's own declaration-merging hook for vendor capabilities
  namespace WebdriverIO {
    interface Capabilities {
      'webkitgtk:browserOptions'?: { binary: string; args: string[] }
    }
  }
}

type Client = Awaited<ReturnType<typeof WebDriver.newSession>>

/** `de-DE` becomes the glibc locale `de_DE.UTF-8`, compiled into `dir` (the machine may have none but C). */
function compileLocale(language: string, dir: string): string {
  const parts = language.split('-')
  const lang = parts[0] ?? 'en'
  const name = `${lang}_${parts[1] ?? (lang === 'en' ? 'US' : lang.toUpperCase())}`
  const compiled = spawnSync('localedef', ['-i', name, '-f', 'UTF-8', join(dir, `${name}.UTF-8`)], { stdio: 'pipe' })
  // localedef exits 1 on mere warnings; what counts is that the locale is there.
  if (!existsSync(join(dir, `${name}.UTF-8`))) throw new Error(`localedef ${name}: ${compiled.stderr.toString()}`)
  return `${name}.UTF-8`
}

async function waitForDriver(port: number): Promise<void> {
  const until = Date.now() + 30_000
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/status`)).ok) return
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`WebKitWebDriver did not start on port ${port}`)
    await delay(200)
  }
}

class WebKitTab implements EngineTab {
  private readonly client: Client

  constructor(client: Client) {
    this.client = client
  }

  async navigate(url: string): Promise<void> {
    await this.client.navigateTo(url)
  }

  async execute(fn: string, args: unknown[]): Promise<unknown> {
    const result: unknown = await this.client.executeScript(
      `return (${fn}).apply(null, arguments)`,
      args.map((arg) => JSON.parse(JSON.stringify(arg ?? null)) as object),
    )
    return result
  }

  private async element(query: Query): Promise<string> {
    const found = elementSchema.parse(await this.execute(locateSource, [query]))['element-6066-11e4-a52e-4f735466cecf']
    // WebDriver scrolls a target only to the bottom edge, where the cookie notice may sit over it;
    // a visitor brings it to the middle of the screen. What is in full view already stays put.
    await this.client.executeScript(
      `const r = arguments[0].getBoundingClientRect(); if (r.top < 0 || r.bottom > innerHeight || r.left < 0 || r.right > innerWidth) arguments[0].scrollIntoView({ block: 'center', inline: 'center' })`,
      [{ 'element-6066-11e4-a52e-4f735466cecf': found }],
    )
    return found
  }

  async click(query: Query): Promise<void> {
    await this.client.elementClick(await this.element(query))
  }

  async type(query: Query, text: string): Promise<void> {
    const id = await this.element(query)
    await this.client.elementClear(id)
    await this.client.elementSendKeys(id, text)
  }

  async back(): Promise<void> {
    await this.client.back()
  }

  async reload(): Promise<void> {
    await this.client.refresh()
  }

  async cookies(): Promise<CookieValue[]> {
    return z
      .array(cookieSchema)
      .parse(await this.client.getAllCookies())
      .map(({ name, value }) => ({ name, value }))
  }

  async setCookie({ name, value }: CookieValue): Promise<void> {
    await this.client.addCookie({ name, value, path: '/' })
  }

  reportedErrors(): string[] {
    // WebDriver classic has no log of uncaught errors; the page's own recorder (driver.ts) stands in.
    return []
  }

  async close(): Promise<void> {
    await this.client.navigateTo('about:blank')
  }
}

export const webkit: Engine = {
  name: 'WebKitGTK',
  async launch({ profile, proxyPort, origin, driverPort }: LaunchOptions): Promise<EngineBrowser> {
    const home = mkdtempSync(join(tmpdir(), 'kinemo-webkit-'))
    mkdirSync(join(home, 'gtk-3.0'))
    writeFileSync(join(home, 'gtk-3.0/settings.ini'), `[Settings]\ngtk-enable-animations=${profile.reducedMotion ? 'false' : 'true'}\n`)
    const locale = compileLocale(profile.language, home)
    const driver = spawn('xvfb-run', ['-a', WEBDRIVER_PATH, `--port=${driverPort}`], {
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, LOCPATH: home, LANG: locale, LC_ALL: locale, XDG_CONFIG_HOME: home },
    })
    const stop = () => {
      try {
        if (driver.pid) process.kill(-driver.pid, 'SIGTERM')
      } catch {
        // Already gone.
      }
      rmSync(home, { recursive: true, force: true })
    }
    // A vendor capability the client's types do not list; off-site traffic goes to the recording proxy.
    const capabilities = {
      'webkitgtk:browserOptions': {
        binary: MINIBROWSER_PATH,
        args: ['--automation', `--proxy=http://127.0.0.1:${proxyPort}`, '--ignore-host=127.0.0.1'],
      },
    }
    try {
      await waitForDriver(driverPort)
      const client = await WebDriver.newSession({
        hostname: '127.0.0.1',
        port: driverPort,
        logLevel: 'error',
        connectionRetryCount: 1,
        capabilities,
      })
      await client.setTimeouts(0, 60_000, 30_000)
      return {
        async newTab() {
          // One window for the session: clear what the last journey left on the site's origin.
          await client.navigateTo(new URL('/robots.txt', origin).href)
          await client.deleteAllCookies()
          await client.executeScript('localStorage.clear(); sessionStorage.clear()', [])
          return new WebKitTab(client)
        },
        async close() {
          await client.deleteSession().catch(() => undefined)
          stop()
        },
      }
    } catch (error) {
      stop()
      throw error
    }
  },
}
