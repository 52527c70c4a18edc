/**
 * The driver-neutral side of the engine journeys: what a journey may ask of a browser, and the
 * small interface each engine's adapter (firefox.ts, webkit.ts) implements to provide it.
 */
import { setTimeout as delay } from 'node:timers/promises'
import type { z } from 'zod'
import type { RequestLog } from './proxy.ts'

/** How the simulated visitor's browser is set up; each engine applies it at launch. */
export interface Profile {
  /** The browser's language, as a BCP 47 tag (what `navigator.languages` reports first). */
  language: string
  reducedMotion: boolean
}

export const DEFAULT_PROFILE: Profile = { language: 'en-US', reducedMotion: false }

/**
 * An element as a visitor finds it: a CSS selector narrowed by its accessible name (aria-label,
 * aria-labelledby, its label, or its text), matched exactly after collapsing whitespace unless
 * `partial`. It must match exactly one visible element.
 */
export interface Query {
  css: string
  name?: string
  partial?: boolean
}

export interface CookieValue {
  name: string
  value: string
}

/** One open tab, as an adapter drives it. Scripts are function expressions run with `args`. */
export interface EngineTab {
  navigate(url: string): Promise<void>
  execute(fn: string, args: unknown[]): Promise<unknown>
  /** Clicks the element `locateSource` finds for the query, with the engine's real input. */
  click(query: Query): Promise<void>
  /** Replaces what the field holds by typing `text` into it. */
  type(query: Query, text: string): Promise<void>
  back(): Promise<void>
  reload(): Promise<void>
  cookies(): Promise<CookieValue[]>
  setCookie(cookie: CookieValue): Promise<void>
  /** Uncaught errors the engine reported itself (Firefox does over BiDi; WebDriver classic cannot). */
  reportedErrors(): string[]
  close(): Promise<void>
}

export interface EngineBrowser {
  /** A tab with no cookies or storage left from an earlier journey. */
  newTab(): Promise<EngineTab>
  close(): Promise<void>
}

export interface LaunchOptions {
  profile: Profile
  /** The recording proxy (proxy.ts) every off-site request goes through. */
  proxyPort: number
  /** The site's origin, http://127.0.0.1:<port>. */
  origin: string
  /** A port the adapter may use for its driver, if it needs one. */
  driverPort: number
}

export interface Engine {
  name: string
  launch(options: LaunchOptions): Promise<EngineBrowser>
}

/**
 * Runs in the page (both engines serialise it): finds the one visible element a query names.
 * Self-contained on purpose, since only its source text reaches the page.
 */
export function locate(query: Query): Element {
  const collapse = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()
  const nameOf = (element: Element): string => {
    const label = element.getAttribute('aria-label')
    if (label) return collapse(label)
    const labelledBy = element.getAttribute('aria-labelledby')
    if (labelledBy)
      return collapse(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      )
    if (element instanceof HTMLInputElement && element.labels?.length)
      return collapse(Array.from(element.labels, (l) => l.textContent).join(' '))
    return collapse(element.textContent)
  }
  const visible = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden'
  const found = Array.from(document.querySelectorAll(query.css)).filter((element) => {
    if (!visible(element)) return false
    if (query.name === undefined) return true
    const name = nameOf(element)
    return query.partial ? name.includes(query.name) : name === query.name
  })
  const [first] = found
  const description = `${query.css}${query.name === undefined ? '' : ` named "${query.name}"`}`
  if (!first) throw new Error(`No visible ${description}`)
  if (found.length > 1) throw new Error(`${found.length} visible elements match ${description}`)
  return first
}

/** The script both adapters run to find a query's element. */
export const locateSource = locate.toString()

/** Records uncaught errors from the moment it runs; WebKit's WebDriver has no other way to hear of them. */
function installErrorRecorder(): void {
  if (window.__engineErrors) return
  const errors: string[] = []
  window.__engineErrors = errors
  addEventListener('error', (event) => errors.push(event.message))
  addEventListener('unhandledrejection', (event) => errors.push(`Unhandled rejection: ${String(event.reason)}`))
}

function readErrorRecorder(): string[] {
  return window.__engineErrors ?? []
}

declare global {
  interface Window {
    __engineErrors?: string[]
  }
}

export class TimeoutError extends Error {}

/** What a journey drives: one tab of one engine, with the site's origin and the off-site request log. */
export class Page {
  private readonly seenErrors: string[] = []
  readonly engine: string
  readonly origin: string
  readonly requests: RequestLog
  private readonly tab: EngineTab

