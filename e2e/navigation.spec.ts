import { expect, test, type Locator, type Page } from '@playwright/test'
import { gotoHydrated } from './support.ts'
import { runUntilQuiet } from './lib/record-load.ts'
import { installFadeClock } from './lib/fade-clock.ts'
import { afterFrames } from './lib/settle.ts'
import { prerendered } from './prerendered.ts'
import { baseURL } from '../playwright.config.ts'
import { CREEP_LIMIT } from '../src/features/navigation/progress.ts'

let home: { h1: string; title: string }
let offer: { h1: string; title: string }

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL })
  home = await prerendered(request, '/')
  offer = await prerendered(request, '/promo')
  await request.dispose()
})

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
    new MutationObserver(snapshot).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-visible', 'data-failed', 'style'],
    })
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
  // Web fonts arriving late reflow the header; measure after they are in. And while a page
  // transition runs the page moves under the pointer, so wait for it to end, as a person would.
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSAnimation && animation.animationName.startsWith('page-'))),
  )
  const box = await target.boundingBox()
  if (!box) throw new Error('The element is not on screen')
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

async function scrollToBottom(page: Page): Promise<number> {
  // As when a person scrolls, the page hears the scroll event before anything else happens: the
  // router remembers positions from scroll events, which fire a frame after scrollTo.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        addEventListener('scroll', () => resolve(), { once: true, capture: true })
        window.scrollTo(0, document.documentElement.scrollHeight)
      }),
  )
  await expect.poll(() => scrollY(page)).toBeGreaterThan(100)
  return scrollY(page)
}

