/**
 * Waiting for a page to have done what it was going to do, instead of sleeping: for the checks that
 * something did not happen (no request, no reload, no violation), which need a point at which it
 * would have happened.
 */
import { expect, type Page, type Request } from '@playwright/test'

export interface RequestFollower {
  /**
   * Resolves once nothing is in flight and two frames and an idle callback of the page's have come
   * and gone without a new request: what a load, a click or an effect set off has been sent and
   * answered. A reload meanwhile counts as a request and is waited for too.
   */
  settled: () => Promise<void>
}

/** Follows the page's requests from now on: call before the action whose aftermath is checked. */
export function followRequests(page: Page): RequestFollower {
  const inFlight = new Set<Request>()
  let sent = 0
  page.on('request', (request) => {
    inFlight.add(request)
    sent++
  })
  const done = (request: Request) => inFlight.delete(request)
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return {
    async settled() {
      for (;;) {
        await expect.poll(() => inFlight.size, { message: 'requests still in flight' }).toBe(0)
        const before = sent
        // A reload destroys the context mid-wait; the new document is then a request in flight.
        await afterFrames(page).catch(() => undefined)
        if (sent === before && inFlight.size === 0) return
      }
    },
  }
}

/** Two frames and an idle callback of the page's: the effects of what it rendered have run. */
export async function afterFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve())))),
  )
}
