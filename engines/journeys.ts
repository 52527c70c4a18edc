/**
 * The visitor journeys every engine runs, written against driver.ts's Page only. The Chromium
 * specs in e2e/ check the same behaviours in more detail; these make sure they hold in Firefox
 * and WebKit as well.
 */
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { z } from 'zod'
import { type Page, type Profile, type Query } from './driver.ts'
import type { Site } from './server.ts'
import { actionPath, authEmulator, uniqueEmail } from '../e2e/emulator-api.ts'
import { installFadeClock } from '../e2e/lib/fade-clock.ts'

export interface Journey {
  name: string
  /** How the browser is set up; journeys without one share the engine's default browser. */
  profile?: Profile
  /** Starts without the language cookie every other journey starts with (engines.test.ts). */
  firstVisit?: boolean
  run(page: Page, site: Site): Promise<void>
}

const root = resolve(import.meta.dirname, '..')
const catalogs = new Map<string, string>()

/** A message as the site shows it in `locale`, read from the Lingui catalog. */
export function message(locale: string, id: string): string {
  if (locale === 'en') return id
  let po = catalogs.get(locale)
  if (po === undefined) {
    po = readFileSync(resolve(root, `src/locales/${locale}/messages.po`), 'utf8')
    catalogs.set(locale, po)
  }
  const entry = po
    .split(/\n\n+/)
    .find((block) => block.includes(`\nmsgid ${JSON.stringify(id)}\n`) || block.startsWith(`msgid ${JSON.stringify(id)}\n`))
  const match = entry && /\nmsgstr ((?:".*"\n?)+)/.exec(`${entry}\n`)
  if (!match?.[1]) throw new Error(`No ${locale} translation of "${id}"`)
  return match[1]
    .trim()
    .split('\n')
    .map((line) => z.string().parse(JSON.parse(line)))
    .join('')
}