test.describe('progress bar', () => {
  test('shows after 200 ms on a slow navigation, completes, then hides 500 ms later', async ({ page }) => {
    await recordProgressBar(page)
    // The payload is held until the bar has shown and crept a few steps; should it never, the checks below fail.
    await page.route('**/payloads/en/promo.json', async (route) => {
      await expect
        .poll(async () => (await barRecords(page)).filter((r) => r.visible === 'true').length)
        .toBeGreaterThan(4)
        .catch(() => undefined)
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
    await expect(page.getByRole('heading', { level: 1, name: offer.h1 })).toBeVisible()
    await expect(bar).toHaveAttribute('data-visible', 'false')

    const records = await barRecords(page)
    const shown = records.find((r) => r.visible === 'true')
    const full = records.find((r) => r.transform === 'scaleX(1)')
    const hidden = records.findLast((r) => r.visible === 'false')
    expect(shown && full && hidden, JSON.stringify(records)).toBeTruthy()
    if (!shown || !full || !hidden) return
    expect(shown.t - clickedAt).toBeGreaterThanOrEqual(195)
    // It creeps while the payload is on its way, never reaching the end on its own: at most to its
    // limit, which a slow machine reaches before the payload arrives.
    const creeping = records
      .filter((r) => r.visible === 'true' && r.t < full.t)
      .map((r) => Number(/scaleX\(([\d.]+)\)/.exec(r.transform)?.[1] ?? 0))
    expect(creeping.length).toBeGreaterThan(3)
    expect(Math.max(...creeping)).toBeLessThanOrEqual(CREEP_LIMIT)
    expect(creeping.at(-1)).toBeGreaterThan(creeping[0] ?? 1)
    // It fills, then hides soon after. (The 500 ms run from the end of the navigation, which a busy
    // page may paint late, so they are pinned by progress.test.ts with fake timers, not here.)
    expect(hidden.t).toBeGreaterThan(full.t)
    expect(hidden.t - full.t).toBeLessThan(1500)
    expect(records.some((r) => r.failed === 'true')).toBe(false)
  })

  test('turns red when the navigation fails, then hides', async ({ page }) => {
    await recordProgressBar(page)
    // The payload fails once the bar has shown (a failure before it would never show it).
    await page.route('**/payloads/en/promo.json', async (route) => {
      await expect(page.locator('.nav-progress'))
        .toHaveAttribute('data-visible', 'true')
        .catch(() => undefined)
      await route.abort()
    })
    await gotoHydrated(page, '/')
    await mainNav(page).getByRole('link', { name: 'Offer' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Connection problem' })).toBeVisible({ timeout: 10_000 })
    await expect(page.locator('.nav-progress')).toHaveAttribute('data-visible', 'false')
    const records = await barRecords(page)
    expect(
      records.some((r) => r.visible === 'true' && r.failed === 'true' && r.transform === 'scaleX(1)'),
      JSON.stringify(records),
    ).toBe(true)
  })

  test('never shows on the first, prerendered load, nor for a navigation that ends within the throttle', async ({ page }) => {
    await recordProgressBar(page)
    await page.addInitScript(() => {
      addEventListener('click', () => Object.assign(window, { __clickedAt: performance.now() }), { capture: true })
    })
    await gotoHydrated(page, '/')
    const link = mainNav(page).getByRole('link', { name: 'Offer' })
    // Hovering prefetches the page (its payload, route chunk and schema code), so the click itself
    // is instant. Waiting for the payload alone left the chunks in flight on a busy machine, and
    // the click then waited for them long enough to show the bar.
    const prefetched = page.waitForResponse('**/payloads/en/promo.json')
    await runUntilQuiet(page, () => link.hover(), 300, 10_000)
    await prefetched
    expect(await barRecords(page), 'nothing shown on the first load').not.toContainEqual(expect.objectContaining({ visible: 'true' }))
    await link.click()
    await expect(page.getByRole('heading', { level: 1, name: offer.h1 })).toBeVisible()
    // The navigation is over: the page has entered and the bar, if it showed, has hidden again.
    await expect(page.locator('.site')).not.toHaveAttribute('data-page-transition')
    await expect(page.locator('.nav-progress')).toHaveAttribute('data-visible', 'false')
    const records = await barRecords(page)
    const clickedAt = await page.evaluate(() => (window as unknown as { __clickedAt: number }).__clickedAt)
    // The navigation ends where the bar is told to finish (filled, or left hidden if never shown).
    const shown = records.find((r) => r.visible === 'true')
    const finished = records.find((r) => r.transform === 'scaleX(1)')
    // On a busy machine even a prefetched navigation can outlast the throttle: only then may it show.
    if (shown) {
      expect(finished, JSON.stringify(records)).toBeDefined()
      expect(shown.t - clickedAt, JSON.stringify(records)).toBeGreaterThanOrEqual(195)
      expect(
        (finished?.t ?? 0) - clickedAt,
        `shown for a navigation that ended in time: ${JSON.stringify(records)}`,
      ).toBeGreaterThanOrEqual(195)
    }
  })
})

test.describe('page transitions', () => {
  interface PageAnimation {
    name: string
    /** The animated element: `main` or `footer`. */
    target: string
    delay: number
    duration: number
  }

  /**
   * Records every phase the site's frame is put in, with the h1 in the DOM and the page animations
   * that phase starts, read the moment it is set (their events can come frames later on a busy machine).
   */
  async function recordTransitions(page: Page) {
    await page.addInitScript(installFadeClock)
    await page.addInitScript(() => {
      const animations: PageAnimation[] = []
      const phases: string[] = []
      const headings: string[] = []
      const paths: string[] = []
      // Whether every fade out had run its set time when the old page's heading left the DOM.
      const departures: boolean[] = []
      Object.assign(window, {
        __pageAnimations: animations,
        __phases: phases,
        __phaseHeadings: headings,
        __phasePaths: paths,
        __departures: departures,
      })
      // Wrapped, not observed: a MutationObserver hears of the removal only after React's whole commit.
      // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with its own `this`
      const removeChild = Node.prototype.removeChild
      Node.prototype.removeChild = function <T extends Node>(this: Node, child: T): T {
        const heading = document.querySelector('h1')
        if (window.__fadeClock?.started() && departures.length === 0 && heading && child.contains(heading))
          departures.push(window.__fadeClock.allRan())
        return removeChild.call<Node, [T], T>(this, child)
      }
      new MutationObserver((records) => {
        for (const record of records) {
          if (!(record.target instanceof Element)) continue
          const phase = record.target.getAttribute('data-page-transition') ?? 'none'
          phases.push(phase)
          headings.push((document.querySelector('h1')?.textContent ?? '').replace(/\s+/g, ' ').trim())
          paths.push(location.pathname)
          const started = document.getAnimations().filter((a) => a instanceof CSSAnimation && a.animationName === `page-${phase}`)
          for (const animation of started) {
            const effect = animation.effect
            const timing = effect?.getComputedTiming()
            animations.push({
              name: `page-${phase}`,
              target: effect instanceof KeyframeEffect && effect.target ? effect.target.tagName.toLowerCase() : '',
              delay: timing?.delay ?? 0,
              duration: Number(timing?.duration ?? 0),
            })
          }
          if (phase !== 'out') continue
          for (const animation of started) window.__fadeClock?.track(animation)
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-page-transition'] })
    })
  }
  const recorded = (page: Page) =>
    page.evaluate(() => {
      const w = window as unknown as { __pageAnimations: PageAnimation[]; __phases: string[] }
      return { animations: w.__pageAnimations, phases: w.__phases }
    })
  const phaseHeadings = (page: Page) => page.evaluate(() => (window as unknown as { __phaseHeadings: string[] }).__phaseHeadings)
  const departures = (page: Page) => page.evaluate(() => (window as unknown as { __departures: boolean[] }).__departures)
  const phasePaths = (page: Page) => page.evaluate(() => (window as unknown as { __phasePaths: string[] }).__phasePaths)

  test('the old page leaves before the new one enters, and only the page below the header moves', async ({ page }) => {
    await recordTransitions(page)
    await gotoHydrated(page, '/')
    await mainNav(page).getByRole('link', { name: 'Offer' }).click()
    await expect(page.getByRole('heading', { level: 1, name: offer.h1 })).toBeVisible()
    await expect.poll(async () => (await recorded(page)).phases.at(-1)).toBe('none')
    const { animations, phases } = await recorded(page)
    const list = JSON.stringify(animations)
    expect(phases, 'out, then in, then done').toEqual(['out', 'in', 'none'])
    // The page and its footer fade; the header, the progress bar and the cookie notice stay put.
    expect(animations.map((a) => `${a.name} ${a.target}`).sort(), list).toEqual([
      'page-in footer',
      'page-in main',
      'page-out footer',
      'page-out main',
    ])
    // What fades out is the old page; what fades in, the new one.
    expect((await phaseHeadings(page)).slice(0, 2)).toEqual([home.h1.replace(/\s+/g, ' ').trim(), offer.h1])
    // Clicked without pointing first, so nothing was preloaded: the fade out waited for the page.
    expect((await phasePaths(page))[0]).toBe('/promo')
    for (const leaving of animations.filter((a) => a.name === 'page-out')) expect(leaving.duration).toBeGreaterThan(0)
    // The old page stays until its fade has run its whole set time.
    expect(await departures(page), list).toEqual([true])
    // Set to run 200 ms in all, out and in, so the whole change can fit 300 ms on a phone.
    const set = (name: string) => Math.max(...animations.filter((a) => a.name === name).map((a) => a.delay + a.duration))
    expect(set('page-out') + set('page-in'), list).toBeLessThanOrEqual(200)
    // Nothing stays faded once it is over.
    await expect(page.locator('main')).toHaveCSS('opacity', '1')
    await expect(page.locator('footer.site-footer')).toHaveCSS('opacity', '1')
  })

  test('a page already loaded on intent starts leaving before it loads, and enters once the old one has left', async ({ page }) => {
    await recordTransitions(page)
    await gotoHydrated(page, '/')
    const offerLink = mainNav(page).getByRole('link', { name: 'Offer' })
    // Pointing at the link (or focusing it) loads the page; the network then stays quiet long enough
    // for it to be read. Both: in CI a hover alone twice started no preload (the pointer's entry lost
    // on a loaded machine), where a visitor's pointer moves on and enters again.
    const payload = page.waitForResponse('**/payloads/en/promo.json')
    await runUntilQuiet(page, () => offerLink.hover().then(() => offerLink.focus()), 300, 10_000)
    expect((await payload).ok(), 'the page was loaded on intent').toBe(true)
    await offerLink.click()
    await expect(page.getByRole('heading', { level: 1, name: offer.h1 })).toBeVisible()
    await expect.poll(async () => (await recorded(page)).phases.at(-1)).toBe('none')
    const { animations, phases } = await recorded(page)
    expect(phases).toEqual(['out', 'in', 'none'])
    // The address changes when the navigation starts loading: the fade out began before it.
    expect((await phasePaths(page)).slice(0, 2)).toEqual(['/', '/promo'])
    expect((await phaseHeadings(page)).slice(0, 2)).toEqual([home.h1.replace(/\s+/g, ' ').trim(), offer.h1])
    expect(await departures(page), JSON.stringify(animations)).toEqual([true])
    await expect(page.locator('main')).toHaveCSS('opacity', '1')
  })

  test('on a slow network the old page stays on screen until the new one is ready', async ({ page }) => {
    await recordTransitions(page)
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/payloads/en/promo.json', async (route) => {
      await held
      await route.continue()
    })
    await gotoHydrated(page, '/')
    await mainNav(page).getByRole('link', { name: 'Offer' }).click()
    // The progress bar says it is on its way; the page the visitor is reading does not fade away.
    await expect(page.locator('.nav-progress')).toHaveAttribute('data-visible', 'true')
    await expect(page.getByRole('heading', { level: 1, name: home.h1 })).toBeVisible()
    await expect(page.locator('main')).toHaveCSS('opacity', '1')
    expect((await recorded(page)).phases).toEqual([])
    release()
    await expect(page.getByRole('heading', { level: 1, name: offer.h1 })).toBeVisible()
    expect((await recorded(page)).phases.slice(0, 2)).toEqual(['out', 'in'])
  })

  test('there is no transition at all under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await recordTransitions(page)
    await gotoHydrated(page, '/')
    await mainNav(page).getByRole('link', { name: 'Offer' }).click()
    await expect(page.getByRole('heading', { level: 1, name: offer.h1 })).toBeVisible()
    expect(await recorded(page)).toEqual({ animations: [], phases: [] })
  })
})

test.describe('scroll', () => {
  test.use({ viewport: { width: 390, height: 420 } })
  // A returning visitor: on a screen this short the cookie notice has no free spot and covers
  // the header (its last resort), which is not what these tests are about.
  test.beforeEach(async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'kinemo_consent', value: 'denied', url: baseURL ?? '' }])
  })

  test('every navigation starts at the top of the new page', async ({ page }) => {
    await gotoHydrated(page, '/')
    await scrollToBottom(page)
    await clickInPlace(page, mainNav(page).getByRole('link', { name: 'Offer' }))
    await expect(page.getByRole('heading', { level: 1, name: offer.h1 })).toBeVisible()
    await expect.poll(() => scrollY(page)).toBe(0)
  })

  test('Back and Forward restore the position the visitor left', async ({ page }) => {
    await gotoHydrated(page, '/')
    const left = await scrollToBottom(page)
    await clickInPlace(page, mainNav(page).getByRole('link', { name: 'Offer' }))
    await expect(page.getByRole('heading', { level: 1, name: offer.h1 })).toBeVisible()
    // Read once the page has entered: while it slides in, its bottom sits 0.75rem lower, and the
    // browser pulls a position at the very bottom back up when the slide ends.
    await expect(page.locator('.site')).not.toHaveAttribute('data-page-transition')
    const offerPosition = await scrollToBottom(page)
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1, name: home.h1 })).toBeVisible()
    await expect.poll(async () => Math.abs((await scrollY(page)) - left)).toBeLessThanOrEqual(1)
    await page.goForward()
    await expect(page.getByRole('heading', { level: 1, name: offer.h1 })).toBeVisible()
    await expect.poll(async () => Math.abs((await scrollY(page)) - offerPosition)).toBeLessThanOrEqual(1)
  })

  // The home page lays out its lower sections only once hydrated, except on a load that restores a
  // position (src/features/navigation/restore-mark.inline.js): else the router's script, which
  // restores it before hydration, would find the page too short and stop short of the bottom.
  for (const path of ['/', '/ja']) {
    test(`${path}: a reload restores the position the visitor left, at the very bottom too`, async ({ page }) => {
      await gotoHydrated(page, path)
      const left = await scrollToBottom(page)
      await page.reload()
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
      await expect.poll(async () => Math.abs((await scrollY(page)) - left)).toBeLessThanOrEqual(1)
    })
  }

  test('a page can opt out: the apply-code page keeps the position while only its code changes', async ({ page }) => {
    await gotoHydrated(page, '/applycode?code=SPRING')
    await scrollToBottom(page)
    await expect(page.getByRole('contentinfo')).toBeInViewport()
    await clickInPlace(page, mainNav(page).getByRole('link', { name: 'Redeem code' }))
    await expect(page).toHaveURL(/\/applycode$/)
    // A scroll to the top would come in an effect of the navigation's render.
    await expect(page.locator('.site')).not.toHaveAttribute('data-page-transition')
    await afterFrames(page)
    // The reader is still where they were (the footer they were reading), not back at the top.
    expect(await scrollY(page)).toBeGreaterThan(100)
    await expect(page.getByRole('contentinfo')).toBeInViewport()

    // Arriving from another page still starts at the top.
    await clickInPlace(page, mainNav(page).getByRole('link', { name: 'Offer' }))
    await expect(page.getByRole('heading', { level: 1, name: offer.h1 })).toBeVisible()
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
      const expected = await prerendered(request, promo)
      await gotoHydrated(page, home)
      const before = await page.title()
      await mainNav(page, nav).getByRole('link', { name: offer }).click()
      await expect(page).toHaveURL(new RegExp(`${promo}$`))
      await expect(page.getByRole('heading', { level: 1, name: expected.h1 })).toBeFocused()
      await expect(page).toHaveTitle(expected.title)
      expect(await page.title()).not.toBe(before)
    })
  }
})