  constructor(engine: string, tab: EngineTab, origin: string, requests: RequestLog) {
    this.engine = engine
    this.tab = tab
    this.origin = origin
    this.requests = requests
  }

  /** A full page load of a path on the site; waits for the document to be parsed. */
  async goto(path: string): Promise<void> {
    await this.collectErrors()
    await this.tab.navigate(new URL(path, this.origin).href)
    await this.watchErrors()
  }

  async reload(): Promise<void> {
    await this.collectErrors()
    await this.tab.reload()
    await this.watchErrors()
  }

  /** Runs `fn` in the page and checks what it returns against `schema`. */
  async evaluate<T, A extends unknown[]>(schema: z.ZodType<T>, fn: (...args: A) => unknown, ...args: A): Promise<T> {
    return schema.parse(await this.tab.execute(fn.toString(), args))
  }

  /** Polls `fn` in the page until it returns true. */
  async waitFor<A extends unknown[]>(description: string, fn: (...args: A) => boolean, args: A, timeout = 15_000): Promise<void> {
    const until = Date.now() + timeout
    let last: string
    for (;;) {
      try {
        if ((await this.tab.execute(fn.toString(), args)) === true) return
        last = 'false'
      } catch (error) {
        // A navigation may replace the document between polls.
        last = String(error)
      }
      if (Date.now() > until)
        throw new TimeoutError(`${this.engine}: timed out waiting for ${description} (last: ${last}; ${await this.shownText()})`)
      await delay(100)
    }
  }

  /** What the page's main region says, for a timeout's message: an error alert or a status names the cause. */
  private async shownText(): Promise<string> {
    try {
      const read = () => document.querySelector('main')?.textContent ?? document.body.textContent
      const text = await this.tab.execute(read.toString(), [])
      return `the page shows: ${String(text).replace(/\s+/g, ' ').trim().slice(0, 300)}`
    } catch (error) {
      return `the page could not be read: ${String(error)}`
    }
  }

  /** Polls a value read in the page until `accept` holds; returns it. */
  async poll<T, A extends unknown[]>(
    description: string,
    schema: z.ZodType<T>,
    fn: (...args: A) => unknown,
    args: A,
    accept: (value: T) => boolean,
    timeout = 15_000,
  ): Promise<T> {
    const until = Date.now() + timeout
    let last: unknown
    for (;;) {
      try {
        const value = await this.evaluate(schema, fn, ...args)
        if (accept(value)) return value
        last = value
      } catch (error) {
        last = String(error)
      }
      if (Date.now() > until) throw new TimeoutError(`${this.engine}: timed out waiting for ${description} (last: ${JSON.stringify(last)})`)
      await delay(100)
    }
  }

  async hydrated(): Promise<void> {
    await this.waitFor('the page to hydrate', () => document.documentElement.dataset.hydrated === 'true', [])
  }

  async click(query: Query): Promise<void> {
    await this.transitionsDone()
    await this.tab.click(query)
  }

  async fill(query: Query, text: string): Promise<void> {
    await this.transitionsDone()
    await this.tab.type(query, text)
  }

  /** While a page transition runs, the page moves under the pointer: wait for it to end, as a person would. */
  private transitionsDone(): Promise<void> {
    return this.waitFor(
      'the page transition to end',
      () =>
        document.getAnimations().every((animation) => !(animation instanceof CSSAnimation && animation.animationName.startsWith('page-'))),
      [],
    )
  }

  back(): Promise<void> {
    return this.tab.back()
  }

  cookies(): Promise<CookieValue[]> {
    return this.tab.cookies()
  }

  async cookie(name: string): Promise<string | undefined> {
    return (await this.tab.cookies()).find((c) => c.name === name)?.value
  }

  setCookie(name: string, value: string): Promise<void> {
    return this.tab.setCookie({ name, value })
  }

  /** Every uncaught error so far, in this document and the ones before it. */
  async errors(): Promise<string[]> {
    await this.collectErrors()
    return [...new Set([...this.seenErrors, ...this.tab.reportedErrors()])]
  }

  close(): Promise<void> {
    return this.tab.close()
  }

  private async watchErrors(): Promise<void> {
    await this.tab.execute(installErrorRecorder.toString(), [])
  }

  private async collectErrors(): Promise<void> {
    try {
      const found = await this.tab.execute(readErrorRecorder.toString(), [])
      if (Array.isArray(found))
        for (const message of found.map(String)) if (!this.seenErrors.includes(message)) this.seenErrors.push(message)
    } catch {
      // No page yet (about:blank before the first load).
    }
  }
}
