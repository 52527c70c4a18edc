import { expect, test, type Locator, type Page } from '@playwright/test'
import { gotoHydrated } from './support.ts'

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface BarRecord {
  t: number
  visible: string | null
  failed: string | null
  transform: string
}

/** Records every change of the progress bar with its time, from the first byte of the page on. */
async function recordProgressBar(page: Page) {
  await page.addInitScript(() => {
    const records: { t: number; visible: string | null; failed: string | null; transform: string }[] = []
    Object.assign(window, { __bar: records })
    const snapshot = () => {
      const bar = document.querySelector<HTMLElement>('.nav-progress')
      if (!bar) return
      const transform = bar.querySelector<HTMLElement>('.nav-progress__bar')?.style.transform ?? ''
      const last = records.at(-1)
      const next = { t: performance.now(), visible: bar.dataset.visible ?? null, failed: bar.dataset.failed ?? null, transform }
      if (!last || last.visible !== next.visible || last.failed !== next.failed || last.transform !== next.transform) records.push(next)
    }
    new MutationObserver(snapshot).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-visible', 'data-failed', 'style'] })
  })
}

const barRecords = (page: Page) => page.evaluate(() => (window as unknown as { __bar: BarRecord[] }).__bar)
const now = (page: Page) => page.evaluate(() => performance.now())
const mainNav = (page: Page, name = 'Main') => page.getByRole('navigation', { name })
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

/**
 * Clicks where the element is on screen. Playwright's own click first scrolls its target into view,
 * which for a link in the sticky header means scrolling the page: exactly what these tests measure.
 */