test.describe('hash links', () => {
  const section = 'cookies'
  const sectionName = 'Cookies and similar technologies'

  async function gapBelowHeader(page: Page, id: string): Promise<number> {
    const header = await page.getByRole('banner').boundingBox()
    const target = await page.locator(`#${id}`).boundingBox()
    return header && target ? target.y - (header.y + header.height) : NaN
  }

  /** The target sits just below the sticky header: not under it, not far below it. */
  async function expectBelowHeader(page: Page, id: string) {
    await expect.poll(() => gapBelowHeader(page, id)).toBeGreaterThanOrEqual(0)
    expect(await gapBelowHeader(page, id)).toBeLessThanOrEqual(48)
  }

  for (const viewport of [
    { width: 1280, height: 720 },
    // Narrow: the header wraps to two rows, and the offset follows its real height.
    { width: 360, height: 640 },
  ]) {
    test(`${viewport.width}px: a fresh load of a URL with a hash lands on its target below the sticky header`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await gotoHydrated(page, `/privacy_and_cookie_policy#${section}`)
      await expect.poll(() => scrollY(page)).toBeGreaterThan(0)
      await expectBelowHeader(page, section)
    })
  }

  test('a link to a section of the same page scrolls to it and moves focus there', async ({ page }) => {
    await gotoHydrated(page, '/privacy_and_cookie_policy')
    await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: sectionName }).click()
    await expect(page).toHaveURL(new RegExp(`/privacy_and_cookie_policy#${section}$`))
    await expectBelowHeader(page, section)
    await expect(page.locator(`#${section}`)).toBeFocused()
  })

  test('a navigation to another page with a hash renders that page, then scrolls to the target', async ({ page }) => {
    // The language switcher keeps the hash: the German page is a different page, rendered client-side.
    await gotoHydrated(page, `/privacy_and_cookie_policy#${section}`)
    // Back to the top the way a visitor does it (a wheel), which also ends the fresh load's
    // realignment on the hash target; a script's scrollTo could race with that realignment.
    await expectBelowHeader(page, section)
    await page.mouse.move(200, 300)
    await expect(async () => {
      await page.mouse.wheel(0, -100_000)
      expect(await scrollY(page)).toBe(0)
    }).toPass({ timeout: 15_000 })
    await page.getByRole('button', { name: /English/ }).click()
    await page.getByRole('link', { name: 'Deutsch' }).click()
    await expect(page).toHaveURL(new RegExp(`/de/privacy_and_cookie_policy#${section}$`))
    await expect(page.getByRole('navigation', { name: 'Inhalt' })).toBeVisible()
    await expectBelowHeader(page, section)
  })

  test('Back to a section restores where the visitor was', async ({ page }) => {
    await gotoHydrated(page, `/privacy_and_cookie_policy#${section}`)
    await expectBelowHeader(page, section)
    const position = await scrollY(page)
    await clickInPlace(page, mainNav(page).getByRole('link', { name: 'Offer' }))
    await expect(page.getByRole('heading', { level: 1, name: offer.h1 })).toBeVisible()
    await expect.poll(() => scrollY(page)).toBe(0)
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`#${section}$`))
    await expect.poll(async () => Math.abs((await scrollY(page)) - position)).toBeLessThanOrEqual(1)
  })
})

