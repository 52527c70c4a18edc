/**
 * What a page must answer with the code it already has, after its first load: a first use of one of
 * its own controls (it has to respond within a frame, not after a download), and what goes wrong
 * when the network is gone or a deploy has replaced the build it came from (a chunk fetched for
 * that would fail for the same reason). The code for these has to arrive with the first load even
 * though the load itself does not run it. The benchmark runs each journey after a first load under
 * coverage: of the site's own first-load code, what neither the load nor any journey runs is all a
 * first load could leave out, which bounds how close the JS targets can come.
 */
import type { BrowserContext, Page, Request } from '@playwright/test'

export interface LocalJourney {
  name: string
  /** Runs on a hydrated first load of `path`; false when the page has nothing for it (no form, no slideshow). */
  run(page: Page, context: BrowserContext, path: string): Promise<boolean>
}

/** A page of another kind that every page links to from its header or footer. */
export function otherPagePath(path: string): string {
  return path === '/promo' ? '/getkinemo' : '/promo'
}

const TIMEOUT = 15_000

/** A request that loads a new document into the page: the current one is about to go. */
function isPageLoad(page: Page, request: Request): boolean {
  return request.isNavigationRequest() && request.frame() === page.mainFrame()
}

async function followLink(page: Page, path: string): Promise<void> {
  await page
    .locator(`header a[href="${otherPagePath(path)}"], footer a[href="${otherPagePath(path)}"]`)
    .first()
    .click()
}

/** The scripts the page has loaded stay; every other one is gone, as after a deploy. */
async function deployAfterLoad(page: Page): Promise<void> {
  const loaded = new Set(await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)))
  await page.route(/\/assets\/[^/]+\.js(\?|$)/, (route) =>
    loaded.has(new URL(route.request().url()).pathname) ? route.fallback() : route.fulfill({ status: 404, body: '' }),
  )
}

/** Whether the page has `selector`; a journey with nothing to use ends there. */
async function has(page: Page, selector: string): Promise<boolean> {
  return (await page.locator(selector).count()) > 0
}

const FORM_INPUT = 'main form input[type="text"]'

/** Types `value` into the page's form and sends it; false when the page has no form. */
async function sendForm(page: Page, value: string, answer: string): Promise<boolean> {
  if (!(await has(page, FORM_INPUT))) return false
  const input = page.locator(FORM_INPUT).first()
  await input.fill(value)
  await input.press('Enter')
  await page.locator(answer).waitFor({ timeout: TIMEOUT })
  return true
}

export const LOCAL_JOURNEYS: readonly LocalJourney[] = [
  {
    name: 'the language menu, opened and closed',
    run: async (page) => {
      await page.locator('.lang-switcher__button').click()
      await page.locator('.lang-switcher__list').waitFor({ timeout: TIMEOUT })
      await page.keyboard.press('Escape')
      await page.locator('.lang-switcher__list').waitFor({ state: 'hidden', timeout: TIMEOUT })
      return true
    },
  },
  {
    name: 'a cookie choice',
    run: async (page) => {
      // Declining: accepting would download analytics, which is not the notice's own code.
      const decline = page.locator('.cookie-notice__button').nth(1)
      if ((await decline.count()) === 0) return false
      await decline.click()
      await page.locator('.cookie-notice').waitFor({ state: 'hidden', timeout: TIMEOUT })
      return true
    },
  },
  {
    name: "the slideshow's controls",
    run: async (page) => {
      if (!(await has(page, '.carousel'))) return false
      await page.locator('.carousel__controls .carousel__button:not(.carousel__toggle)').last().click()
      await page.locator('.carousel__dot').nth(2).click()
      await page.locator('.carousel__toggle').click()
      return true
    },
  },
  {
    name: 'a form sent with a malformed value',
    run: (page) => sendForm(page, '?', 'main .form-field__errors'),
  },
  {
    name: 'a link followed offline',
    run: async (page, context, path) => {
      await context.setOffline(true)
      await followLink(page, path)
      await page.locator('.offline-alert').waitFor({ timeout: TIMEOUT })
      return true
    },
  },
  {
    name: 'a form sent offline',
    run: async (page, context) => {
      await context.setOffline(true)
      return sendForm(page, 'KINEMO2026', 'main .form-alert')
    },
  },
  {
    name: "a deploy's missing chunk",
    run: async (page, _context, path) => {
      await deployAfterLoad(page)
      // The page handles it by loading the next page afresh, the new build's. The journey ends there:
      // a 204 answer keeps this document, so the coverage taken next is still its own.
      const leaving = new Promise<void>((resolve) => {
        void page.route(
          () => true,
          (route) => (isPageLoad(page, route.request()) ? route.fulfill({ status: 204 }).then(resolve) : route.fallback()),
        )
      })
      await followLink(page, path)
      await leaving
      return true
    },
  },
  {
    name: 'a chunk still missing after a reload',
    run: async (page, _context, path) => {
      // A page reloaded moments ago does not reload again for a missing chunk: it shows the error.
      await page.reload()
      await page.locator('html[data-hydrated="true"]').waitFor({ timeout: TIMEOUT })
      await deployAfterLoad(page)
      await followLink(page, path)
      await page.locator('.status-page').waitFor({ timeout: TIMEOUT })
      return true
    },
  },
  {
    name: "a page's data lost on the way",
    run: async (page, _context, path) => {
      await page.route(/\/payloads\//, (route) => route.abort('failed'))
      await followLink(page, path)
      await page.locator('.status-page').waitFor({ timeout: TIMEOUT })
      return true
    },
  },
]

/** Characters that ran in any of the masks (coverage.ts), file by file. */
export function unionOfRuns(runs: readonly ReadonlyMap<string, Uint8Array>[]): Map<string, Uint8Array> {
  const union = new Map<string, Uint8Array>()
  for (const run of runs) {
    for (const [file, mask] of run) {
      const into = union.get(file)
      if (!into) {
        union.set(file, Uint8Array.from(mask))
        continue
      }
      if (into.length !== mask.length) throw new Error(`${file} ran as two different scripts`)
      for (let i = 0; i < mask.length; i++) into[i] = (into[i] ?? 0) | (mask[i] ?? 0)
    }
  }
  return union
}