const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`)
const dirOf = (locale: string) => (locale === 'ar' ? 'rtl' : 'ltr')

const documentState = z.object({
  lang: z.string(),
  dir: z.string(),
  h1: z.array(z.string()),
  path: z.string(),
  search: z.string(),
  hash: z.string(),
})
function readDocument() {
  return {
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    h1: Array.from(document.querySelectorAll('h1'), (h) => (h.textContent || '').trim()),
    path: location.pathname,
    search: location.search,
    hash: location.hash,
  }
}
const state = (page: Page) => page.evaluate(documentState, readDocument)

const scrollY = (page: Page) => page.evaluate(z.number(), () => Math.round(window.scrollY))

/** Marks the current document, to tell a client-side navigation from a new document. */
const markDocument = (page: Page) =>
  page.evaluate(z.null(), () => {
    window.__sameDocument = true
    return null
  })
const sameDocument = (page: Page) => page.evaluate(z.boolean(), () => window.__sameDocument === true)

declare global {
  interface Window {
    __sameDocument?: boolean
    __transitions?: { phases: string[]; events: { type: string; name: string; target: string }[]; outRan: boolean[] }
  }
}

async function waitForCookie(page: Page, name: string, value: string): Promise<void> {
  const deadline = Date.now() + 10_000
  while ((await page.cookie(name)) !== value) {
    if (Date.now() > deadline) assert.fail(`cookie ${name} is ${String(await page.cookie(name))}, not ${value}`)
    await delay(100)
  }
}

async function expectNoErrors(page: Page): Promise<void> {
  assert.deepEqual(await page.errors(), [], 'uncaught errors in the page')
}

async function waitForPath(page: Page, path: string, search = '', hash = ''): Promise<void> {
  await page.waitFor(
    `the URL ${path}${search}${hash}`,
    (p, s, h) => location.pathname === p && location.search === s && location.hash === h,
    [path, search, hash],
  )
}

/** Waits for the heading of a page reached client-side to differ from `before`, and returns it. */
async function newHeading(page: Page, before: string): Promise<string> {
  const now = await page.poll(
    'a new h1',
    z.array(z.string()),
    () => Array.from(document.querySelectorAll('h1'), (h) => (h.textContent || '').trim()),
    [],
    (h) => h.length === 1 && h[0] !== before && h[0] !== '',
  )
  return now[0] ?? ''
}

async function focusIsOnHeading(page: Page): Promise<void> {
  await page.waitFor('focus on the new h1', () => document.activeElement?.tagName === 'H1', [])
}

/**
 * Scrolls as a visitor does, to `fraction` of the way down (1: the end, where the footer is), and
 * waits for the scroll event the router records positions from. Returns the position.
 */
async function scrollDown(page: Page, fraction: number): Promise<number> {
  // Late web fonts change the page's height: wait for them.
  await page.evaluate(z.null(), () => document.fonts.ready.then(() => null))
  await page.evaluate(
    z.null(),
    (f) =>
      new Promise<null>((done) => {
        addEventListener('scroll', () => done(null), { once: true, capture: true })
        window.scrollTo(0, Math.round((document.documentElement.scrollHeight - innerHeight) * f))
      }),
    fraction,
  )
  await page.poll(
    'the page to scroll',
    z.number(),
    () => Math.round(window.scrollY),
    [],
    (v) => v > 100,
  )
  // Let the router's throttled scroll listener store the position.
  await delay(300)
  return scrollY(page)
}

const scrollState = z.object({ y: z.number(), end: z.number() })
const readScroll = () => ({ y: Math.round(window.scrollY), end: Math.round(document.documentElement.scrollHeight - innerHeight) })

const switcherButton: Query = { css: 'header .lang-switcher__button' }
const languageLink = (code: string): Query => ({ css: `.lang-switcher__list a[hreflang="${code}"]` })

async function switchLanguage(page: Page, code: string): Promise<void> {
  await page.click(switcherButton)
  await page.waitFor(
    'the language list to open',
    () => document.querySelector('header .lang-switcher__button')?.getAttribute('aria-expanded') === 'true',
    [],
  )
  await page.click(languageLink(code))
  await page.waitFor(`lang="${code}"`, (c) => document.documentElement.lang === c, [code])
}

/** The gap between the sticky header's bottom and the target's top: 0 to 48 px when it is in view. */
const gapBelowHeader = (page: Page, id: string) =>
  page.evaluate(
    z.number(),
    (targetId) => {
      const header = document.querySelector('header')?.getBoundingClientRect()
      const target = document.getElementById(targetId)?.getBoundingClientRect()
      return header && target ? Math.round(target.top - header.bottom) : Number.NaN
    },
    id,
  )

async function expectBelowHeader(page: Page, id: string): Promise<void> {
  await page.poll(
    `#${id} scrolled just below the header`,
    z.number(),
    (targetId) => {
      const header = document.querySelector('header')?.getBoundingClientRect()
      const target = document.getElementById(targetId)?.getBoundingClientRect()
      return header && target ? Math.round(target.top - header.bottom) : Number.NaN
    },
    [id],
    (gap) => gap >= 0 && gap <= 48,
  )
  assert.ok((await scrollY(page)) > 0, 'the page scrolled down to the section')
}

/** A second visitor: a German browser that asks for reduced motion (one extra browser per engine). */
const GERMAN_REDUCED_MOTION: Profile = { language: 'de-DE', reducedMotion: true }

const PAGE_TYPES = [
  '/',
  '/promo',
  '/getkinemo',
  '/applycode',
  '/license',
  '/copyright_policy',
  '/privacy_and_cookie_policy',
  '/auth_action',
]

/**
 * What the page transition did on the next navigation: each phase the site's frame was put in, and
 * each page animation's events in order. The order is what is compared: these engines may send an
 * animation's events a frame or more late, when WebKit has not resolved its start time yet and
 * Firefox may already have removed it. And for each fade in, whether every fade out had run its set
 * time when it was set (lib/fade-clock.ts). Installed after hydration (WebDriver classic has no init
 * scripts).
 */