test.describe('layout', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  /** How wide the page's content column is, and which header link is marked as the current page. */
  const frame = async (page: Page) => ({
    width: Math.round((await page.getByRole('main').boundingBox())?.width ?? 0),
    current: await mainNav(page).locator('a[aria-current="page"]').allTextContents(),
  })

  test('each page takes its own layout and marks its own header link as it would on a fresh load', async ({ page, browser }) => {
    await gotoHydrated(page, '/')
    const steps: [click: () => Promise<void>, path: string][] = [
      [() => mainNav(page).getByRole('link', { name: 'Redeem code' }).click(), '/applycode'],
      [() => page.getByRole('contentinfo').getByRole('link', { name: 'License agreement' }).click(), '/license'],
      [() => mainNav(page).getByRole('link', { name: 'Offer' }).click(), '/promo'],
      [() => page.getByRole('link', { name: 'Kinemo home' }).click(), '/'],
    ]
    const fresh = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    const widths = new Set<number>()
    for (const [click, path] of steps) {
      await click()
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '' : path}$`))
      await gotoHydrated(fresh, path)
      const expected = await frame(fresh)
      await expect.poll(() => frame(page), `the frame of ${path} after a client-side navigation`).toEqual(expected)
      widths.add(expected.width)
    }
    await fresh.close()
    // The account, legal and other pages really differ: the check above could not pass by chance.
    expect(widths.size).toBe(3)
  })
})