async function clickInPlace(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox()
  if (!box) throw new Error('The element is not on screen')
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

async function scrollToBottom(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect.poll(() => scrollY(page)).toBeGreaterThan(100)
  return scrollY(page)
}

test.describe('progress bar', () => {
  test('shows after 200 ms on a slow navigation, completes, then hides 500 ms later', async ({ page }) => {
    await recordProgressBar(page)
    await page.route('**/payloads/en/promo.json', async (route) => {
      await delay(1500)
      await route.continue()
    })
    await gotoHydrated(page, '/')
    const bar = page.locator('.nav-progress')
    // Purely visual: screen readers hear about the new page from the focus move instead.
    await expect(bar).toHaveAttribute('aria-hidden', 'true')
    await expect(bar).toHaveAttribute('data-visible', 'false')

    const clickedAt = await now(page)
    await mainNav(page).getByRole('link', { name: 'Offer' }).click()
    await expect(bar).toHaveAttribute('data-visible', 'true')
    await expect(page.getByRole('heading', { level: 1, name: 'Kinemo Pro offer' })).toBeVisible()
    await expect(bar).toHaveAttribute('data-visible', 'false')

    const records = await barRecords(page)
    const shown = records.find((r) => r.visible === 'true')
    const full = records.find((r) => r.transform === 'scaleX(1)')
    const hidden = records.findLast((r) => r.visible === 'false')
    expect(shown && full && hidden, JSON.stringify(records)).toBeTruthy()
    if (!shown || !full || !hidden) return
    expect(shown.t - clickedAt).toBeGreaterThanOrEqual(195)
    // It creeps while the payload is on its way, never reaching the end on its own.
    const creeping = records.filter((r) => r.visible === 'true' && r.t < full.t).map((r) => Number(/scaleX\(([\d.]+)\)/.exec(r.transform)?.[1] ?? 0))
    expect(creeping.length).toBeGreaterThan(3)
    expect(Math.max(...creeping)).toBeLessThan(0.9)
    expect(creeping.at(-1)).toBeGreaterThan(creeping[0] ?? 1)
    expect(hidden.t - full.t).toBeGreaterThanOrEqual(480)
    expect(hidden.t - full.t).toBeLessThan(1200)
    expect(records.some((r) => r.failed === 'true')).toBe(false)
  })

  test('turns red when the navigation fails, then hides', async ({ page }) => {
    await recordProgressBar(page)
    await page.route('**/payloads/en/promo.json', async (route) => {
      await delay(600)
      await route.abort()
    })
    await gotoHydrated(page, '/')
    await mainNav(page).getByRole('link', { name: 'Offer' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Connection problem' })).toBeVisible({ timeout: 10_000 })
    await expect(page.locator('.nav-progress')).toHaveAttribute('data-visible', 'false')
    const records = await barRecords(page)
    expect(records.some((r) => r.visible === 'true' && r.failed === 'true' && r.transform === 'scaleX(1)'), JSON.stringify(records)).toBe(true)
  })

  test('never shows on the first, prerendered load or on a fast navigation', async ({ page }) => {
    await recordProgressBar(page)
    await gotoHydrated(page, '/')
    const offer = mainNav(page).getByRole('link', { name: 'Offer' })
    // Hovering prefetches the page, so the click itself is instant.
    const prefetched = page.waitForResponse('**/payloads/en/promo.json')
    await offer.hover()
    await prefetched
    await offer.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Kinemo Pro offer' })).toBeVisible()
    await delay(400)
    expect((await barRecords(page)).filter((r) => r.visible === 'true')).toEqual([])
  })
})

test.describe('page transitions', () => {
  async function countTransitions(page: Page) {
    await page.addInitScript(() => {
      const calls: unknown[] = []
      Object.assign(window, { __transitions: calls })
      const original = document.startViewTransition.bind(document)
      document.startViewTransition = ((arg: Parameters<typeof original>[0]) => {
        calls.push(typeof arg === 'function' ? 'callback' : (arg?.types ?? []))
        return original(arg)
      }) as typeof document.startViewTransition
    })
  }
  const transitions = (page: Page) => page.evaluate(() => (window as unknown as { __transitions: unknown[] }).__transitions)

  test('the old page leaves before the new one enters', async ({ page }) => {
    await countTransitions(page)
    await gotoHydrated(page, '/')
    await mainNav(page).getByRole('link', { name: 'Offer' }).click()
    // Caught while the transition runs: the entering page waits for the leaving one to finish.
    const handle = await page.waitForFunction(() => {
      const found = document.getAnimations().flatMap((animation) => {
        const effect = animation.effect
        if (!(effect instanceof KeyframeEffect) || !effect.pseudoElement?.includes('(page)')) return []
        const { delay, duration } = effect.getTiming()
        return [{ pseudo: effect.pseudoElement, delay: delay ?? 0, duration: typeof duration === 'number' ? duration : 0 }]
      })
      return found.length === 2 ? found : undefined
    })
    const list = await handle.jsonValue()
    const leaving = list?.find((a) => a.pseudo === '::view-transition-old(page)')
    const entering = list?.find((a) => a.pseudo === '::view-transition-new(page)')
    expect(leaving && entering, JSON.stringify(list)).toBeTruthy()
    expect(leaving?.duration).toBeGreaterThan(0)
    expect(entering?.delay).toBeGreaterThanOrEqual((leaving?.delay ?? 0) + (leaving?.duration ?? Infinity))
    await expect(page.getByRole('heading', { level: 1, name: 'Kinemo Pro offer' })).toBeVisible()
    expect(await transitions(page)).toHaveLength(1)
  })

  test('there is no transition at all under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await countTransitions(page)
    await gotoHydrated(page, '/')
    await mainNav(page).getByRole('link', { name: 'Offer' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Kinemo Pro offer' })).toBeVisible()
    expect(await transitions(page)).toEqual([])
  })
})

test.describe('scroll', () => {
  test.use({ viewport: { width: 390, height: 420 } })

  test('every navigation starts at the top of the new page', async ({ page }) => {
    await gotoHydrated(page, '/')
    await scrollToBottom(page)
    await clickInPlace(page, mainNav(page).getByRole('link', { name: 'Offer' }))
    await expect(page.getByRole('heading', { level: 1, name: 'Kinemo Pro offer' })).toBeVisible()
    await expect.poll(() => scrollY(page)).toBe(0)
  })

  test('Back and Forward restore the position the visitor left', async ({ page }) => {
    await gotoHydrated(page, '/')
    const left = await scrollToBottom(page)
    await clickInPlace(page, mainNav(page).getByRole('link', { name: 'Offer' }))
    await expect(page.getByRole('heading', { level: 1, name: 'Kinemo Pro offer' })).toBeVisible()
    const offerPosition = await scrollToBottom(page)
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1, name: 'Introducing Kinemo' })).toBeVisible()
    await expect.poll(() => scrollY(page)).toBe(left)
    await page.goForward()
    await expect(page.getByRole('heading', { level: 1, name: 'Kinemo Pro offer' })).toBeVisible()
    await expect.poll(() => scrollY(page)).toBe(offerPosition)
  })

  test('a page can opt out: the apply-code page keeps the position while only its code changes', async ({ page }) => {
    await gotoHydrated(page, '/applycode?code=SPRING')
    const position = await scrollToBottom(page)
    await clickInPlace(page, mainNav(page).getByRole('link', { name: 'Redeem code' }))
    await expect(page).toHaveURL(/\/applycode$/)
    await delay(300)
    expect(await scrollY(page)).toBe(position)

    // Arriving from another page still starts at the top.
    await clickInPlace(page, mainNav(page).getByRole('link', { name: 'Offer' }))
    await expect(page.getByRole('heading', { level: 1, name: 'Kinemo Pro offer' })).toBeVisible()
    await scrollToBottom(page)
    await clickInPlace(page, mainNav(page).getByRole('link', { name: 'Redeem code' }))
    await expect(page).toHaveURL(/\/applycode$/)
    await expect.poll(() => scrollY(page)).toBe(0)
  })
})

test.describe('focus and title', () => {
  for (const [locale, home, offer, nav] of [
    ['en', '/', 'Offer', 'Main'],
    ['ar', '/ar', 'العرض', 'التنقل الرئيسي'],
  ] as const) {
    test(`${locale}: focus lands on the new page's heading and the title changes`, async ({ page, request }) => {
      const promo = locale === 'en' ? '/promo' : `/${locale}/promo`
      const expectedTitle = /<title>([^<]*)<\/title>/.exec(await (await request.get(promo)).text())?.[1]
      expect(expectedTitle).toBeTruthy()
      await gotoHydrated(page, home)
      const before = await page.title()
      await mainNav(page, nav).getByRole('link', { name: offer }).click()
      await expect(page).toHaveURL(new RegExp(`${promo}$`))
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
      await expect(page).toHaveTitle(expectedTitle ?? '')
      expect(await page.title()).not.toBe(before)
    })
  }
})