function watchTransitions(): void {
  const record: NonNullable<Window['__transitions']> = { phases: [], events: [], outRan: [] }
  window.__transitions = record
  for (const type of ['animationstart', 'animationend', 'animationcancel'] as const) {
    addEventListener(type, (event) => {
      if (!event.animationName.startsWith('page-') || !(event.target instanceof Element)) return
      record.events.push({ type, name: event.animationName, target: event.target.tagName.toLowerCase() })
    })
  }
  new MutationObserver((records) => {
    for (const entry of records) {
      if (!(entry.target instanceof Element)) continue
      const phase = entry.target.getAttribute('data-page-transition') ?? 'none'
      record.phases.push(phase)
      if (phase === 'in') record.outRan.push(window.__fadeClock?.allRan() ?? false)
      if (phase !== 'out') continue
      for (const animation of document.getAnimations()) {
        if (animation instanceof CSSAnimation && animation.animationName === 'page-out') window.__fadeClock?.track(animation)
      }
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-page-transition'] })
}
const transitionRecord = z.object({
  phases: z.array(z.string()),
  events: z.array(z.object({ type: z.string(), name: z.string(), target: z.string() })),
  outRan: z.array(z.boolean()),
})

async function navigateWithTransitionWatch(page: Page) {
  // A prefixed page: no language detection, whatever the browser's language.
  await page.goto('/license')
  await page.hydrated()
  await page.evaluate(z.unknown(), installFadeClock)
  await page.evaluate(z.unknown(), watchTransitions)
  const before = (await state(page)).h1[0] ?? ''
  await page.click({ css: 'header nav a[href="/promo"]' })
  await waitForPath(page, '/promo')
  await newHeading(page, before)
  await delay(600)
  return page.evaluate(transitionRecord, () => window.__transitions ?? null)
}

export const journeys: Journey[] = [
  ...(['en', 'ar', 'ja'] as const).map((locale): Journey => ({
    name: `${locale}: every page type loads and hydrates, with its lang and dir, one h1 and no uncaught error`,
    async run(page) {
      for (const type of PAGE_TYPES) {
        const path = `${prefix(locale)}${type === '/' ? '' : type}` || '/'
        // The unprefixed home detects the language; the English visitor's cookie keeps it there.
        if (type === '/' && locale === 'en') await page.setCookie('i18n_redirected', 'en').catch(() => undefined)
        await page.goto(path)
        await page.hydrated()
        const shown = await state(page)
        assert.equal(shown.path, path, `${path} stays where it is`)
        assert.equal(shown.lang, locale, `lang of ${path}`)
        assert.equal(shown.dir, dirOf(locale), `dir of ${path}`)
        assert.equal(shown.h1.length, 1, `one h1 on ${path}: ${JSON.stringify(shown.h1)}`)
        assert.notEqual(shown.h1[0], '', `the h1 of ${path} has text`)
      }
      await expectNoErrors(page)
    },
  })),

  ...(['en', 'ar'] as const).map((locale): Journey => ({
    name: `${locale}: a header link and a footer link navigate client-side to the top of the new page, with focus on its h1; Back restores page and position`,
    async run(page) {
      const start = `${prefix(locale)}/promo`
      await page.goto(start)
      await page.hydrated()
      await markDocument(page)
      const promo = await state(page)
      const promoScroll = await scrollDown(page, 0.5)

      // Header link (the header stays on screen): to the download page.
      await page.click({ css: `header nav a[href="${prefix(locale)}/getkinemo"]` })
      await waitForPath(page, `${prefix(locale)}/getkinemo`)
      const download = await newHeading(page, promo.h1[0] ?? '')
      await focusIsOnHeading(page)
      await page.poll(
        'scroll to the top',
        z.number(),
        () => Math.round(window.scrollY),
        [],
        (y) => y === 0,
      )

      // Footer link, from the end of the page: to the licence.
      await scrollDown(page, 1)
      await page.click({ css: `footer a[href="${prefix(locale)}/license"]` })
      await waitForPath(page, `${prefix(locale)}/license`)
      await newHeading(page, download)
      await focusIsOnHeading(page)
      await page.poll(
        'scroll to the top',
        z.number(),
        () => Math.round(window.scrollY),
        [],
        (y) => y === 0,
      )
      assert.equal(await sameDocument(page), true, 'no new document was loaded')

      await page.back()
      await waitForPath(page, `${prefix(locale)}/getkinemo`)
      await newHeading(page, '')
      // Left at the end of the page, back at its end (its exact height may differ by a few pixels).
      await page.poll('the download page back at its end', scrollState, readScroll, [], ({ y, end }) => y > 100 && Math.abs(y - end) <= 1)
      await page.back()
      await waitForPath(page, start)
      await page.poll(
        'the offer page back',
        z.array(z.string()),
        () => Array.from(document.querySelectorAll('h1'), (h) => (h.textContent || '').trim()),
        [],
        (h) => JSON.stringify(h) === JSON.stringify(promo.h1),
      )
      await page.poll(
        `the offer scroll position back (${promoScroll})`,
        z.number(),
        () => Math.round(window.scrollY),
        [],
        (y) => Math.abs(y - promoScroll) <= 1,
      )
      assert.equal(await sameDocument(page), true, 'Back stayed in the same document')
      await expectNoErrors(page)
    },
  })),

  {
    name: 'a table-of-contents link scrolls its section into view and focuses it; the same URL loaded fresh lands there too',
    async run(page) {
      await page.goto('/privacy_and_cookie_policy')
      await page.hydrated()
      await page.click({ css: 'main nav a[href="#cookies"]' })
      await waitForPath(page, '/privacy_and_cookie_policy', '', '#cookies')
      await expectBelowHeader(page, 'cookies')
      await page.waitFor('focus on the section', () => document.activeElement?.id === 'cookies', [])

      // From another page, so the next load is a new document rather than a jump within this one.
      await page.goto('/promo')
      await page.hydrated()
      await page.goto('/privacy_and_cookie_policy#cookies')
      await page.hydrated()
      await expectBelowHeader(page, 'cookies')
      assert.ok(Math.abs(await gapBelowHeader(page, 'cookies')) <= 48)
      await expectNoErrors(page)
    },
  },

  {
    name: 'the language switcher keeps query and hash, sets the cookie and switches lang and dir, to Arabic, Japanese and back',
    async run(page) {
      await page.goto('/promo?code=KINEMO#details')
      await page.hydrated()
      await markDocument(page)
      for (const code of ['ar', 'ja', 'en']) {
        await switchLanguage(page, code)
        await waitForPath(page, `${prefix(code)}/promo`, '?code=KINEMO', '#details')
        const shown = await state(page)
        assert.equal(shown.dir, dirOf(code), `dir in ${code}`)
        assert.equal(shown.h1.length, 1)
        await waitForCookie(page, 'i18n_redirected', code)
      }
      assert.equal(await sameDocument(page), true, 'the switch happened without a reload')
      await expectNoErrors(page)
    },
  },

  {
    name: 'a German browser on / lands on /de by a replace; a language cookie wins over the browser',
    profile: GERMAN_REDUCED_MOTION,
    firstVisit: true,
    async run(page) {
      assert.equal((await page.evaluate(z.array(z.string()), () => [...navigator.languages]))[0], 'de-DE')
      // A first visit: no language cookie yet (robots.txt sets none).
      await page.goto('/robots.txt')
      const entries = await page.evaluate(z.number(), () => history.length)
      await page.goto('/')
      await waitForPath(page, '/de')
      await page.hydrated()
      assert.equal((await state(page)).lang, 'de')
      assert.equal(await page.evaluate(z.number(), () => history.length), entries + 1, 'one history entry for / and /de: a replace')

      await page.setCookie('i18n_redirected', 'ja')
      await page.goto('/')
      await waitForPath(page, '/ja')
      await page.hydrated()
      assert.equal((await state(page)).lang, 'ja')

      await page.setCookie('i18n_redirected', 'en')
      await page.goto('/')
      await page.hydrated()
      const english = await state(page)
      assert.equal(english.path, '/')
      assert.equal(english.lang, 'en')
      await expectNoErrors(page)
    },
  },

  {
    name: 'a German browser on an English page is offered it in German, in German, and follows the offer in place',
    profile: GERMAN_REDUCED_MOTION,
    firstVisit: true,
    async run(page) {
      // A first visit: no language cookie yet (robots.txt sets none).
      await page.goto('/robots.txt')
      await page.goto('/promo?code=SPRING25#terms')
      await page.hydrated()
      const offer = await page.poll(
        'the language offer',
        z.object({ lang: z.string(), text: z.string(), href: z.string() }),
        () => {
          const panel = document.querySelector('.language-offer:not([data-edge="placing"])')
          return {
            lang: panel?.getAttribute('lang') ?? '',
            text: (panel?.textContent ?? '').trim(),
            href: panel?.querySelector('a')?.getAttribute('href') ?? '',
          }
        },
        [],
        (o) => o.lang !== '',
      )
      assert.equal(offer.lang, 'de')
      assert.ok(offer.text.includes(message('de', 'Read in English')), `the offer in German: ${offer.text}`)
      assert.equal(offer.href, '/de/promo?code=SPRING25#terms')
      assert.equal((await state(page)).path, '/promo', 'an offer, not a redirect')
      await page.click({ css: '.language-offer a', name: message('de', 'Read in English') })
      await waitForPath(page, '/de/promo', '?code=SPRING25', '#terms')
      await page.waitFor('lang="de"', () => document.documentElement.lang === 'de', [])
      assert.equal(await page.cookie('i18n_redirected'), 'de')
      await page.waitFor('the offer to go', () => document.querySelector('.language-offer') === null, [])
      await expectNoErrors(page)
    },
  },

  ...(
    [
      ['en', 'Accept analytics', 'granted'],
      ['ja', 'Reject analytics', 'denied'],
    ] as const
  ).map(([locale, choice, value]): Journey => ({
    name: `${locale}: the cookie notice's "${choice}" works and persists across a reload; nothing goes to analytics before the choice`,
    async run(page) {
      const analytics = () => page.requests.all().filter((url) => /google|doubleclick/.test(new URL(url).hostname))
      page.requests.clear()
      await page.goto(`${prefix(locale)}/promo`)
      await page.hydrated()
      await page.waitFor('the cookie notice', () => document.querySelector('.cookie-notice') !== null, [])
      // Give a page that wrongly started analytics the time to show it.
      await delay(1500)
      assert.deepEqual(analytics(), [], 'no analytics request before consent')
      await page.click({ css: '.cookie-notice button', name: message(locale, choice) })
      await page.waitFor('the notice to close', () => document.querySelector('.cookie-notice') === null, [])
      await waitForCookie(page, 'kinemo_consent', value)
      if (value === 'granted') {
        const deadline = Date.now() + 10_000
        while (!analytics().length && Date.now() < deadline) await delay(200)
        // Firebase Analytics first asks Google for its web config, then loads gtag; either shows it started.
        assert.ok(analytics().length > 0, `analytics starts after consent: ${JSON.stringify(page.requests.all())}`)
      }
      page.requests.clear()
      await page.reload()
      await page.hydrated()
      await delay(1500)
      assert.equal(
        await page.evaluate(z.boolean(), () => document.querySelector('.cookie-notice') === null),
        true,
        'the notice stays closed after a reload',
      )
      assert.equal(await page.cookie('kinemo_consent'), value)
      if (value === 'granted') assert.ok(analytics().length > 0, 'analytics starts again on the next visit')
      else assert.deepEqual(analytics(), [], 'no analytics after rejecting')
      await expectNoErrors(page)
    },
  })),

  ...(['en', 'ja'] as const).map((locale): Journey => ({
    name: `${locale}: /applycode?code= prefills the field; an invalid code gets its message and keeps the input`,
    async run(page) {
      await page.goto(`${prefix(locale)}/applycode?code=KINEMO-PRO-30`)
      await page.hydrated()
      const field: Query = { css: 'main input[name="code"]' }
      const value = () => page.evaluate(z.string(), () => document.querySelector<HTMLInputElement>('main input[name="code"]')?.value ?? '')
      await page.poll(
        'the prefilled code',
        z.string(),
        () => document.querySelector<HTMLInputElement>('main input[name="code"]')?.value ?? '',
        [],
        (v) => v === 'KINEMO-PRO-30',
      )
      await page.fill(field, 'x!')
      assert.equal(await value(), 'x!')
      await page.click({ css: 'main form button[type="submit"]' })
      const error = message(locale, 'Enter a code of 4 to 32 letters and digits.')
      await page.waitFor('the format error', (text) => document.querySelector('.form-field__errors')?.textContent.trim() === text, [error])
      assert.equal(
        await page.evaluate(
          z.string().nullable(),
          () => document.querySelector('main input[name="code"]')?.getAttribute('aria-invalid') ?? null,
        ),
        'true',
      )
      assert.equal(await value(), 'x!', 'the input is kept')
      await expectNoErrors(page)
    },
  })),

  {
    name: '/auth_action with an invalid code shows its error (from the Auth emulator), on every load of the link',
    async run(page, site) {
      await site.emulatorsReady()
      const expected = message('en', 'This link is invalid or has already been used. Request a new email from the app.')
      // Loaded three times: WebKit once let one load in four fail here, with a generic error, when
      // the page imported Firebase's chunk twice at once (src/lib/import-once.ts).
      for (let load = 1; load <= 3; load++) {
        await page.goto(`/auth_action?mode=resetPassword&oobCode=not-a-real-code-${load}&apiKey=fake-api-key`)
        await page.hydrated()
        await page.waitFor(
          `the invalid-link alert (load ${load})`,
          (text) => Array.from(document.querySelectorAll('[role="alert"]')).some((a) => a.textContent.includes(text)),
          [expected],
          30_000,
        )
        await expectNoErrors(page)
      }
    },
  },

  {
    name: 'reset password end to end against the Auth emulator: the new password signs in, the old one no longer does',
    async run(page, site) {
      await site.emulatorsReady()
      const api = authEmulator(site.port)
      const email = uniqueEmail('engines-reset')
      await api.createUser(email, 'old-secret-1')
      await api.sendOob({ requestType: 'PASSWORD_RESET', email })
      const code = await api.latestOobCode(email, 'PASSWORD_RESET')
      await page.goto(actionPath(code))
      await page.hydrated()
      await page.waitFor(
        'the reset form',
        (address) => document.body.textContent.includes(address) && document.querySelectorAll('input[type="password"]').length === 2,
        [email],
        30_000,
      )
      await page.fill({ css: 'main input[type="password"]', name: 'New password' }, 'new-secret-2')
      await page.fill({ css: 'main input[type="password"]', name: 'Confirm new password' }, 'new-secret-2')
      await page.click({ css: 'main button[type="submit"]' })
      await page.waitFor('the confirmation', () => document.body.textContent.includes('Your password has been changed.'), [], 30_000)
      assert.equal(await api.signInWithPassword(email, 'new-secret-2'), true)
      assert.equal(await api.signInWithPassword(email, 'old-secret-1'), false)
      await expectNoErrors(page)
    },
  },

  {
    name: 'the page transition is out-in: the old page leaves before the new one enters',
    async run(page) {
      const record = await navigateWithTransitionWatch(page)
      const list = JSON.stringify(record)
      assert.deepEqual(record.phases, ['out', 'in', 'none'], `out, then in, then done: ${list}`)
      const events = record.events.map((e) => `${e.type} ${e.name} ${e.target}`)
      // Only the page and its footer fade; the header stays put.
      assert.deepEqual(
        events.filter((e) => e.startsWith('animationstart')).sort(),
        ['animationstart page-in footer', 'animationstart page-in main', 'animationstart page-out footer', 'animationstart page-out main'],
        list,
      )
      // The old page's fade runs its whole set time before the new page's starts.
      assert.deepEqual(record.outRan, [true], `the new page waits for the old one: ${list}`)
      const firstInStart = Math.min(events.indexOf('animationstart page-in main'), events.indexOf('animationstart page-in footer'))
      const outStarts = [events.indexOf('animationstart page-out main'), events.indexOf('animationstart page-out footer')]
      assert.ok(
        outStarts.every((index) => index >= 0 && index < firstInStart),
        list,
      )
      await expectNoErrors(page)
    },
  },

  {
    name: 'with prefers-reduced-motion there is no page transition and no animation',
    profile: GERMAN_REDUCED_MOTION,
    async run(page) {
      assert.equal(
        await page.evaluate(z.boolean(), () => matchMedia('(prefers-reduced-motion: reduce)').matches),
        true,
        'the browser reports reduced motion',
      )
      const record = await navigateWithTransitionWatch(page)
      assert.deepEqual(record, { phases: [], events: [], outRan: [] }, 'no transition')
      await expectNoErrors(page)
    },
  },
]
