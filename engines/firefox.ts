/**
 * Firefox ESR over WebDriver BiDi, through puppeteer-core. Each tab gets its own browser context,
 * so no cookie or storage outlives a journey.
 */
import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Page as PuppeteerPage } from 'puppeteer-core'
import { locate, type CookieValue, type Engine, type EngineBrowser, type EngineTab, type LaunchOptions, type Query } from './driver.ts'

import { FIREFOX_PATH } from './browser-paths.ts'

async function element(page: PuppeteerPage, query: Query): Promise<ElementHandle> {
  return page.evaluateHandle(locate, query)
}

class FirefoxTab implements EngineTab {
  private readonly errors: string[] = []
  private readonly context: BrowserContext
  private readonly page: PuppeteerPage
  private readonly host: string

  constructor(context: BrowserContext, page: PuppeteerPage, host: string) {
    this.context = context
    this.page = page
    this.host = host
    page.on('pageerror', (error) => {
      const text = error instanceof Error ? error.message : String(error)
      // Firefox logs a failed cross-origin fetch in the same channel as uncaught errors; the tests'
      // network is closed (proxy.ts), so those are the environment, not the page's doing.
      if (!/^Cross-Origin Request Blocked: .*\(Reason: CORS request did not succeed\)/.test(text)) this.errors.push(text)
    })
  }

  async navigate(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: 'load' })
  }

  execute(fn: string, args: unknown[]): Promise<unknown> {
    // Given as a string, the call is evaluated by the driver, outside the page's Content-Security-Policy.
    return this.page.evaluate(`(${fn})(...${JSON.stringify(args)})`)
  }

  async click(query: Query): Promise<void> {
    await (await element(this.page, query)).click()
  }

  async type(query: Query, text: string): Promise<void> {
    const field = await element(this.page, query)
    await field.click({ count: 3 })
    await this.page.keyboard.press('Backspace')
    await field.type(text)
  }

  async back(): Promise<void> {
    // Same-document entries raise no load event: start the traversal and let the journey wait.
    await this.page.evaluate(() => history.back())
  }

  async reload(): Promise<void> {
    await this.page.reload({ waitUntil: 'load' })
  }

  async cookies(): Promise<CookieValue[]> {
    return (await this.context.cookies()).map(({ name, value }) => ({ name, value }))
  }

  async setCookie({ name, value }: CookieValue): Promise<void> {
    await this.context.setCookie({ name, value, domain: this.host, path: '/' })
  }

  reportedErrors(): string[] {
    return [...this.errors]
  }

  async close(): Promise<void> {
    await this.context.close()
  }
}

export const firefox: Engine = {
  name: 'Firefox ESR',
  async launch({ profile, proxyPort, origin }: LaunchOptions): Promise<EngineBrowser> {
    const browser: Browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX_PATH,
      headless: true,
      extraPrefsFirefox: {
        'intl.accept_languages': `${profile.language},${profile.language.split('-')[0] ?? ''}`,
        'ui.prefersReducedMotion': profile.reducedMotion ? 1 : 0,
        // Everything off the site goes through the recording proxy.
        'network.proxy.type': 1,
        'network.proxy.http': '127.0.0.1',
        'network.proxy.http_port': proxyPort,
        'network.proxy.ssl': '127.0.0.1',
        'network.proxy.ssl_port': proxyPort,
        'network.proxy.no_proxies_on': '127.0.0.1',
      },
    })
    return {
      async newTab() {
        const context = await browser.createBrowserContext()
        const page = await context.newPage()
        return new FirefoxTab(context, page, new URL(origin).hostname)
      },
      async close() {
        await browser.close()
      },
    }
  },
}
